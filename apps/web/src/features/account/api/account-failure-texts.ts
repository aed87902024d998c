import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { failureMessage, retryWaitOf } from '../../../lib/api-failure.ts';

/**
 * The message for a failure every account form treats alike: too many attempts (with when to
 * try again), no connection, or anything unexpected (a 401 included: these forms are where an
 * account signs in, so no session ended).
 */
export function generalFailureMessage(error: unknown, t: TFunction<'account'>): string {
  const wait = retryWaitOf(error, i18n.language);
  const unexpected = t('errors.unexpected');
  return failureMessage(error, {
    'rate-limited': wait ? t('errors.rateLimited', { when: wait }) : t('errors.rateLimitedLater'),
    'no-connection': t('errors.networkError'),
    'signed-out': unexpected,
    otherwise: unexpected,
  });
}
