import { Product, endpoints, type CreateProductRequest } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EditableProduct } from './get-editable-product.ts';
import { storeSavedProduct } from './store-saved-product.ts';

/**
 * `POST /api/products`: a new product, a Draft (docs/product/product-content.md#review-states); 409
 * when the article number exists. Answers it with the version of its content (decision 0063).
 */
export async function createProduct(request: CreateProductRequest): Promise<EditableProduct> {
  let version: string | null = null;
  const product = await apiClient.request({
    endpoint: endpoints.productsCreate,
    body: request,
    schema: Product,
    readHeaders: (headers) => (version = headers.get('etag')),
  });
  return { product, version };
}

/** The Create action of the editor. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (created) => storeSavedProduct(queryClient, created.product, created.version),
  });
}
