import { endpoints, type DocumentKind } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { editableProductKey } from './get-editable-product.ts';

export type RemoveProductDocumentInput = { id: string; kind: DocumentKind; reference: string };

/** `DELETE /api/products/{id}/upload/{type}?reference=…`: removes one document (204). */
export function removeProductDocument({ id, kind, reference }: RemoveProductDocumentInput) {
  return apiClient.request({
    endpoint: endpoints.productsDeleteUpload,
    params: { id, type: kind },
    query: { reference },
  });
}

/** The Remove button of a document; the product is read again for its new document list. */
export function useRemoveProductDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProductDocument,
    onSuccess: (_nothing, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editableProductKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
