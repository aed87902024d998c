import { ArchivedProductsResponse, portalEndpoints, ProductVersionDetail } from '@sds/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `GET /api/products/{id}/revisions/{revisionId}`: one version with its whole content, also of a
 * deleted product from the archive (decision 0061).
 */
export function productVersionQueryOptions(id: string, revisionId: string) {
  return queryOptions({
    // Under `products`, so every decision and edit refreshes it.
    queryKey: ['products', 'version', id, revisionId],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.productVersionsGet,
        params: { id, revisionId },
        schema: ProductVersionDetail,
        signal,
      }),
  });
}

/** `GET /api/products/archived`: the company's deleted products, newest deletion first. */
export function archivedProductsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'archived'],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.productsArchived,
        schema: ArchivedProductsResponse,
        signal,
      }),
  });
}
