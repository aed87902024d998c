import type { Executor } from '../db/database.ts';
import { enqueueJob } from './job-queue.ts';
import type { JobHandler } from './job-runner.ts';

/** A few minutes past midnight UTC, so a server whose clock runs a little late is past it too. */
const MINUTES_PAST_MIDNIGHT = 5;

/** Milliseconds from `now` to the next daily run: 00:05 UTC of the next day. */
export function msUntilNextDailyRun(now: Date = new Date()): number {
  const next = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate() + 1,
    0,
    MINUTES_PAST_MIDNIGHT,
  );
  return next - now.getTime();
}

/**
 * Queues a daily job's run: at once (`runNow`, at start-up: nothing says a run happened while
 * the servers were down) or at the next 00:05 UTC. One waiting run per queue (a singleton key),
 * so every server may ask at start and each run asks for the next.
 */
export async function scheduleDailyRun(
  executor: Executor,
  options: { queue: string; runNow: boolean },
): Promise<void> {
  await enqueueJob(executor, {
    queue: options.queue,
    payload: {},
    singletonKey: options.queue,
    maxAttempts: 3,
    delayMs: options.runNow ? 0 : msUntilNextDailyRun(),
  });
}

/**
 * The handler of a daily job: does the day's `work`, then queues tomorrow's run — also after
 * the last attempt failed, so one bad day never ends the daily chain.
 */
export function createDailyJobHandler(options: {
  queue: string;
  executor: Executor;
  work: () => Promise<void>;
}): JobHandler {
  const { queue, executor, work } = options;
  const queueTomorrow = () => scheduleDailyRun(executor, { queue, runNow: false });
  return {
    async run() {
      await work();
      await queueTomorrow();
    },
    onGiveUp: queueTomorrow,
  };
}
