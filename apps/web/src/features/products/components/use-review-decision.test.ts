import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorType } from '../../../lib/api-error.ts';
import { isDecisionOver } from './use-review-decision.ts';

const failure = (status: number, type: ApiErrorType) => new ApiError({ status, type, title: type });

describe('a failed decision', () => {
  it.each([
    new ApiError({ status: 409, type: 'conflict', title: '', reviewStatus: 'Approved' }),
    failure(409, 'conflict'),
    failure(404, 'not-found'),
  ])('ends when the product left review meanwhile: %s', (error) => {
    expect(isDecisionOver(error)).toBe(true);
  });

  it.each([
    failure(403, 'forbidden'),
    failure(400, 'validation-failed'),
    failure(401, 'unauthenticated'),
    failure(0, 'network-error'),
    failure(429, 'rate-limited'),
    failure(503, 'service-unavailable'),
    failure(500, 'internal-error'),
    failure(403, 'xsrf-rejected'),
    new Error('boom'),
  ])('leaves the dialog open to try again after %s', (error) => {
    expect(isDecisionOver(error)).toBe(false);
  });
});
