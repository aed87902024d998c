import type { ReactNode } from 'react';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import './account.css';

/**
 * Shows its screen once the `account` texts are loaded (they load with the account screens,
 * not at start: the first screen's budget has no room for them, decision 0021). The account
 * screens' styles come with it.
 */
export function AccountTexts({ children }: { children: ReactNode }) {
  const hasTexts = useLazyNamespace('account');
  return hasTexts ? children : <AppLoading />;
}
