import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type RegisterValues = { companyName: string; name: string; email: string };

const isFilledIn = (value: string) => value.trim() !== '';
// Deliberately loose: the server validates and sends the mail that proves the address.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** The free company account form (SPEC §2): company name, your name, your e-mail address. */
export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    defaultValues: { companyName: '', name: '', email: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(() => {
    void notify(t('notYetAvailable', { ns: 'common' }), { kind: 'info' });
  });

  let emailError: string | undefined;
  if (errors.email?.type === 'isEmail') emailError = t('register.emailInvalid');
  else if (errors.email) emailError = t('register.emailRequired');

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('register.companyNameLabel')}
        error={errors.companyName ? t('register.companyNameRequired') : undefined}
        autoComplete="organization"
        registration={register('companyName', { validate: isFilledIn })}
      />
      <TextField
        label={t('register.nameLabel')}
        error={errors.name ? t('register.nameRequired') : undefined}
        autoComplete="name"
        registration={register('name', { validate: isFilledIn })}
      />
      <TextField
        label={t('register.emailLabel')}
        error={emailError}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        registration={register('email', {
          validate: { isFilledIn, isEmail: (value) => !isFilledIn(value) || looksLikeEmail(value) },
        })}
      />
      <button type="submit" className="button button--primary button--block">
        {t('register.submit')}
      </button>
    </form>
  );
}
