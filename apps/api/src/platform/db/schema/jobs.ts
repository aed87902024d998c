import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'completed', 'failed']);

/**
 * The job queue (docs/ARCHITECTURE.md#scale-out, decision 0022): workers claim due jobs with `FOR
 * UPDATE SKIP LOCKED` and hold them by a lease they renew; a job whose lease ran out (its worker
 * died) is claimed again. Payloads carry ids and storage references, never file bytes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one waiting job per key (one queued import per product). */
    singletonKey: text('singleton_key'),
    ...timestamps,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.queue, table.runAt)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex('jobs_waiting_singleton_unique')
      .on(table.singletonKey)
      .where(sql`status = 'queued'`),
    index('jobs_finished_idx')
      .on(table.finishedAt)
      .where(sql`status in ('completed', 'failed')`),
  ],
);
