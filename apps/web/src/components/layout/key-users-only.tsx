import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuthenticatedUser } from '../../lib/authenticated-user.ts';
import { Notice } from '../ui/notice.tsx';
import { Screen } from '../ui/screen.tsx';

/**
 * Whether the signed-in device is a key user's
 * (docs/product/roles-and-access.md#who-may-call-what), who may create, edit and review products.
 * The server checks the role on every call; this only hides what a user cannot use.
 */
export function useIsKeyUser(): boolean {
  return useAuthenticatedUser()?.role === 'KeyUser';
}

type KeyUsersOnlyProps = {
  /** Why this screen is closed, in the words of what it is for. */
  message: string;
  children: ReactNode;
};

/** A key users' screen: its content for them, the "Not allowed" screen for anyone else. */
export function KeyUsersOnly({ message, children }: KeyUsersOnlyProps) {
  const { t } = useTranslation('common');
  if (useIsKeyUser()) return children;
  return (
    <Screen title={t('notAllowed.title')}>
      <Notice tone="error" title={message}>
        <Link to={paths.search}>{t('notAllowed.toSearch')}</Link>
      </Notice>
    </Screen>
  );
}
