import { portalEndpoints, ProductVersionsResponse, VersionComparison } from '@sds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/products/{id}/revisions`: a product's versions, newest first (decision 0061). */
export function productVersionsQueryOptions(id: string) {
  return queryOptions({
    // Under `products`, so every decision and edit refreshes it.
    queryKey: ['products', 'versions', id],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.productVersionsList,
        params: { id },
        schema: ProductVersionsResponse,
        signal,
      }),
  });
}

/** A product's versions with their documents, for key users. */
export function useProductVersions(id: string) {
  return useQuery(productVersionsQueryOptions(id));
}

/** What changed from version `from` to version `to` of a product (`…/revisions/{to}/changes`). */
export function versionChangesQueryOptions(id: string, to: string, from: string) {
  return queryOptions({
    queryKey: ['products', 'version-changes', id, to, from],
    queryFn: ({ signal }) =>
      apiClient.request({
        endpoint: portalEndpoints.productVersionChanges,
        params: { id, revisionId: to },
        query: { from },
        schema: VersionComparison,
        signal,
      }),
  });
}
