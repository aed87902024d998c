import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { inMinutes } from '../../../lib/retry-after.ts';

/**
 * Why feedback was not sent, in a sentence the sender can act on, or null for a 401: the API
 * client has said that the session ended, and the guard opens the login.
 */
export function feedbackFailureMessage(
  error: unknown,
  t: TFunction<'requests'>,
  language: string,
): string | null {
  if (!isApiError(error)) return t('feedback.errors.failed');
  if (error.status === 401) return null;
  if (error.type === 'rate-limited') {
    return error.retryAfterSeconds === undefined
      ? t('feedback.errors.tooManyLater')
      : t('feedback.errors.tooMany', { when: inMinutes(error.retryAfterSeconds, language) });
  }
  if (error.type === 'validation-failed') return t('feedback.errors.refused');
  if (error.type === 'network-error') return t('feedback.errors.noConnection');
  return t('feedback.errors.failed');
}
