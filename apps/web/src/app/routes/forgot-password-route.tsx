import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';
import { AccountTexts } from '../../features/account/components/account-texts.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';

function ForgotPasswordScreen() {
  const { t } = useTranslation('account');
  return (
    <Screen
      variant="card"
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <p>
          <Link to={paths.adminSignIn}>{t('forgot.backToSignIn')}</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </Screen>
  );
}

/** A new password link for an administrator (`/admin/forgot-password`). */
export function Component() {
  return (
    <AccountTexts>
      <ForgotPasswordScreen />
    </AccountTexts>
  );
}
