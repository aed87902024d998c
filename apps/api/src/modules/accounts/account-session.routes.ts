import { AccountSelf, Role, RolesResponse, TokenRequest, TokenResponse } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { createFailureLimiter } from '../../platform/security/failure-limiter.ts';
import { readAccountSelf } from './account-self.ts';
import { revokeAccessToken, signInAccount } from './account-sessions.ts';

const tags = ['account'];

/** Signing in with e-mail and password, and who is signed in (DESIGN §2, §4, §8). */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginLimits } = app.config;
  const failures = createFailureLimiter(
    'account-token',
    [
      {
        name: 'address',
        points: loginLimits.perAddress,
        durationSeconds: loginLimits.windowSeconds,
      },
      { name: 'global', points: loginLimits.globalPerHour, durationSeconds: 60 * 60 },
    ],
    app.redis,
  );

  app.post(
    '/api/account/token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign an account in: a bearer token for an hour',
        description:
          'A wrong address and a wrong password fail alike (401). Only failures count towards the rate limits.',
        body: TokenRequest,
        response: { 200: TokenResponse, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const budgets = { address: request.ip, global: 'all' };
      const retryAfter = await failures.retryAfterSeconds(budgets);
      if (retryAfter > 0) {
        throw new AppError('rate-limited', undefined, {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
      const signedIn = await signInAccount(
        app.database.db,
        request.body.email,
        request.body.password,
      );
      if (!signedIn) {
        await failures.recordFailure(budgets);
        throw new AppError('unauthenticated', 'Wrong e-mail address or password');
      }
      return signedIn;
    },
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
      const principal = principalOf(request);
      if (principal.kind !== 'account') throw new AppError('forbidden');
      return readAccountSelf(app.database.db, principal.accountId);
    },
  );

  app.get(
    '/api/account/roles',
    {
      config: { access: { principals: ['account', 'device'] } },
      schema: {
        tags,
        summary: 'The role names (DESIGN §2)',
        response: { 200: RolesResponse, ...problemResponses(401) },
      },
    },
    async () => Role.options,
  );
};
