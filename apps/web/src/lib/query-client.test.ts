import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, shouldRetryQuery } from './query-client.ts';

const failure = (type: ApiError['type'], status: number) =>
  new ApiError({ type, status, title: type });

describe('query retries', () => {
  it('retry network failures and server errors twice at most', () => {
    expect(shouldRetryQuery(0, failure('network-error', 0))).toBe(true);
    expect(shouldRetryQuery(1, failure('internal-error', 500))).toBe(true);
    expect(shouldRetryQuery(2, failure('service-unavailable', 503))).toBe(false);
  });

  it('never retry an answer that will not change by itself', () => {
    expect(shouldRetryQuery(0, failure('not-found', 404))).toBe(false);
    expect(shouldRetryQuery(0, failure('unauthenticated', 401))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('keep data fresh for a minute and never retry mutations', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(60_000);
    expect(options.mutations?.retry).toBe(false);
  });
});
