import { Product, SIGNED_LINK_LIFETIME_SECONDS, endpoints } from '@sds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Two thirds of a signed link's life: the editor's document links stay valid while it is open. */
const LINK_REFRESH_MS = (SIGNED_LINK_LIFETIME_SECONDS * 1000 * 2) / 3;

/** The editor's own key: the sheet's cache holds what users see, this the working revision. */
export const editableProductKey = (id: string) => ['product-editor', 'product', id] as const;

/**
 * The product as the editor edits it, and the version of its content (the answer's `ETag`) that
 * a save names in `If-Match` (decision 0063); null from a server that sends none.
 */
export type EditableProduct = { product: Product; version: string | null };

/** `GET /api/products/{id}`: for a key user, the working revision (a draft, say) of the product. */
export async function getEditableProduct(
  id: string,
  signal?: AbortSignal,
): Promise<EditableProduct> {
  let version: string | null = null;
  const product = await apiClient.request({
    endpoint: endpoints.productsGet,
    params: { id },
    schema: Product,
    signal,
    readHeaders: (headers) => (version = headers.get('etag')),
  });
  return { product, version };
}

/**
 * The product being edited. Refetching it never resets the form: the form reads it, and the
 * version it saves over, once.
 */
export function editableProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: editableProductKey(id),
    queryFn: ({ signal }) => getEditableProduct(id, signal),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  });
}

/** The product on the editor screen. */
export function useEditableProduct(id: string) {
  return useQuery(editableProductQueryOptions(id));
}
