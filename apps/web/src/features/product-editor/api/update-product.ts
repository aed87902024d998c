import { Product, endpoints, type UpdateProductRequest } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { storeSavedProduct } from './store-saved-product.ts';

export type UpdateProductInput = { id: string; request: UpdateProductRequest };

/**
 * `PUT /api/products/{id}`: the whole content again. The working revision becomes a Draft; an
 * approved product gets a new draft revision while users keep the approved one
 * (docs/product/product-content.md#review-states).
 */
export function updateProduct({ id, request }: UpdateProductInput): Promise<Product> {
  return apiClient.request({
    endpoint: endpoints.productsUpdate,
    params: { id },
    body: request,
    schema: Product,
  });
}

/** The Save action of the editor. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => storeSavedProduct(queryClient, product),
  });
}
