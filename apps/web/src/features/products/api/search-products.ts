import { ProductSearchResponse, acceptLanguageFor, endpoints } from '@sds/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.ts';
import { answerOrFromPack } from '../../../lib/offline-pack.ts';
import { SEARCH_PAGE_SIZE, isSearchTooShort, searchQuery } from './search-request.ts';

export {
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  isSearchTooShort,
  normaliseSearchText,
} from './search-request.ts';

type SearchPageOptions = {
  search: string;
  page: number;
  productLocale: string;
  signal?: AbortSignal;
};

/**
 * One page of `GET /api/products`: the company's visible products in the interface language's
 * product locale (the client's `Accept-Language`), best match first; all of them, by name,
 * for an empty search. Without a network, the same search over the offline pack (decision 0054).
 */
export function searchProducts({ search, page, productLocale, signal }: SearchPageOptions) {
  const pageSize = SEARCH_PAGE_SIZE;
  return answerOrFromPack(
    () =>
      apiClient.request({
        endpoint: endpoints.productsSearch,
        query: searchQuery(search, page),
        schema: ProductSearchResponse,
        signal,
      }),
    (pack) => pack.search({ search, page, pageSize, productLocale }),
  );
}

/**
 * The pages of one search. The key holds the product locale, so a language switch never
 * shows another language's hits as this one's. TanStack Query aborts the signal of a search
 * nobody waits for any more, so a stale request stops as soon as the next one starts.
 */
export function productSearchQueryOptions(search: string, productLocale: string) {
  return infiniteQueryOptions({
    queryKey: ['products', 'search', { search, productLocale }],
    queryFn: ({ pageParam, signal }) =>
      searchProducts({ search, page: pageParam, productLocale, signal }),
    initialPageParam: 1,
    // Asked even when the browser says it is offline: the offline pack answers then (decision
    // 0054). TanStack Query's default would hold the search until the network is back.
    networkMode: 'offlineFirst',
    getNextPageParam: (lastPage, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.items.length, 0);
      const hasMore = shown < lastPage.total && lastPage.items.length > 0;
      return hasMore ? pages.length + 1 : undefined;
    },
  });
}

/**
 * The search on screen; while the next one loads, the previous hits stay (dimmed). A search
 * too short to send ({@link isSearchTooShort}) waits for more.
 */
export function useProductSearch(search: string) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    ...productSearchQueryOptions(search, acceptLanguageFor(i18n.language)),
    placeholderData: keepPreviousData,
    enabled: !isSearchTooShort(search),
  });
}
