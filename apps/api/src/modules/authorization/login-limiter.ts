import type { FastifyInstance } from 'fastify';
import {
  createFailureLimiter,
  type FailureLimiter,
} from '../../platform/security/failure-limiter.ts';

/**
 * The failed-login budgets of DESIGN §4: per client address (a site behind one NAT shares it,
 * hence 30), per deviceGuid, and for the whole service (an alert when spent). `account/token`
 * counts its own failures (`prefix`) against the same limits, keyed without a device.
 */
export function createLoginLimiter(
  app: FastifyInstance,
  prefix = 'login-failures',
): FailureLimiter {
  const limits = app.config.loginLimits;
  return createFailureLimiter(
    prefix,
    [
      { name: 'address', points: limits.perAddress, durationSeconds: limits.windowSeconds },
      { name: 'device', points: limits.perDevice, durationSeconds: limits.windowSeconds },
      { name: 'global', points: limits.globalPerHour, durationSeconds: 60 * 60 },
    ],
    app.redis,
  );
}
