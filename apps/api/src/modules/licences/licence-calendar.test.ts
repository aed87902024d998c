import { randomUUID } from 'node:crypto';
import { CompanyLicence } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyLicenses, jobs } from '../../platform/db/schema.ts';
import type { ClaimedJob } from '../../platform/jobs/claimed-job.ts';
import { DEMO_ACCOUNTS, accessTokenOf, asAccount } from '../../testing/account-client.ts';
import { asDevice, postLogin, signIn } from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { msUntilNextDailyRun } from '../../platform/jobs/daily-job.ts';
import { giveCompanyLicence } from './give-company-licence.ts';
import { catalogueAddonIds } from './licence-catalogue-ids.ts';
import {
  LICENCE_CALENDAR_QUEUE,
  createLicenceCalendarJobHandler,
  findCompaniesBehindTheCalendar,
} from './licence-calendar-job.ts';
import { licenceToday } from './licence-dates.ts';

/**
 * Licences start and end with the calendar, without a write (decision 0024). The tests move a
 * licence's dates into the past or future directly in the database — as if the days had
 * passed since it was written — rather than faking the clock.
 */
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
});
afterAll(() => app.close());

const today = licenceToday();
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Gives "+5 users" `quantity` times from today through the admin route. */
async function giveExtraUsers(companyId: string, quantity: number, startsOn = today) {
  const response = await asAccount(app, admin, {
    method: 'POST',
    url: '/api/CompanyLicenses',
    payload: { companyId, addonId: catalogueAddonIds.plusFiveUsers, quantity, startsOn },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CompanyLicence.parse(response.json());
}

/** Lets days pass for one company licence: its period becomes `[startsOn, endsOn]`. */
async function movePeriod(id: string, startsOn: string, endsOn: string | null) {
  await app.database.db
    .update(companyLicenses)
    .set({ startsOn, endsOn })
    .where(eq(companyLicenses.id, id));
}

async function storedUserTotal(companyId: string) {
  const [row] = await app.database.db
    .select({ users: companies.userLicenceCount })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.users;
}

describe('licences that end or start without a write', () => {
  it('refuses the next login once an ended licence leaves no licence free', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    const extra = await giveExtraUsers(company.id, 1);
    const first = await signIn(app, company.codes.User);
    await signIn(app, company.codes.User);
    expect(await storedUserTotal(company.id)).toBe(6);

    await movePeriod(extra.id, '2020-01-01', daysFromToday(-1));
    expect(await storedUserTotal(company.id)).toBe(6);
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(403);
    expect(await storedUserTotal(company.id)).toBe(1);
    // Nobody is signed out: the devices that hold licences keep working.
    const stillIn = await asDevice(app, first, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { description: 'still here' },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('lets the next login use a licence whose first day has come', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    await signIn(app, company.codes.User);
    const later = await giveExtraUsers(company.id, 1, daysFromToday(7));
    expect(later.status).toBe('NotStarted');
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(403);

    await movePeriod(later.id, today, null);
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(200);
    expect(await storedUserTotal(company.id)).toBe(6);
  });

  it('keeps devices signed in when an administrator lowers the totals, and holds new logins', async () => {
    const company = await createCompany(app, { userLicences: 0, keyUserLicences: 0 });
    const extra = await giveExtraUsers(company.id, 1);
    const devices = [];
    for (let index = 0; index < 5; index += 1) {
      devices.push(await signIn(app, company.codes.User));
    }
    const lowered = await asAccount(app, admin, {
      method: 'POST',
      url: '/api/CompanyLicenses/update',
      payload: { id: extra.id, quantity: 1, startsOn: today, endsOn: null, cancelled: true },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await storedUserTotal(company.id)).toBe(0);
    for (const device of devices) {
      const response = await asDevice(app, device, { method: 'GET', url: '/api/products' });
      expect(response.statusCode).toBe(200);
    }
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(403);
  });
});

describe('the daily licence run', () => {
  const job: ClaimedJob = {
    id: randomUUID(),
    queue: LICENCE_CALENDAR_QUEUE,
    payload: {},
    attempt: 1,
    maxAttempts: 3,
  };

  it('brings every company behind the calendar up to date and queues tomorrow’s run', async () => {
    const ending = await createCompany(app, { userLicences: 2 });
    const starting = await createCompany(app, { userLicences: 2 });
    const ended = await giveExtraUsers(ending.id, 2);
    const begun = await giveExtraUsers(starting.id, 1, daysFromToday(3));
    await movePeriod(ended.id, '2020-01-01', '2020-12-31');
    await movePeriod(begun.id, daysFromToday(-3), null);
    const behind = await findCompaniesBehindTheCalendar(app.database.db, today);
    expect(behind).toEqual(expect.arrayContaining([ending.id, starting.id]));

    const handler = createLicenceCalendarJobHandler({
      db: app.database.db,
      logger: pino({ level: 'silent' }),
    });
    await handler.run(job, new AbortController().signal);
    expect(await storedUserTotal(ending.id)).toBe(2);
    expect(await storedUserTotal(starting.id)).toBe(7);
    expect(await findCompaniesBehindTheCalendar(app.database.db, today)).toEqual([]);

    const [next] = await app.database.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.queue, LICENCE_CALENDAR_QUEUE));
    expect(next?.status).toBe('queued');
    const expected = Date.now() + msUntilNextDailyRun();
    expect(Math.abs(next!.runAt.getTime() - expected)).toBeLessThan(60_000);
  });

  it('queues tomorrow’s run even after a run failed for good, once', async () => {
    const handler = createLicenceCalendarJobHandler({
      db: app.database.db,
      logger: pino({ level: 'silent' }),
    });
    await handler.onGiveUp?.(job, 'database away');
    const waiting = await app.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from jobs where queue = ${LICENCE_CALENDAR_QUEUE} and status = 'queued'`,
    );
    expect(waiting.rows[0]?.count).toBe(1);
  });
});

describe('the database’s own guard', () => {
  it('turns a period that ends before it starts into a 400 on endsOn', async () => {
    const company = await createCompany(app);
    const attempt = app.database.db.transaction((tx) =>
      giveCompanyLicence(
        tx,
        {
          companyId: company.id,
          addonId: catalogueAddonIds.plusOneKeyUser,
          quantity: 1,
          startsOn: '2026-05-02',
          endsOn: '2026-05-01',
        },
        { onlyAvailable: true },
      ),
    );
    await expect(attempt).rejects.toMatchObject({
      type: 'validation-failed',
      errors: [{ path: 'body.endsOn' }],
    });
  });
});
