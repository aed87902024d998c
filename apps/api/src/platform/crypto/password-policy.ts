import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '@sds/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/** The 1,000 most common passwords (zxcvbn's frequency-ranked list), compared in lower case. */
const commonPasswords = new Set(
  dictionary['passwords-common'].slice(0, 1_000).map((password) => password.toLowerCase()),
);

/** Why a new password is refused (the contract's lengths, OWASP ASVS 5.0 §6.2), or null. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (commonPasswords.has(password.toLowerCase())) return 'too-common';
  return null;
}
