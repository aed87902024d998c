import { isApiError } from '../../../lib/api-error.ts';

/**
 * What a failed administration call means for the person at the screen:
 * - `forbidden`: 403, the account may not do this (a CompanyAdmin on an Admin's call).
 * - `not-found`: 404, the thing is gone (deleted meanwhile) or belongs to another company.
 * - `conflict`: 409, the server refused because of how things stand (each action says how).
 * - `refused`: 400, the server did not accept what was sent.
 * - `unreachable`: no answer, too many requests or the service is down: try again later.
 * - `session-ended`: 401; the account client already said so and the guard opens the sign-in.
 * - `unexpected`: anything else.
 */
export type AdminFailure =
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'refused'
  | 'unreachable'
  | 'session-ended'
  | 'unexpected';

const UNREACHABLE = new Set(['network-error', 'rate-limited', 'service-unavailable']);

/** Classifies a failed call; see AdminFailure. */
export function adminFailureOf(error: unknown): AdminFailure {
  if (!isApiError(error)) return 'unexpected';
  if (error.status === 401) return 'session-ended';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'not-found';
  if (error.status === 409) return 'conflict';
  if (error.status === 400) return 'refused';
  if (UNREACHABLE.has(error.type)) return 'unreachable';
  return 'unexpected';
}
