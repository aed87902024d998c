import type { Product } from '@sds/contract';
import type { QueryClient } from '@tanstack/react-query';
import { editableProductKey } from './get-editable-product.ts';

/**
 * Keeps the caches honest after a write: the editor gets the product as the server answered
 * it, and every other product query (sheet, search, review list) is fetched again.
 */
export function storeSavedProduct(queryClient: QueryClient, product: Product): void {
  queryClient.setQueryData(editableProductKey(product.id), product);
  void queryClient.invalidateQueries({ queryKey: ['products'] });
}
