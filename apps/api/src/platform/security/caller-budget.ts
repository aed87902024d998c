import type { Redis } from 'ioredis';
import type { Principal } from '../http/principal.ts';
import { createFailureLimiter, requireBudget } from './failure-limiter.ts';

const HOUR = 60 * 60;

/** How many calls of one kind a caller may make in an hour before it is answered `429`. */
export interface CallerBudget {
  /** Refuses with `429` and `Retry-After` when the caller's hour is spent, else counts one. */
  spend(principal: Principal): Promise<void>;
}

/** One device, account or API key, whichever company it belongs to: a rate limiter's key. */
export function callerKey(principal: Principal): string {
  switch (principal.kind) {
    case 'device':
      return `device:${principal.deviceId}`;
    case 'account':
      return `account:${principal.accountId}`;
    case 'apiKey':
      return `apiKey:${principal.apiKeyId}`;
  }
}

/**
 * A per-caller budget for calls that keep something each time (feedback, product requests and
 * their files): every call counts, so a script with a valid session cannot fill the database
 * or the file store. Memory by default, Redis when configured (shared by every server).
 */
export function createCallerBudget(
  name: string,
  perHour: number,
  redis: Redis | null,
): CallerBudget {
  const limiter = createFailureLimiter(
    name,
    [{ name: 'caller', points: perHour, durationSeconds: HOUR }],
    redis,
  );
  return {
    async spend(principal) {
      const keys = { caller: callerKey(principal) };
      await requireBudget(limiter, keys);
      await limiter.recordFailure(keys);
    },
  };
}
