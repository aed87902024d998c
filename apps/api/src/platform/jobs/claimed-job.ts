import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** A job as its worker holds it. */
export type ClaimedJob = {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
};

/**
 * Claims the oldest due job of the given queues for `leaseSeconds`: a queued one whose time
 * has come, or a running one whose lease ran out (its worker died or hung). `SKIP LOCKED` lets
 * any number of workers claim at once without waiting for or taking each other's jobs.
 */
export async function claimJob(
  db: Db,
  queues: readonly string[],
  workerId: string,
  leaseSeconds: number,
): Promise<ClaimedJob | null> {
  const result = await db.execute<ClaimedJob>(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      lease_until = now() + ${leaseSeconds} * interval '1 second', updated_at = now()
    where id = (
      select id from jobs
      where queue in (${sql.join(
        queues.map((queue) => sql`${queue}`),
        sql`, `,
      )})
        and ((status = 'queued' and run_at <= now())
          or (status = 'running' and lease_until < now()))
      order by run_at
      limit 1
      for update skip locked)
    returning id, queue, payload, attempts as attempt, max_attempts as "maxAttempts"`);
  return result.rows[0] ?? null;
}

/** Holds a running job longer; false when the job is no longer this worker's. */
export async function renewLease(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  leaseSeconds: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set lease_until = now() + ${leaseSeconds} * interval '1 second'
    where id = ${job.id} and status = 'running' and locked_by = ${workerId}`);
  return (result.rowCount ?? 0) > 0;
}

/** Marks a job done. Another worker that took it over meanwhile keeps it. */
export async function completeJob(db: Db, job: ClaimedJob, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'completed', finished_at = now(), updated_at = now(),
      lease_until = null, locked_by = null, last_error = null
    where id = ${job.id} and locked_by = ${workerId}`);
}

/**
 * Records a failed attempt: the job waits `retryDelayMs` and is tried again, or, when it has
 * had all its attempts, fails for good. Answers whether it failed for good.
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  error: string,
  retryDelayMs: number,
): Promise<boolean> {
  const isFinal = job.attempt >= job.maxAttempts;
  await db.execute(sql`
    update jobs set
      status = ${isFinal ? 'failed' : 'queued'}::job_status,
      run_at = now() + ${retryDelayMs} * interval '1 millisecond',
      finished_at = ${isFinal ? sql`now()` : null}, updated_at = now(),
      lease_until = null, locked_by = null, last_error = ${error.slice(0, 2_000)}
    where id = ${job.id} and locked_by = ${workerId}`);
  return isFinal;
}

/** Forgets finished jobs older than `days`: the queue is no archive. */
export async function pruneFinishedJobs(db: Db, days: number): Promise<number> {
  const result = await db.execute(sql`
    delete from jobs where status in ('completed', 'failed')
      and finished_at < now() - ${days} * interval '1 day'`);
  return result.rowCount ?? 0;
}
