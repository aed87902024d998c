import {
  AccountSummary,
  ChangePasswordRequest,
  InviteAccountRequest,
  ForgotPasswordRequest,
  RegistrationRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  productLocaleFromAcceptLanguage,
} from '@sds/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parseBody } from '../../platform/http/parse-input.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { createFailureLimiter, requireBudget } from '../../platform/security/failure-limiter.ts';
import { accountPrincipal, findAccount } from './account-directory.ts';
import { accountKeepers } from './accounts.policy.ts';
import { changePassword } from './change-password.ts';
import { inviteAccount } from './invite-account.ts';
import { forgotPassword } from './forgot-password.ts';
import { startRegistration } from './register-company.ts';
import { sendLogin } from './send-login.ts';
import { setPasswordFromLink } from './set-password-from-link.ts';

const tags = ['account'];
const HOUR = 60 * 60;

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
  const mailRequests = createFailureLimiter(
    'account-mail',
    [
      { name: 'address', points: 10, durationSeconds: HOUR },
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
      config: { access: { ...accountKeepers, allowAnonymous: true } },
      schema: {
        tags,
        summary: 'Register a free company account (anonymous), or invite a person (bearer token)',
        description:
          'Anonymous, body RegistrationRequest {companyName, name, email}: 202 whether or not the address already has an account (its owner is told instead); the e-mailed link expires in 48 hours and nothing is usable before it is opened. With an Admin or CompanyAdmin bearer token, body InviteAccountRequest {name, email, role, companyId}: 201 the new account, which gets a 7-day link to choose its password.',
        body: z
          .looseObject({})
          .describe('RegistrationRequest, or InviteAccountRequest with a bearer token'),
        response: {
          201: AccountSummary,
          202: z.null().describe('Accepted'),
          ...problemResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const locale = productLocaleFromAcceptLanguage(request.headers['accept-language']);
      if (request.principal) {
        const principal = accountPrincipal(request.principal);
        const input = parseBody(InviteAccountRequest, request.body);
        const id = await inviteAccount(context, principal, input, locale);
        return reply.code(201).send(await findAccount(context.db, principal, id));
      }
      const input = parseBody(RegistrationRequest, request.body);
      const budgets = budgetsOf(request);
      await requireBudget(registrations, budgets);
      await registrations.recordFailure(budgets);
      app.mailer.sendInBackground(() => startRegistration(context, input, locale));
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
        return await setPasswordFromLink(context, request.body);
      } catch (error) {
        if (error instanceof AppError && error.type === 'link-invalid') {
          await refusedResets.recordFailure(budgets);
        }
        throw error;
      }
    },
  );

  /**
   * A public call that sends at most one e-mail: rate limited, answered the same either way
   * and at once — finding the address and writing the e-mail happen after the answer, so its
   * timing does not tell whether the address has an account (decision 0033).
   */
  function mailRoute(
    url: string,
    summary: string,
    compose: (email: string, locale: string) => Promise<MailMessage | null>,
  ) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary,
          description: 'Answers 202 whether or not an e-mail was sent, so nothing is revealed.',
          body: ForgotPasswordRequest,
          response: { 202: z.null().describe('Accepted'), ...problemResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const budgets = budgetsOf(request);
        await requireBudget(mailRequests, budgets);
        await mailRequests.recordFailure(budgets);
        const locale = productLocaleFromAcceptLanguage(request.headers['accept-language']);
        const { email } = request.body;
        app.mailer.sendInBackground(() => compose(email, locale));
        return reply.code(202).send(null);
      },
    );
  }

  mailRoute('/api/account/forgot', 'E-mail a link to choose a new password', (email, locale) =>
    forgotPassword(context, email, locale),
  );
  mailRoute(
    '/api/account/sendlogin',
    "E-mail the company's codes to its verified CompanyAdmin address",
    (email, locale) => sendLogin(context, email, locale),
  );

  app.post(
    '/api/account/password',
    {
      config: { access: { principals: ['account'] } },
      schema: {
        tags,
        summary: 'Change the signed-in account’s password (its other sessions end)',
        body: ChangePasswordRequest,
        response: { 204: z.null().describe('Changed'), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const principal = accountPrincipal(principalOf(request));
      const accessToken = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      await changePassword(
        app.database.db,
        { accountId: principal.accountId, accessToken },
        request.body,
      );
      return reply.code(204).send(null);
    },
  );
};
