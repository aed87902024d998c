import { paths } from '../../config/paths.ts';
import { AccountScreen } from '../../features/account/components/account-texts.tsx';
import { RegisterForm } from '../../features/account/components/register-form.tsx';

/**
 * Registration (docs/product/roles-and-access.md#accounts): a free company account, finished
 * through an e-mail.
 */
export function Component() {
  return (
    <AccountScreen
      title="register.title"
      intro="register.intro"
      link={{ lead: 'register.haveCode', to: paths.login, label: 'register.login' }}
    >
      <RegisterForm />
    </AccountScreen>
  );
}
