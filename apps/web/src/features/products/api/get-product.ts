import { Product, SIGNED_LINK_LIFETIME_SECONDS, acceptLanguageFor, endpoints } from '@sds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.ts';
import { failureKindOf } from '../../../lib/api-failure.ts';
import { answerOrFromPack, notePackSheetUsed } from '../../../lib/offline-pack.ts';
import type { ProductAddress } from './product-request.ts';

export { productAddressFrom, type ProductAddress } from './product-request.ts';

/** Two thirds of a signed link's life: links on screen are always valid for a while yet. */
const LINK_REFRESH_MS = (SIGNED_LINK_LIFETIME_SECONDS * 1000 * 2) / 3;

/** `GET /api/products/{id}`, `…/articlenumber/{articleNumber}/{locale}` or `…/mastercode/{masterCode}`. */
function fetchProduct(address: ProductAddress, signal?: AbortSignal): Promise<Product> {
  const common = { schema: Product, signal };
  switch (address.by) {
    case 'id':
      return apiClient.request({ endpoint: endpoints.productsGet, params: address, ...common });
    case 'articleNumber':
      return apiClient.request({
        endpoint: endpoints.productsByArticleNumber,
        params: address,
        ...common,
      });
    case 'masterCode':
      return apiClient.request({
        endpoint: endpoints.productsByMasterCode,
        params: address,
        ...common,
      });
  }
}

/**
 * The product from the server, or from the offline pack when there is no network (decision
 * 0054); either way it counts as recently used, which the pack keeps longest when storage is full.
 */
export async function getProduct(
  address: ProductAddress,
  productLocale: string,
  signal?: AbortSignal,
): Promise<Product> {
  const product = await answerOrFromPack(
    () => fetchProduct(address, signal),
    (pack) => pack.get(address, productLocale),
  );
  notePackSheetUsed(product.id);
  return product;
}

/**
 * The query of one product. A master code resolves to the variant in the request's product
 * locale, so that locale is part of its key; an id or article number with locale names one
 * product whatever the interface language.
 */
export function productQueryOptions(address: ProductAddress, productLocale: string) {
  const localeKey = address.by === 'masterCode' ? { productLocale } : {};
  return queryOptions({
    queryKey: ['products', 'detail', { ...address, ...localeKey }],
    queryFn: ({ signal }) => getProduct(address, productLocale, signal),
    // Asked even when the browser says it is offline: the offline pack answers then (decision
    // 0054). TanStack Query's default would show a sheet never opened loading until the
    // network is back.
    networkMode: 'offlineFirst',
    // Document links expire (docs/product/documents.md#signed-links): a sheet left open fetches
    // fresh ones in time.
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  });
}

/** The product on screen. */
export function useProduct(address: ProductAddress) {
  const { i18n } = useTranslation();
  return useQuery(productQueryOptions(address, acceptLanguageFor(i18n.language)));
}

/**
 * Which of the two messages of docs/product/web-app.md#messages a failed product load shows:
 * - `not-found` ('Could not load product'): the address names no product this device may
 *   see: 404 (unknown, or another company's, docs/product/roles-and-access.md#tenants) or 400 (an
 *   id that is no id, a locale outside the list). Trying again cannot help.
 * - `unavailable` ('The detailed product info could not be loaded'): the product may well
 *   exist but its sheet did not arrive: no connection, a 5xx, 429, or an answer that does not
 *   match the contract. Worth another try.
 * A 401 never shows either: the session ends and the guard opens login.
 */
export function productLoadFailure(error: unknown): 'not-found' | 'unavailable' {
  const kind = failureKindOf(error);
  return kind === 'not-found' || kind === 'refused' ? 'not-found' : 'unavailable';
}
