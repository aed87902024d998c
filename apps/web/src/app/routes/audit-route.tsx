import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';
import { useAuthenticatedUser } from '../../lib/authenticated-user.ts';

/**
 * The review screen (SPEC §2: Review, Approve, Approved, Rejected), for key users only
 * (DESIGN §2). The server checks the role on every call; this only spares a `User` a screen
 * whose every action would be refused.
 */
export function Component() {
  const { t } = useTranslation(['audit', 'common']);
  const user = useAuthenticatedUser();
  if (user?.role !== 'KeyUser') {
    return (
      <Screen title={t('notAllowed.title', { ns: 'common' })}>
        <Notice tone="error" title={t('notAllowed.keyUsersOnly', { ns: 'common' })}>
          <Link to={paths.search}>{t('notAllowed.toSearch', { ns: 'common' })}</Link>
        </Notice>
      </Screen>
    );
  }
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <ComingSoon />
    </Screen>
  );
}
