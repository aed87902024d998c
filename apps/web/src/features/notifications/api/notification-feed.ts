import { ProductNotificationFeed, endpoints, type DeviceRole } from '@sds/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Notifications per page of the feed; "Show more" reads the next page. */
export const FEED_PAGE_SIZE = 20;

type FeedPageRequest = {
  companyId: string;
  role: DeviceRole;
  page: number;
  signal?: AbortSignal;
};

/**
 * One page of the device's feed, newest first (docs/product/subscriptions-and-push.md#feeds): key
 * users read `productPushKeyUser` (reviews and pending subscription products included), users
 * `productPushUser`.
 */
export function readNotificationFeedPage({ companyId, role, page, signal }: FeedPageRequest) {
  return apiClient.request({
    endpoint:
      role === 'KeyUser' ? endpoints.companyProductPushKeyUser : endpoints.companyProductPushUser,
    params: { id: companyId },
    query: { page, pageSize: FEED_PAGE_SIZE },
    schema: ProductNotificationFeed,
    signal,
  });
}

/** The feed, page by page; the next page exists while fewer than `total` are loaded. */
export function useNotificationFeed(companyId: string, role: DeviceRole) {
  return useInfiniteQuery({
    queryKey: ['product-notifications', companyId, role],
    queryFn: ({ pageParam, signal }) =>
      readNotificationFeedPage({ companyId, role, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? lastPageParam + 1 : undefined;
    },
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
