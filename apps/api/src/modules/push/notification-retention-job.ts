import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database.ts';
import { createDailyJobHandler } from '../../platform/jobs/daily-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';

/** The queue of the daily run that forgets old product notifications. */
export const NOTIFICATION_RETENTION_QUEUE = 'notification-retention';

/** Deletes the notifications older than `days`; answers how many went. */
export async function forgetOldNotifications(db: Db, days: number): Promise<number> {
  const result = await db.execute(sql`
    delete from product_notifications where created_at < now() - ${days} * interval '1 day'`);
  return result.rowCount ?? 0;
}

/**
 * The feed of `productPushKeyUser` / `productPushUser` says what happened lately, not ever:
 * once a day, notifications older than the configured days are forgotten (the review events
 * keep the history of every decision).
 */
export function createNotificationRetentionJobHandler(deps: {
  db: Db;
  retentionDays: number;
  logger: Logger;
}): JobHandler {
  const { db, retentionDays, logger } = deps;
  return createDailyJobHandler({
    queue: NOTIFICATION_RETENTION_QUEUE,
    executor: db,
    async work() {
      const forgotten = await forgetOldNotifications(db, retentionDays);
      if (forgotten > 0) logger.info({ forgotten, retentionDays }, 'Old notifications forgotten');
    },
  });
}
