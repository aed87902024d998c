import type { ReviewStatus } from '@sds/contract';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * What a failed approve or reject means for the reviewer:
 * - `already-decided`: 409, the product left review meanwhile (another key user decided, or
 *   someone edited it); `reviewStatus` is its state now (decision 0016).
 * - `gone`: 404, the product was deleted meanwhile.
 * Both end the decision: the queue is read again. The rest leave the dialog open to retry:
 * - `not-allowed`: 403 for a role that may not decide (a stale key-user screen).
 * - `refused`: 400, the server did not accept the request (the reason, say).
 * - `unreachable`: no answer, too many requests or the service is down: try again later.
 * - `session-ended`: 401; the API client already said so and the guard opens login.
 * - `unexpected`: anything else.
 */
export type ReviewDecisionFailure =
  | { kind: 'already-decided'; reviewStatus: ReviewStatus | undefined }
  | { kind: 'gone' | 'not-allowed' | 'refused' | 'unreachable' | 'session-ended' | 'unexpected' };

const UNREACHABLE = new Set(['network-error', 'rate-limited', 'service-unavailable']);

/** Classifies a failed decision; see ReviewDecisionFailure. */
export function reviewDecisionFailure(error: unknown): ReviewDecisionFailure {
  if (!isApiError(error)) return { kind: 'unexpected' };
  if (error.type === 'conflict') {
    return { kind: 'already-decided', reviewStatus: error.reviewStatus };
  }
  if (error.status === 404) return { kind: 'gone' };
  if (error.type === 'forbidden') return { kind: 'not-allowed' };
  if (error.status === 400) return { kind: 'refused' };
  if (error.status === 401) return { kind: 'session-ended' };
  if (UNREACHABLE.has(error.type)) return { kind: 'unreachable' };
  return { kind: 'unexpected' };
}

/** Whether the failure means the product is out of review now, so the decision is over. */
export function endsTheDecision(failure: ReviewDecisionFailure): boolean {
  return failure.kind === 'already-decided' || failure.kind === 'gone';
}
