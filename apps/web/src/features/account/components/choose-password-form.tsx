import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordProblem,
  type AccountLink,
  type ResetPasswordResponse,
} from '@sds/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/api-failure.ts';
import { generalFailureMessage } from '../api/account-failure-texts.ts';
import { setPassword } from '../api/set-password.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordRules, passwordLength } from './password-rules.tsx';

type PasswordValues = { password: string; repeat: string };

const PROBLEM_MESSAGES = {
  'too-short': 'password.tooShort',
  'too-long': 'password.tooLong',
  'too-common': 'password.tooCommon',
} as const satisfies Record<PasswordProblem, string>;

/** Why the server refused a new password (`too-short`, `too-long`, `too-common`), if it did. */
function passwordProblemOf(error: unknown): PasswordProblem | null {
  const parsed = PasswordProblem.safeParse(fieldErrorsOf(error).get('password')?.code);
  return parsed.success ? parsed.data : null;
}

// The server's checks, but for the common-password list it keeps to itself. Each check is
// named by the server's reason, so a failure here and one from the server read alike.
const passwordChecks = {
  'too-short': (value: string) => passwordLength(value) >= PASSWORD_MIN_LENGTH,
  'too-long': (value: string) => passwordLength(value) <= PASSWORD_MAX_LENGTH,
};

type ChoosePasswordFormProps = {
  link: AccountLink;
  onPasswordSet: (outcome: ResetPasswordResponse) => void;
  onLinkInvalid: () => void;
};

/**
 * Choosing a password with an e-mailed link (docs/product/roles-and-access.md#accounts): typed
 * twice, the rules in view, the server's reasons (too short, too common) at the field. A link the
 * server no longer takes ends here and the screen explains it.
 */
export function ChoosePasswordForm({
  link,
  onPasswordSet,
  onLinkInvalid,
}: ChoosePasswordFormProps) {
  const { t } = useTranslation('account');
  const rulesId = useId();
  const [isShown, setIsShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<PasswordValues>({
    defaultValues: { password: '', repeat: '' },
  });
  const { errors, isSubmitting, submitCount } = formState;
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onPasswordSet(await setPassword({ token: link.token, password: values.password }));
    } catch (error) {
      if (isApiError(error, 'link-invalid')) return onLinkInvalid();
      const problem = passwordProblemOf(error);
      if (problem) return setError('password', { type: problem }, { shouldFocus: true });
      // Someone finished a registration for this address meanwhile (the registration failure of
      // docs/product/web-app.md#messages).
      if (isApiError(error, 'conflict')) return setFailure(t('register.failed'));
      setFailure(generalFailureMessage(error, t));
    }
  });

  const passwordError = errors.password?.type;
  let passwordMessage: string | undefined;
  if (passwordError === 'required') passwordMessage = t('password.required');
  else if (passwordError && passwordError in PROBLEM_MESSAGES) {
    passwordMessage = t(PROBLEM_MESSAGES[passwordError as PasswordProblem]);
  }
  const repeatError = errors.repeat?.type;
  let repeatMessage: string | undefined;
  if (repeatError === 'required') repeatMessage = t('password.repeatRequired');
  else if (repeatError) repeatMessage = t('password.repeatMismatch');

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <FormAlert message={failure} attempt={submitCount} />
      <PasswordField
        label={t('password.label')}
        error={passwordMessage}
        describedBy={rulesId}
        isShown={isShown}
        autoComplete="new-password"
        registration={register('password', { required: true, validate: passwordChecks })}
      />
      <PasswordRules id={rulesId} password={password} />
      <PasswordField
        label={t('password.repeatLabel')}
        error={repeatMessage}
        isShown={isShown}
        autoComplete="new-password"
        registration={register('repeat', {
          required: true,
          validate: { matches: (value, values) => value === values.password },
        })}
      />
      <label className="account-checkbox">
        <input
          type="checkbox"
          checked={isShown}
          onChange={(event) => setIsShown(event.target.checked)}
        />
        {t('password.show')}
      </label>
      <p className="field__hint">{t('password.tip')}</p>
      <SubmitButton isBusy={isSubmitting}>{t('password.submit')}</SubmitButton>
    </form>
  );
}
