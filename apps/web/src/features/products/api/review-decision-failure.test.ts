import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorType } from '../../../lib/api-error.ts';
import { endsTheDecision, reviewDecisionFailure } from './review-decision-failure.ts';
import { REVIEW_QUEUE_REFRESH_MS, reviewQueueQueryOptions } from './list-products-in-review.ts';

const failure = (status: number, type: ApiErrorType) => new ApiError({ status, type, title: type });

describe('a failed decision', () => {
  it.each([
    [
      new ApiError({ status: 409, type: 'conflict', title: '', reviewStatus: 'Approved' }),
      { kind: 'already-decided', reviewStatus: 'Approved' },
    ],
    [failure(409, 'conflict'), { kind: 'already-decided', reviewStatus: undefined }],
    [failure(404, 'not-found'), { kind: 'gone' }],
    [failure(403, 'forbidden'), { kind: 'not-allowed' }],
    [failure(400, 'validation-failed'), { kind: 'refused' }],
    [failure(401, 'unauthenticated'), { kind: 'session-ended' }],
    [failure(0, 'network-error'), { kind: 'unreachable' }],
    [failure(429, 'rate-limited'), { kind: 'unreachable' }],
    [failure(503, 'service-unavailable'), { kind: 'unreachable' }],
    [failure(500, 'internal-error'), { kind: 'unexpected' }],
    [failure(403, 'xsrf-rejected'), { kind: 'unexpected' }],
    [new Error('boom'), { kind: 'unexpected' }],
  ])('%s means %j', (error, meaning) => {
    expect(reviewDecisionFailure(error)).toEqual(meaning);
  });

  it('ends the decision only when the product left review meanwhile', () => {
    expect(endsTheDecision({ kind: 'already-decided', reviewStatus: 'Rejected' })).toBe(true);
    expect(endsTheDecision({ kind: 'gone' })).toBe(true);
    expect(endsTheDecision({ kind: 'unreachable' })).toBe(false);
  });
});

describe('the review queue query', () => {
  it('reads the queue again every 15 s and when the window gets focus', () => {
    const options = reviewQueueQueryOptions();
    expect(REVIEW_QUEUE_REFRESH_MS).toBe(15_000);
    expect(options.refetchInterval).toBe(REVIEW_QUEUE_REFRESH_MS);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.staleTime).toBe(0);
  });
});
