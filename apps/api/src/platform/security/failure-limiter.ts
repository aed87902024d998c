import type { Redis } from 'ioredis';
import { AppError } from '../http/app-error.ts';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** One budget of failures: at most `points` per `durationSeconds` for each key. */
export interface FailureBudget {
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Counts failures only (docs/product/security.md#sign-in-limits: a valid sign-in never uses up
 * anyone's budget). Before an attempt, `retryAfterSeconds()` says whether any budget is spent;
 * after a failed attempt, `recordFailure()` charges every budget. Memory by default, Redis when
 * given one, so several servers share the counts.
 */
export interface FailureLimiter {
  /** Seconds until the attempt may be made, or 0 when every budget has room. */
  retryAfterSeconds(keys: Record<string, string>): Promise<number>;
  /** Charges one failure to each budget; returns the budgets that are now spent. */
  recordFailure(keys: Record<string, string>): Promise<string[]>;
  /** Forgets the failures counted for these keys (e.g. an account's, once its owner got in). */
  forgive(keys: Record<string, string>): Promise<void>;
}

export function createFailureLimiter(
  prefix: string,
  budgets: FailureBudget[],
  redis: Redis | null,
): FailureLimiter {
  const limiters = new Map<string, { budget: FailureBudget; limiter: RateLimiterAbstract }>(
    budgets.map((budget) => {
      const options = {
        keyPrefix: `${prefix}:${budget.name}`,
        points: budget.points,
        duration: budget.durationSeconds,
      };
      const limiter = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false })
        : new RateLimiterMemory(options);
      return [budget.name, { budget, limiter }];
    }),
  );

  return {
    async retryAfterSeconds(keys) {
      let waitMs = 0;
      for (const [name, key] of Object.entries(keys)) {
        const entry = limiters.get(name);
        if (!entry) continue;
        const state = await entry.limiter.get(key);
        if (state && state.consumedPoints >= entry.budget.points) {
          waitMs = Math.max(waitMs, state.msBeforeNext);
        }
      }
      return Math.ceil(waitMs / 1000);
    },

    async recordFailure(keys) {
      const spent: string[] = [];
      for (const [name, key] of Object.entries(keys)) {
        const entry = limiters.get(name);
        if (!entry) continue;
        try {
          const state = await entry.limiter.consume(key);
          if (state.remainingPoints <= 0) spent.push(name);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          spent.push(name);
        }
      }
      return spent;
    },

    async forgive(keys) {
      for (const [name, key] of Object.entries(keys)) {
        await limiters.get(name)?.limiter.delete(key);
      }
    },
  };
}

/** Refuses with `429` and `Retry-After` while any of the caller's budgets is spent. */
export async function requireBudget(
  limiter: FailureLimiter,
  keys: Record<string, string>,
): Promise<void> {
  const retryAfter = await limiter.retryAfterSeconds(keys);
  if (retryAfter > 0) {
    throw new AppError('rate-limited', undefined, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}
