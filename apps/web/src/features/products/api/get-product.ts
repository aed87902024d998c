import { Product, SIGNED_LINK_LIFETIME_SECONDS, acceptLanguageFor, endpoints } from '@sds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.ts';
import { failureKindOf } from '../../../lib/api-failure.ts';

/** Two thirds of a signed link's life: links on screen are always valid for a while yet. */
const LINK_REFRESH_MS = (SIGNED_LINK_LIFETIME_SECONDS * 1000 * 2) / 3;

/**
 * The three ways to address a product (docs/product/product-content.md#a-product,
 * docs/product/web-app.md#screens).
 */
export type ProductAddress =
  | { by: 'id'; id: string }
  | { by: 'articleNumber'; articleNumber: string; locale: string }
  | { by: 'masterCode'; masterCode: string };

type AddressParts = {
  id?: string | null;
  articleNumber?: string | null;
  locale?: string | null;
  masterCode?: string | null;
};

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Reads `/product/:id`, `/product?articleNumber=…&locale=…` or `/product?masterCode=…`.
 * Null when the address names no product (an article number without its locale, say).
 */
export function productAddressFrom(parts: AddressParts): ProductAddress | null {
  const id = filled(parts.id);
  if (id) return { by: 'id', id };
  const articleNumber = filled(parts.articleNumber);
  const locale = filled(parts.locale);
  if (articleNumber && locale) return { by: 'articleNumber', articleNumber, locale };
  const masterCode = filled(parts.masterCode);
  return masterCode ? { by: 'masterCode', masterCode } : null;
}

/** `GET /api/products/{id}`, `…/articlenumber/{articleNumber}/{locale}` or `…/mastercode/{masterCode}`. */
export function getProduct(address: ProductAddress, signal?: AbortSignal): Promise<Product> {
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
 * The query of one product. A master code resolves to the variant in the request's product
 * locale, so that locale is part of its key; an id or article number with locale names one
 * product whatever the interface language.
 */
export function productQueryOptions(address: ProductAddress, productLocale: string) {
  const localeKey = address.by === 'masterCode' ? { productLocale } : {};
  return queryOptions({
    queryKey: ['products', 'detail', { ...address, ...localeKey }],
    queryFn: ({ signal }) => getProduct(address, signal),
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
