import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../db/database.ts';
import { claimJob, type ClaimedJob } from './claimed-job.ts';
import { enqueueJob } from './job-queue.ts';
import { JobRunner, retryDelayMs, type JobHandler } from './job-runner.ts';

const logger = pino({ level: 'silent' });
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from jobs`);
});

function runner(handlers: Record<string, JobHandler>, options: Partial<{ lease: number }> = {}) {
  return new JobRunner({
    database,
    handlers,
    logger,
    concurrency: 2,
    pollIntervalMs: 50,
    leaseSeconds: options.lease ?? 30,
    retryBaseMs: 20,
  });
}

async function jobRow(id: string | null) {
  const result = await database.db.execute<{ status: string; attempts: number; error: string }>(
    sql`select status, attempts, last_error as error from jobs where id = ${id}`,
  );
  return result.rows[0];
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the job queue', () => {
  it('runs a queued job once and records it as completed', async () => {
    const seen: unknown[] = [];
    const worker = runner({ echo: { run: async (job) => void seen.push(job.payload) } });
    await worker.start();
    const id = await enqueueJob(database.db, { queue: 'echo', payload: { productId: 'p1' } });
    await until(async () => (await jobRow(id))?.status === 'completed');
    await worker.stop(1_000);
    expect(seen).toEqual([{ productId: 'p1' }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, error: null });
  });

  it('retries a failing job after a pause and counts the attempts', async () => {
    let calls = 0;
    const worker = runner({
      flaky: {
        run: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`attempt ${calls} failed`);
        },
      },
    });
    await worker.start();
    const id = await enqueueJob(database.db, { queue: 'flaky', payload: {} });
    await until(async () => (await jobRow(id))?.status === 'completed');
    await worker.stop(1_000);
    expect(calls).toBe(3);
    expect((await jobRow(id))?.attempts).toBe(3);
  });

  it('fails a job for good after its last attempt and lets the queue clean up', async () => {
    const givenUp: string[] = [];
    const worker = runner({
      broken: {
        run: async () => {
          throw new Error('always');
        },
        onGiveUp: async (_job, reason) => void givenUp.push(reason),
      },
    });
    await worker.start();
    const id = await enqueueJob(database.db, { queue: 'broken', payload: {}, maxAttempts: 2 });
    await until(async () => givenUp.length === 1);
    await worker.stop(1_000);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'Error: always',
    });
    expect(givenUp).toEqual(['Error: always']);
  });

  it('keeps one waiting job per singleton key', async () => {
    const first = await enqueueJob(database.db, { queue: 'q', payload: {}, singletonKey: 'k' });
    const second = await enqueueJob(database.db, { queue: 'q', payload: {}, singletonKey: 'k' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const claimed = await claimJob(database.db, ['q'], 'w1', 30);
    // Running, it no longer blocks a new waiting job (which will read the newer input).
    const third = await enqueueJob(database.db, { queue: 'q', payload: {}, singletonKey: 'k' });
    expect(claimed?.id).toBe(first);
    expect(third).not.toBeNull();
  });

  it('takes up a job whose worker died, once its lease ran out', async () => {
    const id = await enqueueJob(database.db, { queue: 'import', payload: { n: 1 } });
    const dead = await claimJob(database.db, ['import'], 'dead-worker', 1);
    expect(dead?.id).toBe(id);
    const attempts: ClaimedJob[] = [];
    const worker = runner({ import: { run: async (job) => void attempts.push(job) } });
    await worker.start();
    await until(async () => (await jobRow(id))?.status === 'completed');
    await worker.stop(1_000);
    expect(attempts.map((job) => job.attempt)).toEqual([2]);
  });

  it('gives up on a job whose worker died on every attempt', async () => {
    const id = await enqueueJob(database.db, { queue: 'poison', payload: {}, maxAttempts: 1 });
    await claimJob(database.db, ['poison'], 'dead-worker', 1);
    const givenUp: string[] = [];
    const worker = runner({
      poison: { run: async () => {}, onGiveUp: async (_job, reason) => void givenUp.push(reason) },
    });
    await worker.start();
    await until(async () => givenUp.length === 1);
    await worker.stop(1_000);
    expect((await jobRow(id))?.status).toBe('failed');
    expect(givenUp).toEqual(['The worker stopped during every attempt']);
  });

  it('logs a failure it cannot record (the database gone), and nothing is left unhandled', async () => {
    // As when a server stops: the mail server went first, and the pool ends before the outcome.
    let isDatabaseGone = false;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'execute' && isDatabaseGone) {
          return () => Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const warnings: string[] = [];
    const worker = new JobRunner({
      database: { ...database, db },
      handlers: {
        mail: {
          run: async () => {
            isDatabaseGone = true;
            throw new Error('Server terminates connection. response=421 Server shutting down');
          },
        },
      },
      logger: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }),
      concurrency: 1,
      pollIntervalMs: 50,
      leaseSeconds: 30,
      retryBaseMs: 20,
    });
    await enqueueJob(database.db, { queue: 'mail', payload: {} });
    await worker.start();
    await until(async () => warnings.some((line) => line.includes('Recording a job failed')));
    await worker.stop(1_000);
    expect(worker.activeJobs).toBe(0);
  });

  it('doubles the pause between attempts, within ±20 %', () => {
    for (const [attempt, base] of [
      [1, 1_000],
      [2, 2_000],
      [5, 16_000],
    ] as const) {
      const delay = retryDelayMs(attempt, 1_000);
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });

  // PGlite is one session; claims racing each other need a real server (decision 0002).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets workers claim side by side without running any job twice',
    async () => {
      const runs = new Map<string, number>();
      const handler: JobHandler = {
        run: async (job) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      };
      const workers = [
        runner({ work: handler }),
        runner({ work: handler }),
        runner({ work: handler }),
      ];
      const ids = await Promise.all(
        Array.from({ length: 60 }, () => enqueueJob(database.db, { queue: 'work', payload: {} })),
      );
      await Promise.all(workers.map((worker) => worker.start()));
      await until(async () => {
        const result = await database.db.execute<{ open: number }>(
          sql`select count(*)::int as open from jobs where status <> 'completed'`,
        );
        return result.rows[0]?.open === 0;
      });
      await Promise.all(workers.map((worker) => worker.stop(1_000)));
      expect(runs.size).toBe(60);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(new Set(ids).size).toBe(60);
    },
  );
});
