import { randomUUID } from 'node:crypto';
import {
  CompanyLicence,
  CompanyLicenceListResponse,
  CompanyLicenceStatusResponse,
  LicenceTotals,
} from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, licenseAddons, licenses } from '../../platform/db/schema.ts';
import {
  DEMO_ACCOUNTS,
  accessTokenOf,
  asAccount,
  companyAuditEvents,
  demoCompanyId,
} from '../../testing/account-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { catalogueAddonIds, catalogueLicenceIds } from './licence-catalogue-ids.ts';
import { defaultEndsOn, licenceToday } from './licence-dates.ts';

let app: FastifyInstance;
let admin: string;
let owner: string;
let demoId: string;
let acmeId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
  owner = await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin);
  demoId = await demoCompanyId(app, 'Demo');
  acmeId = await demoCompanyId(app, 'Acme');
});
afterAll(() => app.close());

const as = (token: string, options: InjectOptions) => asAccount(app, token, options);
const today = licenceToday();
/** A day relative to today, so the tests mean the same whichever day they run. */
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const give = (body: Record<string, unknown>) =>
  as(admin, { method: 'POST', url: '/api/CompanyLicenses', payload: body });
const change = (body: Record<string, unknown>) =>
  as(admin, { method: 'POST', url: '/api/CompanyLicenses/update', payload: body });

async function giveOk(body: Record<string, unknown>): Promise<CompanyLicence> {
  const response = await give(body);
  expect(response.statusCode, response.body).toBe(201);
  return CompanyLicence.parse(response.json());
}

/** The totals on the company row: what device login enforces. */
async function storedTotals(companyId: string) {
  const [row] = await app.database.db
    .select({
      userLicences: companies.userLicenceCount,
      keyUserLicences: companies.keyUserLicenceCount,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

async function listOf(companyId: string, token = admin) {
  const response = await as(token, { method: 'GET', url: `/api/Companies/${companyId}/licenses` });
  expect(response.statusCode, response.body).toBe(200);
  return CompanyLicenceListResponse.parse(response.json());
}

describe('giving a company a licence', () => {
  it('runs it for the catalogue duration, raises the totals and records who did it', async () => {
    const company = await createCompany(app, { userLicences: 1, keyUserLicences: 0 });
    const licence = await giveOk({
      companyId: company.id,
      licenseId: catalogueLicenceIds.team,
      quantity: 2,
      startsOn: today,
    });
    expect(licence).toMatchObject({
      companyId: company.id,
      licenseId: catalogueLicenceIds.team,
      addonId: null,
      name: 'Team',
      quantity: 2,
      grants: { userLicences: 20, keyUserLicences: 6 },
      startsOn: today,
      endsOn: defaultEndsOn(today, 12),
      cancelledAt: null,
      status: 'Active',
    });
    expect(await storedTotals(company.id)).toEqual({ userLicences: 21, keyUserLicences: 6 });
    const list = await listOf(company.id);
    expect(list.totals).toEqual({ companyId: company.id, userLicences: 21, keyUserLicences: 6 });
    expect(list.items.map((item) => item.id)).toContain(licence.id);
    const events = await companyAuditEvents(app, company.id);
    expect(events.at(-1)).toMatchObject({
      action: 'licence-added',
      actorName: 'Platform administrator',
      detail: { companyLicenceId: licence.id, quantity: 2 },
    });
  });

  it('gives add-ons and licences without duration no end, and takes endsOn: null as none', async () => {
    const company = await createCompany(app);
    const addon = await giveOk({
      companyId: company.id,
      addonId: catalogueAddonIds.plusOneKeyUser,
      startsOn: today,
    });
    expect(addon).toMatchObject({ endsOn: null, quantity: 1, name: '+1 key user' });
    const free = await giveOk({
      companyId: company.id,
      licenseId: catalogueLicenceIds.free,
      startsOn: today,
    });
    expect(free.endsOn).toBeNull();
    const open = await giveOk({
      companyId: company.id,
      licenseId: catalogueLicenceIds.site,
      startsOn: today,
      endsOn: null,
    });
    expect(open.endsOn).toBeNull();
    expect(await storedTotals(company.id)).toEqual({ userLicences: 60, keyUserLicences: 13 });
  });

  it('counts neither a licence that starts later nor one that ended', async () => {
    const company = await createCompany(app, { userLicences: 2, keyUserLicences: 1 });
    const later = await giveOk({
      companyId: company.id,
      licenseId: catalogueLicenceIds.site,
      startsOn: daysFromToday(1),
    });
    const ended = await giveOk({
      companyId: company.id,
      licenseId: catalogueLicenceIds.site,
      startsOn: '2020-01-01',
      endsOn: daysFromToday(-1),
    });
    expect([later.status, ended.status]).toEqual(['NotStarted', 'Expired']);
    expect(await storedTotals(company.id)).toEqual({ userLicences: 2, keyUserLicences: 1 });
  });

  it('refuses an item the catalogue no longer gives (409), and unknown ids (404)', async () => {
    const [withdrawn] = await app.database.db
      .insert(licenses)
      .values({ name: 'Old plan', userLicences: 3, keyUserLicences: 1, isAvailable: false })
      .returning({ id: licenses.id });
    const [oldAddon] = await app.database.db
      .insert(licenseAddons)
      .values({ name: 'Old add-on', userLicences: 3, keyUserLicences: 0, isAvailable: false })
      .returning({ id: licenseAddons.id });
    const base = { companyId: demoId, startsOn: today };
    expect((await give({ ...base, licenseId: withdrawn!.id })).statusCode).toBe(409);
    expect((await give({ ...base, addonId: oldAddon!.id })).statusCode).toBe(409);
    expect((await give({ ...base, licenseId: randomUUID() })).statusCode).toBe(404);
    expect((await give({ ...base, addonId: randomUUID() })).statusCode).toBe(404);
    const noCompany = await give({
      ...base,
      companyId: randomUUID(),
      licenseId: catalogueLicenceIds.team,
    });
    expect(noCompany.statusCode).toBe(404);
    expect(await storedTotals(demoId)).toEqual({ userLicences: 25, keyUserLicences: 5 });
  });

  it.each([
    ['a negative quantity', { quantity: -1 }],
    ['a zero quantity', { quantity: 0 }],
    ['a huge quantity', { quantity: 100_001 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['an end before the start', { startsOn: '2026-05-02', endsOn: '2026-05-01' }],
    ['a day that does not exist', { startsOn: '2026-02-30' }],
    ['a date in another format', { startsOn: '01-05-2026' }],
    ['a date out of range', { startsOn: '1999-12-31' }],
    ['both a licence and an add-on', { addonId: catalogueAddonIds.plusFiveUsers }],
    ['neither a licence nor an add-on', { licenseId: undefined }],
    ['a malformed company id', { companyId: 'demo' }],
  ])('refuses %s with 400', async (_case, change) => {
    const response = await give({
      companyId: demoId,
      licenseId: catalogueLicenceIds.team,
      startsOn: today,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ type: 'validation-failed' });
  });
});

describe('changing a company licence', () => {
  it('follows quantity, cancellation and its undoing in the totals, and records each', async () => {
    const company = await createCompany(app, { userLicences: 1, keyUserLicences: 1 });
    const licence = await giveOk({
      companyId: company.id,
      addonId: catalogueAddonIds.plusFiveUsers,
      quantity: 2,
      startsOn: today,
    });
    const base = { id: licence.id, startsOn: today, endsOn: null, cancelled: false };

    const more = await change({ ...base, quantity: 4 });
    expect(more.statusCode, more.body).toBe(200);
    expect(CompanyLicence.parse(more.json()).grants.userLicences).toBe(20);
    expect(await storedTotals(company.id)).toEqual({ userLicences: 21, keyUserLicences: 1 });

    const cancelled = CompanyLicence.parse(
      (await change({ ...base, quantity: 4, cancelled: true })).json(),
    );
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await storedTotals(company.id)).toEqual({ userLicences: 1, keyUserLicences: 1 });

    const restored = CompanyLicence.parse((await change({ ...base, quantity: 4 })).json());
    expect(restored).toMatchObject({ status: 'Active', cancelledAt: null });
    expect(await storedTotals(company.id)).toEqual({ userLicences: 21, keyUserLicences: 1 });

    const ended = await change({
      ...base,
      quantity: 4,
      endsOn: daysFromToday(-1),
      startsOn: '2020-01-01',
    });
    expect(CompanyLicence.parse(ended.json()).status).toBe('Expired');
    expect(await storedTotals(company.id)).toEqual({ userLicences: 1, keyUserLicences: 1 });

    const actions = (await companyAuditEvents(app, company.id)).map((event) => event.action);
    expect(actions).toEqual(['licence-added', ...Array(4).fill('licence-updated')]);
  });

  it('refuses bad changes with 400 and unknown licences with 404', async () => {
    const licence = await giveOk({
      companyId: (await createCompany(app)).id,
      licenseId: catalogueLicenceIds.team,
      startsOn: today,
    });
    const base = { id: licence.id, quantity: 1, startsOn: today, endsOn: null, cancelled: false };
    for (const bad of [
      { quantity: -3 },
      { quantity: 1_000_000 },
      { startsOn: '2026-05-02', endsOn: '2026-05-01' },
      { endsOn: '2026-13-01' },
      { id: 'not-a-uuid' },
      { cancelled: 'yes' },
    ]) {
      const response = await change({ ...base, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await change({ ...base, id: randomUUID() })).statusCode).toBe(404);
  });
});

describe('reading company licences', () => {
  it('shows a CompanyAdmin its own company’s licences, another company’s as missing', async () => {
    const own = await listOf(demoId, owner);
    expect(own.items.map((item) => [item.name, item.quantity, item.status])).toEqual(
      expect.arrayContaining([
        ['Team', 1, 'Active'],
        ['+5 users', 3, 'Active'],
        ['+1 key user', 2, 'Active'],
      ]),
    );
    expect(own.totals).toEqual({ companyId: demoId, userLicences: 25, keyUserLicences: 5 });
    const first = own.items[0]!;
    const read = await as(owner, { method: 'GET', url: `/api/CompanyLicenses/${first.id}` });
    expect(CompanyLicence.parse(read.json())).toEqual(first);

    const acmeLicence = (await listOf(acmeId)).items[0]!;
    for (const url of [
      `/api/CompanyLicenses/${acmeLicence.id}`,
      `/api/CompanyLicenses/${acmeLicence.id}/checkstatus`,
      `/api/CompanyLicenses/${acmeId}/updatelicenses`,
      `/api/Companies/${acmeId}/licenses`,
    ]) {
      const response = await as(owner, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers 404 for unknown ids and 400 for malformed ones, in any case of the path', async () => {
    for (const url of [
      `/api/CompanyLicenses/${randomUUID()}`,
      `/api/companylicenses/${randomUUID()}/CHECKSTATUS`,
      `/api/CompanyLicenses/${randomUUID()}/updatelicenses`,
      `/api/companies/${randomUUID()}/licenses`,
    ]) {
      expect((await as(admin, { method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const url of [
      '/api/CompanyLicenses/1',
      '/api/CompanyLicenses/1/checkstatus',
      '/api/CompanyLicenses/demo/updatelicenses',
      '/api/Companies/demo/licenses',
    ]) {
      expect((await as(admin, { method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('checks the status of a licence in each of its four states', async () => {
    const company = await createCompany(app);
    const period = (startsOn: string, endsOn: string | null) =>
      giveOk({ companyId: company.id, licenseId: catalogueLicenceIds.team, startsOn, endsOn });
    const active = await period(today, null);
    const later = await period(daysFromToday(30), null);
    const ended = await period('2020-01-01', '2020-12-31');
    const cancelled = await period(today, null);
    await change({ id: cancelled.id, quantity: 1, startsOn: today, endsOn: null, cancelled: true });
    const statusOf = async (id: string) =>
      CompanyLicenceStatusResponse.parse(
        (await as(admin, { method: 'GET', url: `/api/CompanyLicenses/${id}/checkstatus` })).json(),
      );
    expect(await statusOf(active.id)).toEqual({ status: 'Active', startsOn: today, endsOn: null });
    expect((await statusOf(later.id)).status).toBe('NotStarted');
    expect(await statusOf(ended.id)).toEqual({
      status: 'Expired',
      startsOn: '2020-01-01',
      endsOn: '2020-12-31',
    });
    expect((await statusOf(cancelled.id)).status).toBe('Cancelled');
  });
});

describe('GET /api/CompanyLicenses/{companyid}/updatelicenses', () => {
  it('recomputes totals that went astray, records the change, and is safe to repeat', async () => {
    const company = await createCompany(app, { userLicences: 4, keyUserLicences: 2 });
    // Totals written behind the recompute's back (as before licences existed).
    await app.database.db
      .update(companies)
      .set({ userLicenceCount: 99, keyUserLicenceCount: 0 })
      .where(eq(companies.id, company.id));
    const url = `/api/CompanyLicenses/${company.id}/updatelicenses`;
    const first = await as(admin, { method: 'GET', url });
    expect(first.statusCode, first.body).toBe(200);
    expect(LicenceTotals.parse(first.json())).toEqual({
      companyId: company.id,
      userLicences: 4,
      keyUserLicences: 2,
    });
    expect(await storedTotals(company.id)).toEqual({ userLicences: 4, keyUserLicences: 2 });
    expect((await as(admin, { method: 'GET', url })).json()).toEqual(first.json());
    const events = await companyAuditEvents(app, company.id);
    expect(events.map((event) => event.action)).toEqual(['licences-recomputed']);
    expect(events[0]?.detail).toEqual({
      before: { userLicences: 99, keyUserLicences: 0 },
      after: { userLicences: 4, keyUserLicences: 2 },
    });
  });

  it('lets a CompanyAdmin recompute its own company', async () => {
    const response = await as(owner, {
      method: 'GET',
      url: `/api/companylicenses/${demoId}/UpdateLicenses`,
    });
    expect(response.json()).toEqual({ companyId: demoId, userLicences: 25, keyUserLicences: 5 });
  });
});
