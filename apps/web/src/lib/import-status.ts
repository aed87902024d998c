import { ImportStatusResponse, endpoints, type ImportStatus } from '@sds/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** How often a running import is asked about: a PDF takes seconds, not minutes (DESIGN §6). */
export const IMPORT_STATUS_POLL_MS = 2_000;

// Under `products`: every product write (storeSavedProduct) has it read again, so saving a
// product whose fields waited for confirmation shows the import Completed at once.
export const importStatusKey = (productId: string) =>
  ['products', 'import-status', productId] as const;

const IN_PROGRESS: readonly ImportStatus[] = ['New', 'Waiting', 'Importing'];

/** Whether the server is still at it: New, Waiting or Importing; the rest are where it ended. */
export function isImportInProgress(status: ImportStatus | undefined): boolean {
  return status !== undefined && IN_PROGRESS.includes(status);
}

/** `GET /api/products/{id}/importstatus` (key users): where a product's SDS import stands. */
export function getImportStatus(productId: string, signal?: AbortSignal) {
  return apiClient.request({
    endpoint: endpoints.productsImportStatus,
    params: { id: productId },
    schema: ImportStatusResponse,
    signal,
  });
}

/**
 * A product's import status, shared by the import screen and the product editor (features do
 * not import each other). Asked again every 2 s while the import runs, and on window focus:
 * a key user who went to read the SDS meanwhile comes back to the news.
 */
export function importStatusQueryOptions(productId: string) {
  return queryOptions({
    queryKey: importStatusKey(productId),
    queryFn: ({ signal }) => getImportStatus(productId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      isImportInProgress(query.state.data?.status) ? IMPORT_STATUS_POLL_MS : false,
  });
}
