import {
  AcceptSubscriptionProducts,
  AcceptSubscriptionProductsResponse,
  SubscribeRequest,
  Subscription,
  SubscriptionListResponse,
  SubscriptionProductsQuery,
  SubscriptionProductsResponse,
  SubscriptionUpdate,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { createFailureLimiter } from '../../platform/security/failure-limiter.ts';
import { companyAdministrators } from '../../platform/security/access-policy.ts';
import { requireCompany } from '../companies/index.ts';
import { endSubscription, updateSubscription } from './manage-subscription.ts';
import { subscribe } from './subscribe.ts';
import { requireSubscription } from './subscription-directory.ts';
import { subscriptionKeepers } from './subscriptions.policy.ts';
import {
  acceptProducts,
  listAcceptedProducts,
  listPendingProducts,
  refuseProduct,
} from './subscription-products.ts';
import { listSubscribers, listSubscriptions, readSubscription } from './subscriptions.queries.ts';

const tags = ['subscriptions'];
const IdParams = z.object({ id: z.uuid() });
const ProductParams = z.object({ id: z.uuid(), productId: z.uuid() });
const HOUR = 60 * 60;

/** Wrong subscription codes an hour, per subscriber company and per caller. */
export const WRONG_SUBSCRIPTION_CODES_PER_HOUR = 10;

const pageOf = (query: z.infer<typeof SubscriptionProductsQuery>) => ({
  search: query.search,
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * Subscriptions between companies and the subscriber's decisions
 * (docs/product/subscriptions-and-push.md#subscriptions, decision 0027).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const wrongCodes = createFailureLimiter(
    'subscription-code',
    [
      { name: 'company', points: WRONG_SUBSCRIPTION_CODES_PER_HOUR, durationSeconds: HOUR },
      { name: 'caller', points: WRONG_SUBSCRIPTION_CODES_PER_HOUR, durationSeconds: HOUR },
    ],
    app.redis,
  );

  app.post(
    '/api/companies/:id/subscribe',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Subscribe the company to a publisher, with the publisher’s subscription code',
        description: `A wrong or reset code is a 400 with the field error \`subscription-code-invalid\`; after ${WRONG_SUBSCRIPTION_CODES_PER_HOUR} wrong codes in an hour, 429. The company’s own code, or a publisher it already subscribes to, is a 409.`,
        params: IdParams,
        body: SubscribeRequest,
        response: { 201: Subscription, ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const subscription = await subscribe(
        { db, keys: app.secretKeys, log: request.log, wrongCodes },
        principalOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(subscription);
    },
  );

  app.get(
    '/api/companies/:id/subscriptions',
    {
      config: { access: subscriptionKeepers },
      schema: {
        tags,
        summary: 'The publishers the company subscribes to, with accepted and pending counts',
        params: IdParams,
        response: { 200: SubscriptionListResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.id);
      return { items: await listSubscriptions(db, company.id) };
    },
  );

  app.get(
    '/api/companies/:id/subscribers',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'The companies that subscribe to this company’s products',
        params: IdParams,
        response: { 200: SubscriptionListResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await requireCompany(db, principalOf(request), request.params.id);
      return { items: await listSubscribers(db, company.id) };
    },
  );

  app.get(
    '/api/subscriptions/:id',
    {
      config: { access: subscriptionKeepers },
      schema: {
        tags,
        summary: 'One subscription (its subscriber’s key users and either side’s administrators)',
        params: IdParams,
        response: { 200: Subscription, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await requireSubscription(db, principalOf(request), request.params.id, [
        'subscriber',
        'publisher',
      ]);
      return readSubscription(db, found.id);
    },
  );

  app.put(
    '/api/subscriptions/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Change the subscriber’s note on a subscription',
        params: IdParams,
        body: SubscriptionUpdate,
        response: { 200: Subscription, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateSubscription(db, principalOf(request), request.params.id, request.body.description),
  );

  app.delete(
    '/api/subscriptions/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'End a subscription (either side): the subscriber loses access at once',
        params: IdParams,
        response: { 204: z.null().describe('Done'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await endSubscription(db, request.log, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/subscriptions/:id/products',
    {
      config: { access: subscriptionKeepers },
      schema: {
        tags,
        summary: 'The publisher’s products the subscriber accepted, at the revision accepted',
        params: IdParams,
        querystring: SubscriptionProductsQuery,
        response: { 200: SubscriptionProductsResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listAcceptedProducts(db, principalOf(request), request.params.id, pageOf(request.query)),
  );

  app.get(
    '/api/subscriptions/:id/products/pending',
    {
      config: { access: subscriptionKeepers },
      schema: {
        tags,
        summary: 'The publisher’s approved products and revisions waiting to be accepted',
        params: IdParams,
        querystring: SubscriptionProductsQuery,
        response: { 200: SubscriptionProductsResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listPendingProducts(db, principalOf(request), request.params.id, pageOf(request.query)),
  );

  app.post(
    '/api/subscriptions/:id/products',
    {
      config: { access: subscriptionKeepers },
      schema: {
        tags,
        summary: 'Accept products of the publisher at their current approved revision',
        description:
          'All or nothing: an id that is not an approved product of the publisher is a 404.',
        params: IdParams,
        body: AcceptSubscriptionProducts,
        response: {
          200: AcceptSubscriptionProductsResponse,
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      acceptProducts(db, principalOf(request), request.params.id, request.body.productIds),
  );

  app.delete(
    '/api/subscriptions/:id/products/:productId',
    {
      config: { access: subscriptionKeepers },
      schema: {
        tags,
        summary: 'Refuse a pending product, or remove an accepted one',
        params: ProductParams,
        response: { 204: z.null().describe('Done'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await refuseProduct(db, principalOf(request), request.params.id, request.params.productId);
      return reply.code(204).send(null);
    },
  );
};
