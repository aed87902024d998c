import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';
import { AccountTexts } from '../../features/account/components/account-texts.tsx';
import { AdminSignInForm } from '../../features/account/components/admin-sign-in-form.tsx';

function AdminSignInScreen() {
  const { t } = useTranslation('account');
  return (
    <Screen
      variant="card"
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={
        <p>
          <Link to={paths.login}>{t('signIn.codeLogin')}</Link>
        </p>
      }
    >
      <AdminSignInForm />
    </Screen>
  );
}

/**
 * Administrator sign-in (`/admin/sign-in`, docs/product/roles-and-access.md#roles): e-mail and
 * password, beside the code login.
 */
export function Component() {
  return (
    <AccountTexts>
      <AdminSignInScreen />
    </AccountTexts>
  );
}
