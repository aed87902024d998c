import { FeedbackItem, FeedbackListResponse, portalEndpoints } from '@sds/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** Messages per page of the Admin's feedback: a screenful on a desk, a few swipes on a phone. */
export const FEEDBACK_PAGE_SIZE = 25;

export type FeedbackInboxRequest = {
  /** Only what nobody has handled yet; otherwise everything. */
  onlyWaiting: boolean;
  page: number;
};

/** `GET /api/feedback?handled=false&page=` (Admin): feedback of every company, newest first. */
export function listFeedback({ onlyWaiting, page }: FeedbackInboxRequest, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: portalEndpoints.feedbackList,
    query: { handled: onlyWaiting ? false : undefined, page, pageSize: FEEDBACK_PAGE_SIZE },
    schema: FeedbackListResponse,
    signal,
  });
}

/** One page of the feedback; the previous page stays on screen while the next loads. */
export function useFeedbackInbox(request: FeedbackInboxRequest) {
  return useQuery({
    queryKey: adminQueryKeys.feedbackPage(request.onlyWaiting, request.page),
    queryFn: ({ signal }) => listFeedback(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /api/feedback/{id}` `{handled}` (Admin): handled, or waiting again. */
export function markFeedback(input: { id: string; handled: boolean }) {
  return accountClient.request({
    endpoint: portalEndpoints.feedbackUpdate,
    params: { id: input.id },
    body: { handled: input.handled },
    schema: FeedbackItem,
  });
}

/** Marking feedback; every page of it is read again afterwards (a filter may drop the item). */
export function useMarkFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.feedback }),
  });
}
