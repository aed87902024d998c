import { AccountListResponse, AccountSummary, UpdateAccountRequest } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { accountPrincipal, findAccount, listAccounts } from './account-directory.ts';
import { accountKeepers } from './accounts.policy.ts';
import { deleteAccount, renameAccount } from './change-account.ts';

const tags = ['account'];
const AccountId = z.object({ id: z.uuid() });

/**
 * Accounts as administrators keep them (docs/product/roles-and-access.md#accounts): Admin all,
 * CompanyAdmin its company's.
 */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/account',
    {
      config: { access: accountKeepers },
      schema: {
        tags,
        summary: 'The accounts the caller administers',
        response: { 200: AccountListResponse, ...problemResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listAccounts(db, accountPrincipal(principalOf(request))) }),
  );

  app.get(
    '/api/account/:id',
    {
      config: { access: accountKeepers },
      schema: {
        tags,
        summary: 'One account (404 for another company’s)',
        params: AccountId,
        response: { 200: AccountSummary, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findAccount(db, accountPrincipal(principalOf(request)), request.params.id),
  );

  app.put(
    '/api/account/:id',
    {
      config: { access: accountKeepers },
      schema: {
        tags,
        summary: 'Rename an account',
        params: AccountId,
        body: UpdateAccountRequest,
        response: { 200: AccountSummary, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const principal = accountPrincipal(principalOf(request));
      await renameAccount(db, principal, request.params.id, request.body.name);
      return findAccount(db, principal, request.params.id);
    },
  );

  app.delete(
    '/api/account/:id',
    {
      config: { access: accountKeepers },
      schema: {
        tags,
        summary: 'Delete an account (never the last administrator of a company or the portal)',
        params: AccountId,
        response: {
          204: z.null().describe('Deleted'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, accountPrincipal(principalOf(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
