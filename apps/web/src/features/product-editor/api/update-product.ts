import { Product, endpoints, type UpdateProductRequest } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EditableProduct } from './get-editable-product.ts';
import { storeSavedProduct } from './store-saved-product.ts';

export type UpdateProductInput = {
  id: string;
  request: UpdateProductRequest;
  /** The content version the edit started from (`If-Match`); null saves over anything. */
  version: string | null;
};

/**
 * `PUT /api/products/{id}`: the whole content again. The working revision becomes a Draft; an
 * approved product gets a new draft revision while users keep the approved one
 * (docs/product/product-content.md#review-states). With a version, a `412 precondition-failed`
 * when someone else saved the product since (decision 0063). Answers the saved product and its
 * new version.
 */
export async function updateProduct(input: UpdateProductInput): Promise<EditableProduct> {
  let version: string | null = null;
  const product = await apiClient.request({
    endpoint: endpoints.productsUpdate,
    params: { id: input.id },
    body: input.request,
    schema: Product,
    headers: input.version === null ? {} : { 'If-Match': input.version },
    readHeaders: (headers) => (version = headers.get('etag')),
  });
  return { product, version };
}

/** The Save action of the editor. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (saved) => storeSavedProduct(queryClient, saved.product, saved.version),
  });
}
