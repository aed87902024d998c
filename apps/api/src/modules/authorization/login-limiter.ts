import type { FastifyInstance } from 'fastify';
import { companyCodeLookupHash } from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import {
  createFailureLimiter,
  type FailureLimiter,
} from '../../platform/security/failure-limiter.ts';

/**
 * The failed-login budgets (docs/product/security.md#sign-in-limits): per client address (a site
 * behind one NAT shares it, hence 30), per device and code ({@link deviceBudgetKey}), and for the
 * whole service (an alert when spent). `account/token` keeps its own budgets, per account instead
 * of per device (accounts/account-sign-in.ts).
 */
export function createLoginLimiter(app: FastifyInstance): FailureLimiter {
  const limits = app.config.loginLimits;
  return createFailureLimiter(
    'login-failures',
    [
      { name: 'address', points: limits.perAddress, durationSeconds: limits.windowSeconds },
      { name: 'device', points: limits.perDevice, durationSeconds: limits.windowSeconds },
      { name: 'global', points: limits.globalPerHour, durationSeconds: 60 * 60 },
    ],
    app.redis,
  );
}

/**
 * The per-device budget's key: the deviceGuid together with the code tried (its keyed hash, so
 * the limit store holds no code). A deviceGuid is no secret, so failures keyed by it alone let
 * anyone lock a device out; keyed with the code, only someone who has the device's own code can
 * spend its budget, and a valid code and an unknown one are counted alike (decision 0033).
 */
export function deviceBudgetKey(keys: SecretKeys, deviceGuid: string, authCode: string): string {
  return `${deviceGuid.toLowerCase()}:${companyCodeLookupHash(keys, authCode).slice(0, 32)}`;
}
