import {
  ProductNotificationFeed,
  ProductNotificationFeedQuery,
  PushHub,
  PushRegistrationListQuery,
  PushRegistrationListResponse,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { companyAdministrators, isPlatformAdmin } from '../../platform/security/access-policy.ts';
import { requireCompany } from '../companies/index.ts';
import { readProductNotificationFeed } from './product-notification-feed.ts';
import {
  listPushRegistrations,
  removePushRegistration,
  type RegistrationScope,
} from './push-registrations.ts';
import { feedReaders } from './push.policy.ts';

const tags = ['push'];

/** A hub in the path, in any case (`Web` = `web`), as routes match case-insensitively. */
const HubName = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  PushHub,
);
const removed = z.null().describe('Removed: the device receives no push until it registers again');

/**
 * Push (docs/product/subscriptions-and-push.md#push-channels, decision 0028): the registrations
 * company administrators see and remove (`pushregistrations`; a registration is an active device
 * with a push token, its hub from the device type), and the notification feeds `productPushKeyUser`
 * / `productPushUser`.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** A CompanyAdmin sees its own company's; the Admin every company's, or the one it names. */
  async function scopeFor(principal: Principal, hub: PushHub | null, companyId?: string) {
    if (companyId !== undefined) {
      const company = await requireCompany(db, principal, companyId.toLowerCase());
      return { companyId: company.id, hub };
    }
    return { companyId: isPlatformAdmin(principal) ? null : principal.companyId, hub };
  }

  async function remove(principal: Principal, scope: RegistrationScope, deviceId: string) {
    const deviceGuid = await removePushRegistration(db, scope, deviceId.toLowerCase());
    app.deviceCache.forget(deviceGuid);
    app.log.info({ deviceId, hub: scope.hub, by: principal.kind }, 'Push registration removed');
  }

  const listSchema = {
    tags,
    querystring: PushRegistrationListQuery,
    response: { 200: PushRegistrationListResponse, ...problemResponses(400, 401, 403, 404) },
  };

  app.get(
    '/api/pushregistrations',
    {
      config: { access: companyAdministrators },
      schema: { ...listSchema, summary: 'Push registrations (the token itself is never shown)' },
    },
    async (request) => {
      const scope = await scopeFor(principalOf(request), null, request.query.companyId);
      return listPushRegistrations(db, scope, request.query);
    },
  );

  app.get(
    '/api/pushregistrations/:hubName',
    {
      config: { access: companyAdministrators },
      schema: {
        ...listSchema,
        summary: 'Push registrations of one hub (web, apple, gcm)',
        params: z.object({ hubName: HubName }),
      },
    },
    async (request) => {
      const { hubName } = request.params;
      const scope = await scopeFor(principalOf(request), hubName, request.query.companyId);
      return listPushRegistrations(db, scope, request.query);
    },
  );

  app.delete(
    '/api/pushregistrations/:hubName/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Remove a push registration of one hub',
        params: z.object({ hubName: HubName, id: z.uuid() }),
        response: { 204: removed, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await remove(principal, await scopeFor(principal, request.params.hubName), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/pushregistrations/:id',
    {
      config: { access: companyAdministrators },
      schema: {
        tags,
        summary: 'Remove a push registration',
        params: z.object({ id: z.uuid() }),
        response: { 204: removed, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await remove(principal, await scopeFor(principal, null), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const feeds = [
    { path: '/api/companies/:id/productPushKeyUser', audience: 'KeyUser', readers: ['KeyUser'] },
    { path: '/api/companies/:id/productPushUser', audience: 'User', readers: ['User', 'KeyUser'] },
  ] as const;
  for (const feed of feeds) {
    app.get(
      feed.path,
      {
        config: { access: feedReaders([...feed.readers]) },
        schema: {
          tags,
          summary: `The company’s notifications for ${feed.audience} devices, newest first`,
          params: z.object({ id: z.uuid() }),
          querystring: ProductNotificationFeedQuery,
          response: { 200: ProductNotificationFeed, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const company = await requireCompany(
          db,
          principalOf(request),
          request.params.id.toLowerCase(),
        );
        const { page, pageSize } = request.query;
        return readProductNotificationFeed(db, {
          companyId: company.id,
          audience: feed.audience,
          page,
          pageSize,
        });
      },
    );
  }
};
