import { portalEndpoints } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { accountClient } from '../../../lib/account-client.ts';
import { signOutAccount } from '../../../lib/account-session.ts';

/**
 * Ends the administrator's session: the server revokes the token at once, then this tab
 * forgets it and the admin guard shows the sign-in. Forgetting does not wait for the server:
 * a sign-out never fails in the browser, and an unreachable server's token expires within the
 * hour (decision 0021).
 */
export function SignOutButton() {
  const { t } = useTranslation('account');
  const signOut = () => {
    void accountClient.request({ endpoint: portalEndpoints.accountSignOut }).catch(() => {});
    signOutAccount();
  };
  return (
    <button type="button" className="button button--secondary" onClick={signOut}>
      {t('admin.signOut')}
    </button>
  );
}
