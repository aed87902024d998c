import { isApiError } from '../../../lib/api-error.ts';

/**
 * What a refused decision on a shared product means, as the key in the `audit` texts:
 * - `gone` (404): the publisher no longer shares it at that version, the subscription ended,
 *   or another key user decided it meanwhile; the lists are read again.
 * - `notAllowed` (403): this device may not decide (not a key user).
 * - `unreachable`: no answer, too many requests or the service is down: try again later.
 * - `unexpected`: anything else.
 * Null for a 401: the session ended, the app has said so and the login follows.
 */
export type SharedFailure = 'gone' | 'notAllowed' | 'unreachable' | 'unexpected';

const UNREACHABLE = new Set(['network-error', 'rate-limited', 'service-unavailable']);

export function sharedFailureOf(error: unknown): SharedFailure | null {
  if (!isApiError(error)) return 'unexpected';
  if (error.status === 401) return null;
  if (error.status === 404) return 'gone';
  if (error.status === 403) return 'notAllowed';
  if (UNREACHABLE.has(error.type)) return 'unreachable';
  return 'unexpected';
}
