import { ReviewHistoryResponse, portalEndpoints } from '@sds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/products/{id}/reviews`: the product's recorded decisions, newest first. */
export function getReviewHistory(id: string, signal?: AbortSignal) {
  return apiClient.request({
    endpoint: portalEndpoints.productsReviews,
    params: { id },
    schema: ReviewHistoryResponse,
    signal,
  });
}

/** The decision history of one product; under `products`, so every decision refreshes it. */
export function reviewHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'review-history', id],
    queryFn: ({ signal }) => getReviewHistory(id, signal),
  });
}

/** The decisions recorded for the product under review. */
export function useReviewHistory(id: string) {
  return useQuery(reviewHistoryQueryOptions(id));
}
