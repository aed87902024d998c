import { DueForReviewResponse } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { listDueForReview } from './due-for-review.ts';
import { productKeepers } from './products.policy.ts';

/**
 * The company's sheets due for review (decision 0065): for its key users and administrators, who
 * ask the suppliers for current ones.
 */
export const dueForReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/products/due-for-review',
    {
      config: { access: productKeepers },
      schema: {
        tags: ['versions'],
        summary: 'The company’s sheets due for review, oldest first',
        response: { 200: DueForReviewResponse, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => listDueForReview(db, principalOf(request).companyId),
  );
};
