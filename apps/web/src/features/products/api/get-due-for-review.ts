import { DueForReviewResponse, portalEndpoints } from '@sds/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `GET /api/products/due-for-review`: the company's sheets due for review (decision 0065), those
 * without a revision date first, then the oldest.
 */
export function dueForReviewQueryOptions() {
  return queryOptions({
    // Under `products`, so every decision and edit refreshes it.
    queryKey: ['products', 'due-for-review'],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.productsDueForReview,
        schema: DueForReviewResponse,
        signal,
      }),
  });
}
