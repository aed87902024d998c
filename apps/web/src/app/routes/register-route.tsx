import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';
import { AccountTexts } from '../../features/account/components/account-texts.tsx';
import { RegisterForm } from '../../features/account/components/register-form.tsx';

function RegisterScreen() {
  const { t } = useTranslation('account');
  return (
    <Screen
      variant="card"
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.haveCode')} <Link to={paths.login}>{t('register.login')}</Link>
        </p>
      }
    >
      <RegisterForm />
    </Screen>
  );
}

/**
 * Registration (docs/product/roles-and-access.md#accounts): a free company account, finished
 * through an e-mail.
 */
export function Component() {
  return (
    <AccountTexts>
      <RegisterScreen />
    </AccountTexts>
  );
}
