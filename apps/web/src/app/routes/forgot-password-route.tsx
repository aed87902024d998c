import { paths } from '../../config/paths.ts';
import { AccountScreen } from '../../features/account/components/account-texts.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';

/** A new password link for an administrator (`/admin/forgot-password`). */
export function Component() {
  return (
    <AccountScreen
      title="forgot.title"
      intro="forgot.intro"
      link={{ to: paths.adminSignIn, label: 'forgot.backToSignIn' }}
    >
      <ForgotPasswordForm />
    </AccountScreen>
  );
}
