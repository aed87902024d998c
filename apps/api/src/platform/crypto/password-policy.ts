import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP ASVS 5.0 §6.2: at least this long; no upper limit below what argon2 takes in. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The 1,000 most common passwords (zxcvbn's frequency-ranked list), compared in lower case. */
const commonPasswords = new Set(
  dictionary['passwords-common'].slice(0, 1_000).map((password) => password.toLowerCase()),
);

export type PasswordProblem = 'too-short' | 'too-long' | 'too-common';

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (commonPasswords.has(password.toLowerCase())) return 'too-common';
  return null;
}
