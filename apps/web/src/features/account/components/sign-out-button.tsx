import { useTranslation } from 'react-i18next';
import { signOutAccount } from '../../../lib/account-session.ts';

/**
 * Ends the administrator's session in this tab; the admin guard then shows the sign-in and
 * forgets what was read with the token. The server has no call to revoke a token yet; it
 * expires within the hour (decision 0021).
 */
export function SignOutButton() {
  const { t } = useTranslation('account');
  return (
    <button type="button" className="button button--secondary" onClick={signOutAccount}>
      {t('admin.signOut')}
    </button>
  );
}
