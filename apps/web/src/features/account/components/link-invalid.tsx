import type { AccountLinkPurpose } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * An e-mailed link the server no longer takes (unknown, used or expired alike, decision 0020):
 * what that means and the way on — a new registration, or a new password link; signing in
 * for whoever finished already.
 */
export function LinkInvalid({ purpose }: { purpose: AccountLinkPurpose }) {
  const { t } = useTranslation('account');
  const isRegistration = purpose === 'registration';
  return (
    <Screen
      variant="card"
      title={t(isRegistration ? 'password.titleRegistration' : 'password.titleReset')}
    >
      <div tabIndex={-1} className="account-focus-target" data-step-focus="">
        <Notice tone="error" title={t('linkInvalid.title')}>
          <p>{t(isRegistration ? 'linkInvalid.registrationText' : 'linkInvalid.resetText')}</p>
        </Notice>
      </div>
      <div className="account-actions">
        <Link
          to={isRegistration ? paths.register : paths.adminForgotPassword}
          className="button button--primary"
        >
          {t(isRegistration ? 'linkInvalid.registerAgain' : 'linkInvalid.newPasswordLink')}
        </Link>
        <Link to={paths.adminSignIn} className="button button--secondary">
          {t('linkInvalid.signIn')}
        </Link>
      </div>
    </Screen>
  );
}
