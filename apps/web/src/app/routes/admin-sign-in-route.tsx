import { paths } from '../../config/paths.ts';
import { AccountScreen } from '../../features/account/components/account-texts.tsx';
import { AdminSignInForm } from '../../features/account/components/admin-sign-in-form.tsx';

/**
 * Administrator sign-in (`/admin/sign-in`, docs/product/roles-and-access.md#roles): e-mail and
 * password, beside the code login.
 */
export function Component() {
  return (
    <AccountScreen
      title="signIn.title"
      intro="signIn.intro"
      link={{ to: paths.login, label: 'signIn.codeLogin' }}
    >
      <AdminSignInForm />
    </AccountScreen>
  );
}
