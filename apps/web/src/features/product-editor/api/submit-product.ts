import { Product, endpoints } from '@sds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { storeSavedProduct } from './store-saved-product.ts';

/** `POST /api/products/{id}/submit`: a Draft goes to review; 409 with the state otherwise. */
export function submitProduct(id: string): Promise<Product> {
  return apiClient.request({ endpoint: endpoints.productsSubmit, params: { id }, schema: Product });
}

/** The Submit for review action of the editor. */
export function useSubmitProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProduct,
    onSuccess: (product) => storeSavedProduct(queryClient, product),
  });
}
