import {
  RegistrationRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  productLocaleFromAcceptLanguage,
} from '@sds/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  createFailureLimiter,
  type FailureLimiter,
} from '../../platform/security/failure-limiter.ts';
import { startRegistration } from './register-company.ts';
import { resetPassword } from './reset-password.ts';

const tags = ['account'];
const HOUR = 60 * 60;

/** Refuses with 429 and Retry-After while a budget of the caller's is spent. */
async function requireBudget(limiter: FailureLimiter, keys: Record<string, string>) {
  const retryAfter = await limiter.retryAfterSeconds(keys);
  if (retryAfter > 0) {
    throw new AppError('rate-limited', undefined, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}

const budgetsOf = (request: FastifyRequest) => ({ address: request.ip, global: 'all' });

/**
 * The anonymous account calls (issue 7): registration and setting a password with an e-mailed
 * token. Both are public and rate limited per client address and for the whole service: every
 * registration counts (each sends an e-mail), of the resets only the refused ones.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const registrations = createFailureLimiter(
    'registration',
    [
      { name: 'address', points: 10, durationSeconds: HOUR },
      { name: 'global', points: 1_000, durationSeconds: HOUR },
    ],
    app.redis,
  );
  const refusedResets = createFailureLimiter(
    'account-reset',
    [
      { name: 'address', points: 20, durationSeconds: HOUR },
      { name: 'global', points: 1_000, durationSeconds: HOUR },
    ],
    app.redis,
  );
  const context = {
    db: app.database.db,
    keys: app.secretKeys,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    '/api/account',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register a free company account (an e-mail with a validation link follows)',
        description:
          'Answers 202 whether or not the address already has an account (its owner is told instead). The link expires in 48 hours; nothing is usable before it is opened.',
        body: RegistrationRequest,
        response: { 202: z.null().describe('Accepted'), ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const budgets = budgetsOf(request);
      await requireBudget(registrations, budgets);
      await registrations.recordFailure(budgets);
      const locale = productLocaleFromAcceptLanguage(request.headers['accept-language']);
      await startRegistration(context, request.body, locale);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/account/reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a password with an e-mailed token (registration or password reset)',
        description:
          'A registration token creates the company, its codes and its CompanyAdmin and answers the codes once. An unknown, used or expired token: 403 link-invalid.',
        body: ResetPasswordRequest,
        response: { 200: ResetPasswordResponse, ...problemResponses(400, 403, 409, 429) },
      },
    },
    async (request) => {
      const budgets = budgetsOf(request);
      await requireBudget(refusedResets, budgets);
      try {
        return await resetPassword(context, request.body);
      } catch (error) {
        if (error instanceof AppError && error.type === 'link-invalid') {
          await refusedResets.recordFailure(budgets);
        }
        throw error;
      }
    },
  );
};
