import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database.ts';
import { createDailyJobHandler } from '../../platform/jobs/daily-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';

/** The queue of the daily run that lets go of archived products past their retention. */
export const ARCHIVE_PURGE_QUEUE = 'archive-purge';

/** Products per statement: a purge of many keeps each transaction short. */
const PURGE_BATCH = 500;

/**
 * Removes the archived products whose retention has passed (decision 0061) with their versions
 * and document records, a batch per transaction; the files go with the next sweep of
 * unreferenced files. Answers how many products went.
 */
export async function purgeExpiredArchive(db: Db, now: Date = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx.execute<{ id: string }>(sql`
        delete from archived_products where id in (
          select id from archived_products where purge_after <= ${now.toISOString()}
          order by purge_after limit ${PURGE_BATCH} for update skip locked)
        returning id`);
      const ids = due.rows.map((row) => row.id);
      if (ids.length > 0) {
        // Document records go with their versions (on delete cascade).
        await tx.execute(sql`
          delete from product_revisions where product_id = any(${sql.param(ids)}::uuid[])`);
      }
      return ids.length;
    });
    purged += batch;
    if (batch < PURGE_BATCH) return purged;
  }
}

/** Once a day: the archive lets go of what the companies' retention no longer keeps. */
export function createArchivePurgeJobHandler(deps: { db: Db; logger: Logger }): JobHandler {
  const { db, logger } = deps;
  return createDailyJobHandler({
    queue: ARCHIVE_PURGE_QUEUE,
    executor: db,
    async work() {
      const purged = await purgeExpiredArchive(db);
      logger.info({ purged }, 'Archived products past their retention purged');
    },
  });
}
