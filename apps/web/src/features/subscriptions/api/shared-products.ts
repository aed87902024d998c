import {
  AcceptSubscriptionProductsResponse,
  SubscriptionListResponse,
  SubscriptionProductsResponse,
  endpoints,
} from '@sds/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The most pending products one subscription shows at once (the server's largest page). */
export const PENDING_PAGE_SIZE = 100;

/** How often the lists ask again, so another key user's decisions and new approvals show up. */
export const SHARED_PRODUCTS_REFRESH_MS = 30_000;

const sharedProductsKey = ['subscriptions'] as const;
const subscriptionsKey = (companyId: string) => [...sharedProductsKey, companyId] as const;
const pendingKey = (subscriptionId: string) =>
  [...sharedProductsKey, 'pending', subscriptionId] as const;

/** `GET /api/companies/{id}/subscriptions`: the publishers the company subscribes to. */
export function listCompanySubscriptions(companyId: string, signal?: AbortSignal) {
  return apiClient.request({
    endpoint: endpoints.companySubscriptions,
    params: { id: companyId },
    schema: SubscriptionListResponse,
    signal,
  });
}

/** `GET /api/subscriptions/{id}/products/pending`: what waits for a key user's decision. */
export function listPendingProducts(subscriptionId: string, signal?: AbortSignal) {
  return apiClient.request({
    endpoint: endpoints.subscriptionProductsPending,
    params: { id: subscriptionId },
    query: { page: 1, pageSize: PENDING_PAGE_SIZE },
    schema: SubscriptionProductsResponse,
    signal,
  });
}

/**
 * `POST /api/subscriptions/{id}/products` `{productIds}`: the company's people see these
 * products from now on, at the publisher's current approved revision. All or nothing: a 404
 * when one of them is no longer an approved product of the publisher.
 */
export function acceptSharedProducts(input: { subscriptionId: string; productIds: string[] }) {
  return apiClient.request({
    endpoint: endpoints.subscriptionProductsAdd,
    params: { id: input.subscriptionId },
    body: { productIds: input.productIds },
    schema: AcceptSubscriptionProductsResponse,
  });
}

/** `DELETE /api/subscriptions/{id}/products/{productId}`: refuses a pending product. */
export function refuseSharedProduct(input: { subscriptionId: string; productId: string }) {
  return apiClient.request({
    endpoint: endpoints.subscriptionProductsRemove,
    params: { id: input.subscriptionId, productId: input.productId },
  });
}

const liveList = {
  staleTime: 0,
  refetchInterval: SHARED_PRODUCTS_REFRESH_MS,
  refetchOnWindowFocus: true,
} as const;

/** The company's subscriptions with their counts, read again every 30 s and on focus. */
export function useCompanySubscriptions(companyId: string) {
  return useQuery({
    queryKey: subscriptionsKey(companyId),
    queryFn: ({ signal }) => listCompanySubscriptions(companyId, signal),
    ...liveList,
  });
}

/** One subscription's pending products, read again with the subscriptions. */
export function usePendingProducts(subscriptionId: string) {
  return useQuery({
    queryKey: pendingKey(subscriptionId),
    queryFn: ({ signal }) => listPendingProducts(subscriptionId, signal),
    ...liveList,
  });
}

/**
 * After a decision (or a refusal of it: someone else decided, or the publisher withdrew the
 * product) the lists are read again; searches read so far may now miss an accepted product.
 */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sharedProductsKey });
    void queryClient.invalidateQueries({ queryKey: ['products'], refetchType: 'none' });
  };
}

/** Accepting one or more pending products of a subscription. */
export function useAcceptSharedProducts() {
  const onSettled = useRefreshAfterDecision();
  return useMutation({ mutationFn: acceptSharedProducts, onSettled });
}

/** Refusing one pending product. */
export function useRefuseSharedProduct() {
  const onSettled = useRefreshAfterDecision();
  return useMutation({ mutationFn: refuseSharedProduct, onSettled });
}
