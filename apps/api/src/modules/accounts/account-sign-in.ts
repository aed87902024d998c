import type { TokenResponse } from '@sds/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  createFailureLimiter,
  requireBudget,
  type FailureLimiter,
} from '../../platform/security/failure-limiter.ts';
import { findAccountForSignIn, signInAccount } from './account-sessions.ts';

/** Wrong passwords an account takes in a minute before its owner must wait (decision 0033). */
export const ACCOUNT_FAILURES_PER_MINUTE = 5;
/** Wrong passwords an account takes per failure window (LOGIN_FAILURE_WINDOW_MINUTES). */
export const ACCOUNT_FAILURES_PER_WINDOW = 10;

/**
 * The failure budgets of `account/token` (docs/product/security.md#sign-in-limits, decision 0033):
 * per client address and for the whole service as for devices, and per account in two steps, so the
 * wait grows with the wrong passwords — none for the first five, up to a minute after them, up to
 * the window (15 minutes) after ten — and never lasts longer than that window.
 */
export function createAccountSignInLimiter(app: FastifyInstance): FailureLimiter {
  const limits = app.config.loginLimits;
  return createFailureLimiter(
    'account-token',
    [
      { name: 'address', points: limits.perAddress, durationSeconds: limits.windowSeconds },
      { name: 'account-minute', points: ACCOUNT_FAILURES_PER_MINUTE, durationSeconds: 60 },
      {
        name: 'account',
        points: ACCOUNT_FAILURES_PER_WINDOW,
        durationSeconds: limits.windowSeconds,
      },
      { name: 'global', points: limits.globalPerHour, durationSeconds: 60 * 60 },
    ],
    app.redis,
  );
}

/**
 * The per-account keys: the account's own address when it exists, so every spelling that
 * reaches it (the database compares case-insensitively) shares one budget; otherwise the
 * address as typed, case-folded, so an unknown address is limited exactly like a known one.
 */
function accountKeys(email: string) {
  const key = email.trim().toLowerCase();
  return { 'account-minute': key, account: key };
}

/**
 * Signs an account in within its budgets (docs/product/security.md#sign-in-limits): 429
 * `rate-limited` with `Retry-After` while the caller's address, the account or the service has
 * spent its failures; 401 for a wrong address or password alike. Only failures count; the owner's
 * success forgives the account's count.
 */
export async function signInWithinBudgets(
  context: { db: Db; limiter: FailureLimiter; log: FastifyBaseLogger },
  input: { email: string; password: string; address: string },
): Promise<TokenResponse> {
  const { db, limiter } = context;
  const caller = { address: input.address, global: 'all' };
  await requireBudget(limiter, caller);
  const account = await findAccountForSignIn(db, input.email);
  const perAccount = accountKeys(account?.email ?? input.email);
  await requireBudget(limiter, perAccount);
  const signedIn = await signInAccount(db, account, input.password);
  if (!signedIn) {
    const spent = await limiter.recordFailure({ ...caller, ...perAccount });
    if (spent.includes('global')) {
      context.log.warn({ alert: 'account-sign-in-failures-global' }, 'Global budget spent');
    }
    throw new AppError('unauthenticated', 'Wrong e-mail address or password');
  }
  await limiter.forgive(perAccount);
  return signedIn;
}
