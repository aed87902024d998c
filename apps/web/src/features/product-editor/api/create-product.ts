import { Product, endpoints, type CreateProductRequest } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { storeSavedProduct } from './store-saved-product.ts';

/**
 * `POST /api/products`: a new product, a Draft (docs/product/product-content.md#review-states); 409
 * when the article number exists.
 */
export function createProduct(request: CreateProductRequest): Promise<Product> {
  return apiClient.request({ endpoint: endpoints.productsCreate, body: request, schema: Product });
}

/** The Create action of the editor. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => storeSavedProduct(queryClient, product),
  });
}
