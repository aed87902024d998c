import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';

/** After a password link or an invitation: the password is set; sign in with it. */
export function PasswordSet({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <Screen variant="card" title={t('passwordSet.title')} intro={t('passwordSet.text', { email })}>
      <Link
        to={paths.adminSignIn}
        state={{ email }}
        className="button button--primary button--block"
      >
        {t('passwordSet.signIn')}
      </Link>
    </Screen>
  );
}
