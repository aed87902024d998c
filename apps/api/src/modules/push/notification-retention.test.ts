import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntilNextDailyRun } from '../../platform/jobs/daily-job.ts';
import type { ClaimedJob } from '../../platform/jobs/claimed-job.ts';
import { jobs, productNotifications } from '../../platform/db/schema.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import {
  NOTIFICATION_RETENTION_QUEUE,
  createNotificationRetentionJobHandler,
} from './notification-retention-job.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY_MS = 24 * 3600_000;
const job = { id: 'retention', queue: NOTIFICATION_RETENTION_QUEUE } as ClaimedJob;

async function addNotification(companyId: string, productName: string, ageDays: number) {
  await app.database.db.insert(productNotifications).values({
    companyId,
    audience: 'User',
    kind: 'approved',
    productName,
    locale: 'en-US',
    createdAt: new Date(Date.now() - ageDays * DAY_MS),
  });
}

async function namesOf(companyId: string) {
  const rows = await app.database.db
    .select({ name: productNotifications.productName })
    .from(productNotifications)
    .where(eq(productNotifications.companyId, companyId));
  return rows.map((row) => row.name).sort();
}

async function queuedRuns() {
  return app.database.db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(sql`${jobs.queue} = ${NOTIFICATION_RETENTION_QUEUE} and ${jobs.status} = 'queued'`);
}

describe('the notification feed’s daily clean-up', () => {
  it('forgets notifications older than the retention, keeps the rest, and queues tomorrow', async () => {
    const company = await createCompany(app);
    await addNotification(company.id, 'Acetone, yesterday', 1);
    await addNotification(company.id, 'Ethanol, 179 days ago', 179);
    await addNotification(company.id, 'Toluene, 181 days ago', 181);
    await addNotification(company.id, 'Xylene, two years ago', 730);
    const handler = createNotificationRetentionJobHandler({
      db: app.database.db,
      retentionDays: 180,
      logger: pino({ level: 'silent' }),
    });

    await handler.run(job, new AbortController().signal);

    expect(await namesOf(company.id)).toEqual(['Acetone, yesterday', 'Ethanol, 179 days ago']);
    const [next] = await queuedRuns();
    expect(Math.abs(next!.runAt.getTime() - (Date.now() + msUntilNextDailyRun()))).toBeLessThan(
      60_000,
    );
  });

  it('queues tomorrow’s run once, also after a run failed for good', async () => {
    const handler = createNotificationRetentionJobHandler({
      db: app.database.db,
      retentionDays: 180,
      logger: pino({ level: 'silent' }),
    });
    await handler.onGiveUp?.(job, 'database away');
    await handler.onGiveUp?.(job, 'database away');
    expect(await queuedRuns()).toHaveLength(1);
  });
});
