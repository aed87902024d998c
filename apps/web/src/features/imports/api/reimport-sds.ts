import { ImportStatusResponse, endpoints } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { importStatusKey } from '../../../lib/import-status.ts';

/**
 * `POST /api/products/{id}/importvib`: imports the product's stored SDS again. Answers `202`
 * with the import status (Waiting); `409 conflict` when the product has no SDS file.
 */
export function reimportSds(productId: string): Promise<ImportStatusResponse> {
  return apiClient.request({
    endpoint: endpoints.productsImportVib,
    params: { id: productId },
    schema: ImportStatusResponse,
  });
}

/** "Import again": the answer becomes the product's import status, which then polls again. */
export function useReimportSds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reimportSds,
    onSuccess: (status) => queryClient.setQueryData(importStatusKey(status.productId), status),
  });
}
