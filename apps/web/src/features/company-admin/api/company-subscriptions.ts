import { Subscription, SubscriptionListResponse, endpoints } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useListChange } from './use-list-change.ts';

/** `GET /api/companies/{id}/subscriptions`: the publishers the company subscribes to. */
export function listSubscriptions(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.companySubscriptions,
    params: { id: companyId },
    schema: SubscriptionListResponse,
    signal,
  });
}

/** `GET /api/companies/{id}/subscribers`: the companies that subscribe to this one. */
export function listSubscribers(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.companySubscribers,
    params: { id: companyId },
    schema: SubscriptionListResponse,
    signal,
  });
}

export function useSubscriptions(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.subscriptions(companyId),
    queryFn: ({ signal }) => listSubscriptions(companyId, signal),
    staleTime: 0,
  });
}

export function useSubscribers(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.subscribers(companyId),
    queryFn: ({ signal }) => listSubscribers(companyId, signal),
    staleTime: 0,
  });
}

/**
 * `POST /api/companies/{id}/subscribe` `{subscriptionCode, description?}` → the subscription.
 * A wrong or reset code is a 400 with the field error `subscription-code-invalid`, the
 * company's own code or a second subscription to a publisher a 409, many wrong codes a 429.
 */
export function subscribe(input: { companyId: string; code: string; description: string }) {
  return accountClient.request({
    endpoint: endpoints.companySubscribe,
    params: { id: input.companyId },
    body: {
      subscriptionCode: input.code,
      ...(input.description ? { description: input.description } : {}),
    },
    schema: Subscription,
  });
}

/** `DELETE /api/subscriptions/{id}`: ends it, from either side; access ends at once. */
export function endSubscription(subscriptionId: string) {
  return accountClient.request({
    endpoint: endpoints.subscriptionsDelete,
    params: { id: subscriptionId },
  });
}

/** Subscribe and End, each reading both lists again when done (or refused). */
export function useSubscriptionChanges(companyId: string) {
  const keys = [adminQueryKeys.subscriptions(companyId), adminQueryKeys.subscribers(companyId)];
  return {
    subscribe: useListChange(keys, (input: { code: string; description: string }) =>
      subscribe({ companyId, ...input }),
    ),
    end: useListChange(keys, endSubscription),
  };
}
