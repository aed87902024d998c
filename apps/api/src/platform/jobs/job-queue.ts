import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

/** The channel a worker listens on to hear about new jobs at once (polling is the fallback). */
export const JOBS_CHANNEL = 'jobs_ready';

export interface NewJob {
  queue: string;
  /** Ids and storage references: never file bytes (they stay in the file store). */
  payload: Record<string, unknown>;
  /** At most one waiting job per key: a second one while the first still waits is dropped. */
  singletonKey?: string;
  maxAttempts?: number;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
}

/**
 * Adds a job. In the caller's transaction, it exists exactly when the caller's writes do, and
 * the wake-up NOTIFY is delivered at commit. Answers the job's id, or null when a job with the
 * same singleton key is already waiting.
 */
export async function enqueueJob(executor: Executor, job: NewJob): Promise<string | null> {
  const result = await executor.execute<{ id: string }>(sql`
    insert into jobs (queue, payload, singleton_key, max_attempts, run_at)
    values (${job.queue}, ${JSON.stringify(job.payload)}::jsonb, ${job.singletonKey ?? null},
            ${job.maxAttempts ?? 5}, now() + ${job.delayMs ?? 0} * interval '1 millisecond')
    on conflict (singleton_key) where status = 'queued' do nothing
    returning id`);
  await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.queue})`);
  return result.rows[0]?.id ?? null;
}
