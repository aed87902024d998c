import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';

const isFilledIn = (value: string) => value.trim() !== '';

/**
 * The authorisation code form (SPEC §2), the first screen most people see. It validates its
 * one field itself instead of through react-hook-form: measured, react-hook-form would add
 * 12.5 kB of gzip JS to a first screen already at its 130 kB budget (see the bundle report).
 * The behaviour matches the other forms: checked on submit, re-checked while typing after.
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const [authCode, setAuthCode] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const isInvalid = isSubmitted && !isFilledIn(authCode);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!isFilledIn(authCode)) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="authCode"]')?.focus();
      return;
    }
    // Signing in arrives with the session issue; load its API code on submit, not before.
    void notify(t('notYetAvailable', { ns: 'common' }), { kind: 'info' });
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <TextField
        name="authCode"
        label={t('login.authCodeLabel')}
        hint={t('login.authCodeHint')}
        error={isInvalid ? t('login.authCodeRequired') : undefined}
        value={authCode}
        onChange={(event) => setAuthCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
      />
      <button type="submit" className="button button--primary button--block">
        {t('login.submit')}
      </button>
    </form>
  );
}
