import { PASSWORD_MIN_LENGTH } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './account-icons.tsx';

type PasswordRulesProps = { id: string; password: string };

/** Code points, as the server counts them: an emoji is one character. */
export const passwordLength = (password: string) => [...password].length;

/**
 * The rules a new password must meet (decision 0020), shown before anyone fails them. Length
 * is ticked off while typing; whether a password is common only the server knows (its list
 * stays there), so that rule is a reminder.
 */
export function PasswordRules({ id, password }: PasswordRulesProps) {
  const { t } = useTranslation('account');
  const isLongEnough = passwordLength(password) >= PASSWORD_MIN_LENGTH;
  return (
    <div id={id} className="password-rules">
      <p className="password-rules__title">{t('password.rulesTitle')}</p>
      <ul className="password-rules__list">
        <li className={isLongEnough ? 'password-rules__rule is-met' : 'password-rules__rule'}>
          <span className="password-rules__mark" aria-hidden="true">
            {isLongEnough ? <CheckIcon width={16} height={16} /> : null}
          </span>
          {t('password.ruleLength')}
          {isLongEnough ? (
            <span className="visually-hidden"> ({t('password.ruleMet')})</span>
          ) : null}
        </li>
        <li className="password-rules__rule">
          <span className="password-rules__mark" aria-hidden="true" />
          {t('password.ruleCommon')}
        </li>
      </ul>
    </div>
  );
}
