import { FeedbackCreated, endpoints, type FeedbackRequest } from '@sds/contract';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `POST /api/feedback` `{message, rating?, screen?}`
 * (docs/product/requests-and-feedback.md#feedback) → `201`; 400 for a message the server does not
 * take, 429 with Retry-After after too much feedback in an hour.
 */
export function sendFeedback(feedback: FeedbackRequest): Promise<FeedbackCreated> {
  return apiClient.request({
    endpoint: endpoints.feedbackSend,
    body: feedback,
    schema: FeedbackCreated,
  });
}
