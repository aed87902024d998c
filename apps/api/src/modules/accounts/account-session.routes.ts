import { AccountSelf, Role, RolesResponse, TokenRequest, TokenResponse } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { accountPrincipal } from './account-directory.ts';
import { readAccountSelf } from './account-self.ts';
import { revokeAccessToken } from './account-sessions.ts';
import { createAccountSignInLimiter, signInWithinBudgets } from './account-sign-in.ts';

const tags = ['account'];

/**
 * Signing in with e-mail and password, and who is signed in
 * (docs/product/roles-and-access.md#roles, docs/product/security.md#account-tokens,
 * docs/product/wire-conventions.md#wire-shapes).
 */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const failures = createAccountSignInLimiter(app);

  app.post(
    '/api/account/token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign an account in: a bearer token for an hour',
        description:
          'A wrong address and a wrong password fail alike (401). Only failures count towards the rate limits: per client address, per account (5 a minute, 10 per 15 minutes; an unknown address alike) and for the service, then 429 with Retry-After.',
        body: TokenRequest,
        response: { 200: TokenResponse, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) =>
      signInWithinBudgets(
        { db: app.database.db, limiter: failures, log: request.log },
        { ...request.body, address: request.ip },
      ),
  );

  app.delete(
    '/api/account/token',
    {
      config: { access: { principals: ['account'] } },
      schema: {
        tags,
        summary: 'Sign the account out: this bearer token stops working at once',
        response: { 204: z.null().describe('Signed out'), ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      await revokeAccessToken(app.database.db, token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/account/self',
    {
      config: { access: { principals: ['account'] } },
      schema: {
        tags,
        summary: 'The signed-in account',
        response: { 200: AccountSelf, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      const { accountId } = accountPrincipal(principalOf(request));
      return readAccountSelf(app.database.db, accountId);
    },
  );

  app.get(
    '/api/account/roles',
    {
      config: { access: { principals: ['account', 'device'] } },
      schema: {
        tags,
        summary: 'The role names (docs/product/roles-and-access.md#roles)',
        response: { 200: RolesResponse, ...problemResponses(401) },
      },
    },
    async () => Role.options,
  );
};
