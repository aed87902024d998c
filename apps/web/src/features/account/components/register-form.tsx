import type { RegistrationRequest } from '@sds/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isFilledIn, looksLikeEmail } from '../../../lib/form-rules.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/api-failure.ts';
import { generalFailureMessage } from '../api/account-failure-texts.ts';
import { registerCompany } from '../api/register-company.ts';
import { FormAlert } from './form-alert.tsx';
import { RegistrationSent } from './registration-sent.tsx';

type RegisterValues = RegistrationRequest;
type FieldName = keyof RegisterValues;

const FIELDS: readonly FieldName[] = ['companyName', 'name', 'email'];

/** Marks the fields the server refused (`400`), each with the reason its message names. */
function showServerFieldErrors(error: unknown, setError: UseFormSetError<RegisterValues>) {
  for (const [field, { code }] of fieldErrorsOf(error)) {
    if (!(FIELDS as readonly string[]).includes(field)) continue;
    // An address is refused as a whole ("a valid e-mail address"); names can be too long.
    let type = 'isEmail';
    if (field !== 'email') type = code === 'too_big' ? 'tooLong' : 'isFilledIn';
    setError(field as FieldName, { type });
  }
}

/**
 * The free company account form (docs/product/roles-and-access.md#accounts): company name, your
 * name, your e-mail address, each with its prompt (docs/product/web-app.md#messages). Sent, it
 * gives way to the "check your e-mail" message; refused, it shows the registration failure
 * (docs/product/web-app.md#messages) and marks the fields concerned.
 */
export function RegisterForm() {
  const { t } = useTranslation('account');
  const form = useForm<RegisterValues>({
    defaultValues: { companyName: '', name: '', email: '' },
  });
  const { register, handleSubmit, formState, setError, getValues, reset, setFocus } = form;
  const { errors, isSubmitting, submitCount } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Registering again is mostly correcting the address: the form comes back focused on it.
  const isRegisteringAgain = useRef(false);
  useEffect(() => {
    if (sentTo || !isRegisteringAgain.current) return;
    isRegisteringAgain.current = false;
    setFocus('email');
  }, [sentTo, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const request = {
      companyName: values.companyName.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
    };
    try {
      await registerCompany(request);
      setSentTo(request.email);
    } catch (error) {
      const isRefused = isApiError(error, 'validation-failed') || isApiError(error, 'conflict');
      if (isApiError(error, 'validation-failed')) showServerFieldErrors(error, setError);
      setFailure(isRefused ? t('register.failed') : generalFailureMessage(error, t));
    }
  });

  if (sentTo) {
    return (
      <RegistrationSent
        email={sentTo}
        onRegisterAgain={() => {
          reset(getValues());
          isRegisteringAgain.current = true;
          setSentTo(null);
        }}
      />
    );
  }

  const messageOf = (field: FieldName, required: string) => {
    const type = errors[field]?.type;
    if (!type) return undefined;
    if (type === 'tooLong') return t('register.fieldTooLong');
    if (type === 'isEmail') return t('register.emailInvalid');
    return required;
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <FormAlert message={failure} attempt={submitCount} />
      <TextField
        label={t('register.companyNameLabel')}
        error={messageOf('companyName', t('register.companyNameRequired'))}
        autoComplete="organization"
        registration={register('companyName', { validate: { isFilledIn } })}
      />
      <TextField
        label={t('register.nameLabel')}
        error={messageOf('name', t('register.nameRequired'))}
        autoComplete="name"
        registration={register('name', { validate: { isFilledIn } })}
      />
      <TextField
        label={t('register.emailLabel')}
        error={messageOf('email', t('register.emailRequired'))}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        registration={register('email', {
          validate: { isFilledIn, isEmail: (value) => !isFilledIn(value) || looksLikeEmail(value) },
        })}
      />
      <SubmitButton isBusy={isSubmitting}>{t('register.submit')}</SubmitButton>
    </form>
  );
}
