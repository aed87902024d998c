import { ProductSearchResponse, endpoints, type ProductSummary } from '@sds/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The most the server lists in one page; a company's review queue is far shorter. */
const REVIEW_QUEUE_PAGE_SIZE = 100;

/** How often an open review list asks again, so another key user's decisions show up. */
export const REVIEW_QUEUE_REFRESH_MS = 15_000;

const reviewQueueKey = ['products', 'review-queue'] as const;

/**
 * `GET /api/products?onlyApproval=true&allLocales=true`: the company's products whose working
 * revision waits in review, in every language (key users only,
 * docs/product/product-content.md#review-states).
 */
export function listProductsInReview(signal?: AbortSignal) {
  return apiClient.request({
    endpoint: endpoints.productsSearch,
    query: { onlyApproval: true, allLocales: true, pageSize: REVIEW_QUEUE_PAGE_SIZE },
    schema: ProductSearchResponse,
    signal,
  });
}

/**
 * The review queue. It is read again every 15 s and whenever the window gets focus (the app
 * otherwise waits for a same-URL navigation): two key users may work through it at once.
 */
export function reviewQueueQueryOptions() {
  return queryOptions({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => listProductsInReview(signal),
    staleTime: 0,
    refetchInterval: REVIEW_QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The products waiting for review, as the list on screen shows them. */
export function useProductsInReview() {
  return useQuery(reviewQueueQueryOptions());
}

/**
 * Takes decided products off the cached queue at once, then has every product query read
 * again: the queue, the sheets, and the decision histories.
 */
export async function forgetDecidedProducts(client: QueryClient, decidedIds: readonly string[]) {
  client.setQueryData(reviewQueueKey, (queue: ProductSearchResponse | undefined) => {
    if (!queue) return queue;
    const items = queue.items.filter((item: ProductSummary) => !decidedIds.includes(item.id));
    return { items, total: queue.total - (queue.items.length - items.length) };
  });
  await client.invalidateQueries({ queryKey: ['products'] });
}
