import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createFailureLimiter } from './failure-limiter.ts';

const budget = [{ name: 'address', points: 3, durationSeconds: 60 }];

async function reachableRedis(): Promise<Redis | null> {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

describe('failure limiter in memory', () => {
  it('refuses once a budget is spent and says how long to wait', async () => {
    const limiter = createFailureLimiter(`test-${randomUUID()}`, budget, null);
    const keys = { address: '10.0.0.1' };
    expect(await limiter.retryAfterSeconds(keys)).toBe(0);
    expect(await limiter.recordFailure(keys)).toEqual([]);
    await limiter.recordFailure(keys);
    expect(await limiter.recordFailure(keys)).toEqual(['address']);
    const wait = await limiter.retryAfterSeconds(keys);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.retryAfterSeconds({ address: '10.0.0.2' })).toBe(0);
  });

  it('forgets a key’s failures when forgiven, and only that key’s', async () => {
    const limiter = createFailureLimiter(`test-${randomUUID()}`, budget, null);
    for (const address of ['10.0.0.3', '10.0.0.4', '10.0.0.3', '10.0.0.4', '10.0.0.3']) {
      await limiter.recordFailure({ address });
    }
    await limiter.forgive({ address: '10.0.0.3' });
    expect(await limiter.retryAfterSeconds({ address: '10.0.0.3' })).toBe(0);
    expect(await limiter.recordFailure({ address: '10.0.0.4' })).toEqual(['address']);
  });
});

const redis = await reachableRedis();
afterAll(() => redis?.quit());

// Skipped, visibly, where no Redis runs (a fresh machine); CI on this machine has one.
describe.skipIf(!redis)('failure limiter in Redis', () => {
  it('shares the count between servers', async () => {
    const prefix = `test-${randomUUID()}`;
    const serverA = createFailureLimiter(prefix, budget, redis);
    const serverB = createFailureLimiter(prefix, budget, redis);
    const keys = { address: '10.0.0.9' };
    await serverA.recordFailure(keys);
    await serverB.recordFailure(keys);
    await serverA.recordFailure(keys);
    expect(await serverB.retryAfterSeconds(keys)).toBeGreaterThan(0);
    await serverA.forgive(keys);
    expect(await serverB.retryAfterSeconds(keys)).toBe(0);
  });
});
