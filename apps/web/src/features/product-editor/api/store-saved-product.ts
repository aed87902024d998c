import type { Product } from '@sds/contract';
import type { QueryClient } from '@tanstack/react-query';
import { editableProductKey, type EditableProduct } from './get-editable-product.ts';

/**
 * Keeps the caches honest after a write: the editor gets the product as the server answered
 * it, and every other product query (sheet, search, review list) is fetched again. A write
 * that leaves the content alone (a document) keeps the version the cache had.
 */
export function storeSavedProduct(
  queryClient: QueryClient,
  product: Product,
  version?: string | null,
): void {
  queryClient.setQueryData<EditableProduct>(editableProductKey(product.id), (cached) => ({
    product,
    version: version === undefined ? (cached?.version ?? null) : version,
  }));
  void queryClient.invalidateQueries({ queryKey: ['products'] });
}
