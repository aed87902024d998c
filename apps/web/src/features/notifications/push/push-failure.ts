import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';

/** Why turning notifications on did not work, as the screen words it. */
export type PushFailure = 'not-answered' | 'push-service' | 'no-connection' | 'refused' | 'failed';

/**
 * What went wrong, from a failure of the browser's Push API or of the registration call; null
 * for a 401, which the API client answers by ending the session (the guard opens the login).
 */
export function pushFailureOf(error: unknown): PushFailure | null {
  if (isApiError(error)) {
    if (error.status === 401) return null;
    if (error.type === 'network-error') return 'no-connection';
    if (error.type === 'validation-failed') return 'refused';
    return 'failed';
  }
  // The browser's push service could not be reached or refused the subscription.
  if (error instanceof DOMException) return 'push-service';
  return 'failed';
}

/** The failure in a sentence the person can act on. */
export function pushFailureMessage(failure: PushFailure, t: TFunction<'notifications'>): string {
  switch (failure) {
    case 'not-answered':
      return t('device.errors.notAnswered');
    case 'push-service':
      return t('device.errors.pushService');
    case 'no-connection':
      return t('device.errors.noConnection');
    case 'refused':
      return t('device.errors.refused');
    default:
      return t('device.errors.failed');
  }
}
