import type { ReactNode } from 'react';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import './admin.css';

/**
 * Shows the administration once its `admin` texts are loaded: they load with these screens,
 * not at start, as the first screen's budget has no room for them (decision 0008). The
 * screens' styles come with it.
 */
export function AdminTexts({ children }: { children: ReactNode }) {
  const hasTexts = useLazyNamespace('admin');
  return hasTexts ? children : <AppLoading />;
}
