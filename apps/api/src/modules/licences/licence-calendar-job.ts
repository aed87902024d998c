import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database.ts';
import { createDailyJobHandler } from '../../platform/jobs/daily-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import { licenceToday } from './licence-dates.ts';
import { grantedTotalsQuery, recomputeLicenceTotals } from './licence-totals.ts';

/** The queue of the daily run that follows licences starting and ending with the calendar. */
export const LICENCE_CALENDAR_QUEUE = 'licence-calendar';

/** The companies whose stored totals differ from what their licences grant `today`. */
export async function findCompaniesBehindTheCalendar(db: Db, today: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select c.id
    from companies c cross join lateral (${grantedTotalsQuery(sql`c.id`, today)}) granted
    where c.user_licence_count <> granted."userLicences"
       or c.key_user_licence_count <> granted."keyUserLicences"
    order by c.id`);
  return result.rows.map((row) => row.id);
}

/**
 * Brings the stored totals of every company whose licences started or ended since the last
 * write up to date, each in its own short transaction (decision 0024), then queues tomorrow's
 * run. Device login checks the same under its lock, so this is for everyone else who reads
 * the totals (company screens, reports).
 */
export function createLicenceCalendarJobHandler(deps: { db: Db; logger: Logger }): JobHandler {
  const { db, logger } = deps;
  return createDailyJobHandler({
    queue: LICENCE_CALENDAR_QUEUE,
    executor: db,
    async work() {
      const today = licenceToday();
      const behind = await findCompaniesBehindTheCalendar(db, today);
      for (const companyId of behind) {
        const totals = await db.transaction((tx) => recomputeLicenceTotals(tx, companyId, today));
        if (totals?.isChanged) {
          logger.info(
            { companyId, before: totals.before, after: totals.after },
            'Licence totals followed the calendar',
          );
        }
      }
    },
  });
}
