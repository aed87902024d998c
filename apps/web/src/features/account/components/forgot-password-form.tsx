import type { ForgotPasswordRequest } from '@sds/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isFilledIn, looksLikeEmail } from '../../../lib/form-rules.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { generalFailureMessage } from '../api/account-failure-texts.ts';
import { requestPasswordLink } from '../api/request-password-link.ts';
import { KeyIcon } from './account-icons.tsx';
import { FocusedPanel } from './focused-panel.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * Asking for a new password link. The answer is the same whether or not the address has an
 * account (decision 0020), and so is what this form says afterwards.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ForgotPasswordRequest>({
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting, submitCount } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordLink({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      if (isApiError(error, 'validation-failed')) {
        return setError('email', { type: 'isEmail' }, { shouldFocus: true });
      }
      setFailure(generalFailureMessage(error, t));
    }
  });

  if (sentTo) {
    return (
      <FocusedPanel icon={<KeyIcon />} title={t('forgot.sentTitle')}>
        <p>{t('forgot.sentText', { email: sentTo })}</p>
      </FocusedPanel>
    );
  }

  let emailError: string | undefined;
  if (errors.email?.type === 'isEmail') emailError = t('register.emailInvalid');
  else if (errors.email) emailError = t('register.emailRequired');

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <FormAlert message={failure} attempt={submitCount} />
      <TextField
        label={t('forgot.emailLabel')}
        error={emailError}
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        registration={register('email', {
          validate: { isFilledIn, isEmail: (value) => !isFilledIn(value) || looksLikeEmail(value) },
        })}
      />
      <SubmitButton isBusy={isSubmitting}>{t('forgot.submit')}</SubmitButton>
    </form>
  );
}
