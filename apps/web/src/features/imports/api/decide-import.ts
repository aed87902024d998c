import { VibUploadResponse, portalEndpoints, type ImportDecisionRequest } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { importStatusKey } from '../../../lib/import-status.ts';

/**
 * `POST /api/products/{id}/importdecision` (decision 0068): the upload is a new version of the
 * product it resembles, or a different product. Answers the product the SDS is now in and its
 * import status; `409 conflict` when the question was answered meanwhile.
 */
export function decideImport(productId: string, decision: ImportDecisionRequest) {
  return apiClient.request({
    endpoint: portalEndpoints.productsImportDecision,
    params: { id: productId },
    body: decision,
    schema: VibUploadResponse,
  });
}

/**
 * The upload's status is read again once answered: a new version's answers for the product it
 * went into, which moves the row there.
 */
export function useDecideImport(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ImportDecisionRequest) => decideImport(productId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importStatusKey(productId) }),
  });
}
