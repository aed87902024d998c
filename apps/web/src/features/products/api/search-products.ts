import {
  ProductSearchResponse,
  SEARCH_MAX_LENGTH,
  acceptLanguageFor,
  endpoints,
} from '@sds/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.ts';

/** Hits per page: a phone screen holds about six, so 25 is a few flicks of scrolling. */
export const SEARCH_PAGE_SIZE = 25;

/** The search text as the server reads it: trimmed, and no longer than it accepts (200). */
export function normaliseSearchText(text: string | null | undefined): string {
  return (text ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

type SearchPageOptions = { search: string; page: number; signal?: AbortSignal };

/**
 * One page of `GET /api/products`: the company's visible products in the interface language's
 * product locale (the client's `Accept-Language`), best match first; all of them, by name,
 * for an empty search.
 */
export function searchProducts({ search, page, signal }: SearchPageOptions) {
  return apiClient.request({
    endpoint: endpoints.productsSearch,
    query: { search: search || undefined, page, pageSize: SEARCH_PAGE_SIZE },
    schema: ProductSearchResponse,
    signal,
  });
}

/**
 * The pages of one search. The key holds the product locale, so a language switch never
 * shows another language's hits as this one's. TanStack Query aborts the signal of a search
 * nobody waits for any more, so a stale request stops as soon as the next one starts.
 */
export function productSearchQueryOptions(search: string, productLocale: string) {
  return infiniteQueryOptions({
    queryKey: ['products', 'search', { search, productLocale }],
    queryFn: ({ pageParam, signal }) => searchProducts({ search, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.items.length, 0);
      const hasMore = shown < lastPage.total && lastPage.items.length > 0;
      return hasMore ? pages.length + 1 : undefined;
    },
  });
}

/** The search on screen; while the next one loads, the previous hits stay (dimmed). */
export function useProductSearch(search: string) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    ...productSearchQueryOptions(search, acceptLanguageFor(i18n.language)),
    placeholderData: keepPreviousData,
  });
}
