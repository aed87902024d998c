import { describe, expect, it } from 'vitest';
import { REVIEW_QUEUE_REFRESH_MS, reviewQueueQueryOptions } from './list-products-in-review.ts';

describe('the review queue query', () => {
  it('reads the queue again every 15 s and when the window gets focus', () => {
    const options = reviewQueueQueryOptions();
    expect(REVIEW_QUEUE_REFRESH_MS).toBe(15_000);
    expect(options.refetchInterval).toBe(REVIEW_QUEUE_REFRESH_MS);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.staleTime).toBe(0);
  });
});
