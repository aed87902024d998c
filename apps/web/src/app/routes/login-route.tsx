import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

/**
 * Login (docs/product/web-app.md#screens): enter the authorisation code, or go and create an
 * account; administrators sign in with e-mail and password on a screen of their own.
 */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <Screen
      variant="card"
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          <p>
            {t('login.noAccount')} <Link to={paths.register}>{t('login.register')}</Link>
          </p>
          <p>
            <Link to={paths.adminSignIn}>{t('login.adminSignIn')}</Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </Screen>
  );
}
