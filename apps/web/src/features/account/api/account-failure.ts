import { PasswordProblem, type FieldError } from '@sds/contract';
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { inMinutes } from '../../../lib/retry-after.ts';

/**
 * The message for a failure every account form treats alike: too many attempts (with when to
 * try again), no connection, or anything unexpected.
 */
export function generalFailureMessage(error: unknown, t: TFunction<'account'>): string {
  if (isApiError(error, 'rate-limited')) {
    return error.retryAfterSeconds === undefined
      ? t('errors.rateLimitedLater')
      : t('errors.rateLimited', { when: inMinutes(error.retryAfterSeconds, i18n.language) });
  }
  if (isApiError(error, 'network-error')) return t('errors.networkError');
  return t('errors.unexpected');
}

/** The server's field errors of a `400 validation-failed`, by field name (`body.email` → `email`). */
export function fieldErrorsOf(error: unknown): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  if (!isApiError(error, 'validation-failed')) return errors;
  for (const fieldError of error.errors) {
    const field = fieldError.path.replace(/^body\./, '');
    if (!errors.has(field)) errors.set(field, fieldError);
  }
  return errors;
}

/** Why the server refused a new password (`too-short`, `too-long`, `too-common`), if it did. */
export function passwordProblemOf(error: unknown): PasswordProblem | null {
  const code = fieldErrorsOf(error).get('password')?.code;
  const parsed = PasswordProblem.safeParse(code);
  return parsed.success ? parsed.data : null;
}
