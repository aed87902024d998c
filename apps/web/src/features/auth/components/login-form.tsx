import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { RETURN_TO_PARAMETER, pathAfterLogin } from '../../../config/paths.ts';
import { usePosterSignIn } from './use-poster-sign-in.ts';

const isFilledIn = (value: string) => value.trim() !== '';

/**
 * The authorisation code form (docs/product/web-app.md#screens), the first screen most people see.
 * It validates its one field itself instead of through react-hook-form: measured, react-hook-form
 * would add 12.5 kB of gzip JS to a first screen already at its 130 kB budget (see the bundle
 * report). The behaviour matches the other forms: checked on submit, re-checked while typing after.
 * The login call (with the API client and zod) loads on submit, for the same budget.
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A code handed over in the navigation's state (the codes shown after a registration): in
  // history, never in the address, and gone with the /login entry that login replaces.
  const handedOver = (useLocation().state as { authCode?: unknown } | null)?.authCode;
  const [authCode, setAuthCode] = useState(typeof handedOver === 'string' ? handedOver : '');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSending, setIsSending] = useState(false);
  // Why the last login failed (a wrong code): beside the field as well as in the toast, until
  // the code is edited (issue 23), as the toast covers the header and goes after 6 s.
  const [failure, setFailure] = useState<string | null>(null);
  const isInvalid = isSubmitted && !isFilledIn(authCode);

  async function logIn(code: string) {
    setIsSending(true);
    try {
      const { logIn: sendLogin, loginFailureMessage } = await import('../api/log-in.ts');
      try {
        await sendLogin(code);
      } catch (error) {
        const message = loginFailureMessage(error, t);
        setFailure(message);
        void notify(message, { kind: 'error' });
        return;
      }
      await navigate(pathAfterLogin(searchParams.get(RETURN_TO_PARAMETER)), { replace: true });
    } catch {
      // The login code itself did not load (offline after a deploy, say).
      void notify(t('login.networkError'), { kind: 'error' });
    } finally {
      setIsSending(false);
    }
  }

  // A company poster's QR code (issue 24): its user code fills the field and signs in as usual.
  usePosterSignIn((code) => {
    setAuthCode(code);
    setFailure(null);
    void logIn(code);
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    setIsSubmitted(true);
    if (!isFilledIn(authCode)) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="authCode"]')?.focus();
      return;
    }
    void logIn(authCode);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-busy={isSending || undefined}>
      <TextField
        name="authCode"
        label={t('login.authCodeLabel')}
        hint={t('login.authCodeHint')}
        error={isInvalid ? t('login.authCodeRequired') : (failure ?? undefined)}
        value={authCode}
        onChange={(event) => {
          setAuthCode(event.target.value);
          setFailure(null);
        }}
        readOnly={isSending}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={isSending}
        aria-busy={isSending || undefined}
      >
        {isSending ? <span className="button__spinner" aria-hidden="true" /> : null}
        {t('login.submit')}
      </button>
    </form>
  );
}
