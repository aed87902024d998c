import type { TokenRequest } from '@sds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isFilledIn } from '../../../lib/form-rules.ts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { RETURN_TO_PARAMETER, paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { pathAfterAdminSignIn } from '../admin-paths.ts';
import { generalFailureMessage } from '../api/account-failure-texts.ts';
import { accountSelfQuery } from '../api/get-account-self.ts';
import { signInAccount } from '../api/sign-in-account.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';

/** An address handed over by the screen before (password set, codes shown), to save typing it. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * The administrators' sign-in (docs/product/roles-and-access.md#roles): e-mail address and password
 * give a bearer token for an hour, kept for this tab only; then on to the admin page asked for. A
 * wrong address and a wrong password fail alike, as the server answers them alike.
 */
export function AdminSignInForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TokenRequest>({
    defaultValues: { email: emailFromState(location.state), password: '' },
  });
  const { errors, isSubmitting, submitCount } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const self = await signInAccount({ email: email.trim(), password });
      queryClient.setQueryData(accountSelfQuery().queryKey, self);
      await navigate(pathAfterAdminSignIn(searchParams.get(RETURN_TO_PARAMETER)), {
        replace: true,
      });
    } catch (error) {
      // A malformed address (400) is as wrong as an unknown one (401) to the person typing it.
      const isRefused =
        isApiError(error, 'unauthenticated') || isApiError(error, 'validation-failed');
      setFailure(isRefused ? t('signIn.failed') : generalFailureMessage(error, t));
    }
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <FormAlert message={failure} attempt={submitCount} />
      <TextField
        label={t('signIn.emailLabel')}
        error={errors.email ? t('signIn.emailRequired') : undefined}
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        registration={register('email', { validate: isFilledIn })}
      />
      <PasswordField
        label={t('signIn.passwordLabel')}
        error={errors.password ? t('signIn.passwordRequired') : undefined}
        isShown={false}
        autoComplete="current-password"
        registration={register('password', { required: true })}
      />
      <p className="account-form-link">
        <Link to={paths.adminForgotPassword}>{t('signIn.forgot')}</Link>
      </p>
      <SubmitButton isBusy={isSubmitting}>{t('signIn.submit')}</SubmitButton>
    </form>
  );
}
