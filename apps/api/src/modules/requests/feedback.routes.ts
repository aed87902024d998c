import {
  FeedbackCreated,
  FeedbackItem,
  FeedbackListQuery,
  FeedbackListResponse,
  FeedbackRequest,
  REQUEST_INPUT_LIMITS,
  UpdateFeedbackRequest,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { platformAdministrators } from '../../platform/security/access-policy.ts';
import { createCallerBudget } from '../../platform/security/caller-budget.ts';
import { listFeedback, markFeedbackHandled } from './feedback-inbox.ts';
import { sendFeedback } from './send-feedback.ts';
import { signedInPeople } from './requests.policy.ts';

const tags = ['feedback'];

/** Feedback a person sends in an hour: plenty to say, not enough to flood the Admin's inbox. */
export const FEEDBACK_PER_CALLER_PER_HOUR = 20;

/**
 * `POST /api/feedback` (docs/product/requests-and-feedback.md#feedback) from any signed-in device
 * or account, rate limited per caller; the platform Admin reads it and marks what was dealt with.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const budget = createCallerBudget('feedback', FEEDBACK_PER_CALLER_PER_HOUR, app.redis);

  app.post(
    '/api/feedback',
    {
      config: { access: signedInPeople },
      schema: {
        tags,
        summary: 'Send feedback about the portal',
        description: `A message of up to ${REQUEST_INPUT_LIMITS.message} characters, a rating of 1–5 and the screen it is about (both optional). At most ${FEEDBACK_PER_CALLER_PER_HOUR} an hour per device or account (429 with Retry-After).`,
        body: FeedbackRequest,
        response: { 201: FeedbackCreated, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await budget.spend(principal);
      return reply.code(201).send(await sendFeedback(db, principal, request.body));
    },
  );

  app.get(
    '/api/feedback',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Feedback of every company, newest first (Admin)',
        querystring: FeedbackListQuery,
        response: { 200: FeedbackListResponse, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listFeedback(db, request.query),
  );

  app.put(
    '/api/feedback/:id',
    {
      config: { access: platformAdministrators },
      schema: {
        tags,
        summary: 'Mark feedback handled, or waiting again (Admin)',
        params: z.object({ id: z.uuid() }),
        body: UpdateFeedbackRequest,
        response: { 200: FeedbackItem, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => markFeedbackHandled(db, request.params.id, request.body.handled),
  );
};
