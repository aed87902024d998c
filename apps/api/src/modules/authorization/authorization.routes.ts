import {
  AuthenticatedUser,
  DeviceRegistration,
  LoginRequest,
  UpdateDeviceRequest,
} from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { DevicePrincipal } from '../../platform/http/principal.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { sessionCookieName } from '../../platform/http/cookies.ts';
import { sessionXsrfToken, setXsrfCookie } from '../../platform/http/xsrf.ts';
import { sha256Hex } from '../../platform/security/secure-compare.ts';
import { presentAuthenticatedUser, presentDeviceRegistration } from './authorization.presenter.ts';
import { clearSessionCookie, setSessionCookie } from './device-session.ts';
import { requireBudget } from '../../platform/security/failure-limiter.ts';
import { acceptedDeviceToken } from './device-token.ts';
import { createLoginLimiter, deviceBudgetKey } from './login-limiter.ts';
import { signInDevice, signOutDevice } from './sign-in-device.ts';
import { updateDevice } from './update-device.ts';
import { signedInDevices } from './authorization.policy.ts';
import { performance } from 'node:perf_hooks';
import { waitForAnswerFloor } from '../../platform/security/answer-floor.ts';

/** How long a refused device sign-in takes at least, whatever refused it (decision 0033). */
const REFUSED_SIGN_IN_FLOOR_MS = 30;

/**
 * Device sign-in, sign-out and registration updates
 * (docs/product/wire-conventions.md#device-login).
 */
export const authorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createLoginLimiter(app);
  const { config } = app;

  app.post(
    '/api/Authorization',
    {
      config: { access: 'public' },
      schema: {
        tags: ['authorization'],
        summary: 'Sign a device in with a company authorisation code',
        description:
          'Takes a licence of the code’s kind and starts a device session (HttpOnly cookie). An unknown code and a code without a free licence fail alike with 403 authorisation-failed. Only failures count towards the rate limits.',
        body: LoginRequest,
        response: { 200: AuthenticatedUser, ...problemResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { deviceType, deviceToken } = request.body;
      const token = await acceptedDeviceToken(deviceType, deviceToken, app.pushEndpointPolicy);
      const { authCode, deviceGuid } = request.body;
      const budgets = {
        address: request.ip,
        device: deviceBudgetKey(app.secretKeys, deviceGuid, authCode),
        global: 'all',
      };
      await requireBudget(limiter, budgets);
      const presentedSession = request.cookies[sessionCookieName(config.isServedOverTls)];
      const startedAt = performance.now();
      const signedIn = await signInDevice(
        { db: app.database.db, keys: app.secretKeys, config },
        {
          ...request.body,
          deviceToken: token,
          presentedSessionHash: presentedSession ? sha256Hex(presentedSession) : null,
          userAgent: request.headers['user-agent'],
        },
      );
      app.deviceCache.forget(request.body.deviceGuid.toLowerCase());
      if (!signedIn) {
        const spent = await limiter.recordFailure(budgets);
        if (spent.includes('global')) {
          request.log.warn({ alert: 'login-failures-global' }, 'Global failed-login budget spent');
        }
        // An unknown code and a code without a free licence differ by a row lock (~0.4 ms):
        // every refusal answers at the same floor instead.
        await waitForAnswerFloor(startedAt, REFUSED_SIGN_IN_FLOOR_MS);
        throw new AppError('authorisation-failed');
      }
      setSessionCookie(reply, config, signedIn.sessionToken);
      setXsrfCookie(
        reply,
        sessionXsrfToken(app.secretKeys.signing, signedIn.sessionHash),
        config.isServedOverTls,
      );
      request.log.info({ deviceId: signedIn.deviceId, role: signedIn.role }, 'Device signed in');
      return presentAuthenticatedUser(signedIn);
    },
  );

  app.put(
    '/api/Authorization',
    {
      config: { access: signedInDevices },
      schema: {
        tags: ['authorization'],
        summary: 'Update this device’s registration (description, push subscription)',
        description:
          'A Web device’s deviceToken is its browser’s Web Push subscription as JSON (endpoint and keys); an empty deviceToken removes it.',
        body: UpdateDeviceRequest,
        response: { 200: DeviceRegistration, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const principal = request.principal as DevicePrincipal;
      const device = await updateDevice(
        app.database.db,
        principal.deviceId,
        request.body,
        app.pushEndpointPolicy,
      );
      app.deviceCache.forget(principal.deviceGuid);
      return presentDeviceRegistration(device);
    },
  );

  app.delete(
    '/api/Authorization',
    {
      config: { access: signedInDevices },
      schema: {
        tags: ['authorization'],
        summary: 'Sign this device out and free its licence',
        response: { 204: z.null().describe('Signed out'), ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const principal = request.principal as DevicePrincipal;
      await signOutDevice(app.database.db, principal.deviceId);
      app.deviceCache.forget(principal.deviceGuid);
      clearSessionCookie(reply, config);
      request.log.info({ deviceId: principal.deviceId }, 'Device signed out');
      return reply.code(204).send(null);
    },
  );
};
