import {
  ApproveQuery,
  Product,
  RejectQuery,
  RejectRequest,
  ReviewHistoryResponse,
} from '@sds/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { documentLinkOptions } from './product-documents.presenter.ts';
import { productKeepers } from './products.policy.ts';
import { readProduct } from './read-product.ts';
import { reviewHistory, reviewProduct, type ReviewRequest } from './review-product.ts';

const tags = ['review'];
const ProductId = z.object({ id: z.uuid() });
const errors = problemResponses(400, 401, 403, 404, 409);

/**
 * The review workflow (submit, approve, reject; docs/product/product-content.md#review-states) and
 * the decisions it recorded. Each answers the product as the reviewer now sees it.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function decide(
    request: FastifyRequest<{ Params: { id: string } }>,
    decision: ReviewRequest,
  ) {
    const principal = principalOf(request);
    await reviewProduct(db, principal, request.params.id, decision);
    return readProduct(db, principal, { id: request.params.id }, documentLinkOptions(app));
  }

  app.post(
    '/api/products/:id/submit',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Submit a draft for review',
        params: ProductId,
        response: { 200: Product, ...errors },
      },
    },
    (request) => decide(request, { action: 'submit' }),
  );

  app.post(
    '/api/products/:id/approve',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Approve a product in review (with approveAllLanguages: every variant in review)',
        description:
          'Users see the approved revision from now on. 409 with the current reviewStatus when the product is not in review.',
        params: ProductId,
        querystring: ApproveQuery,
        response: { 200: Product, ...errors },
      },
    },
    (request) =>
      decide(request, { action: 'approve', allLanguages: request.query.approveAllLanguages }),
  );

  app.post(
    '/api/products/:id/reject',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary:
          'Reject a product in review with a reason (with rejectAllLanguages: every variant in review)',
        params: ProductId,
        querystring: RejectQuery,
        body: RejectRequest,
        response: { 200: Product, ...errors },
      },
    },
    (request) =>
      decide(request, {
        action: 'reject',
        allLanguages: request.query.rejectAllLanguages,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/api/products/:id/reviews',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'The review decisions recorded for a product, newest first',
        params: ProductId,
        response: { 200: ReviewHistoryResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await reviewHistory(db, principalOf(request), request.params.id),
    }),
  );
};
