import { randomUUID } from 'node:crypto';
import {
  Licence,
  LicenceAddon,
  LicenceAddonListResponse,
  LicenceListResponse,
} from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema.ts';
import {
  DEMO_ACCOUNTS,
  accessTokenOf,
  asAccount,
  companyAuditEvents,
} from '../../testing/account-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { catalogueAddonIds, catalogueLicenceIds } from './licence-catalogue-ids.ts';
import { licenceToday } from './licence-dates.ts';

let app: FastifyInstance;
let admin: string;
let owner: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
  owner = await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin);
});
afterAll(() => app.close());

const as = (token: string, options: InjectOptions) => asAccount(app, token, options);
const today = licenceToday();

const plan = (overrides: Record<string, unknown> = {}) => ({
  name: `Plan ${randomUUID().slice(0, 8)}`,
  userLicences: 7,
  keyUserLicences: 2,
  durationMonths: 6,
  isAvailable: true,
  ...overrides,
});
const extra = (overrides: Record<string, unknown> = {}) => ({
  name: `Add-on ${randomUUID().slice(0, 8)}`,
  userLicences: 2,
  keyUserLicences: 1,
  isAvailable: true,
  ...overrides,
});

async function totalsOf(companyId: string) {
  const [row] = await app.database.db
    .select({ users: companies.userLicenceCount, keyUsers: companies.keyUserLicenceCount })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** A company holding `quantity` of a catalogue item besides its own 1 user / 1 key user plan. */
async function holderOf(item: { licenseId: string } | { addonId: string }, quantity = 1) {
  const company = await createCompany(app, { userLicences: 1, keyUserLicences: 1 });
  const given = await as(admin, {
    method: 'POST',
    url: '/api/CompanyLicenses',
    payload: { companyId: company.id, ...item, quantity, startsOn: today },
  });
  expect(given.statusCode, given.body).toBe(201);
  return company.id;
}

describe('the licence catalogue', () => {
  it('starts with Free, Team and Site', async () => {
    const response = await as(admin, { method: 'GET', url: '/api/Licenses' });
    expect(response.statusCode).toBe(200);
    const { items } = LicenceListResponse.parse(response.json());
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId[catalogueLicenceIds.free]).toMatchObject({
      name: 'Free',
      userLicences: 5,
      keyUserLicences: 1,
      durationMonths: null,
      isAvailable: true,
    });
    expect(byId[catalogueLicenceIds.team]).toMatchObject({ name: 'Team', durationMonths: 12 });
    expect(byId[catalogueLicenceIds.site]).toMatchObject({ name: 'Site', userLicences: 50 });
  });

  it('adds a licence, reads it back, and answers 404/400 for unknown and malformed ids', async () => {
    const created = await as(admin, { method: 'POST', url: '/api/Licenses', payload: plan() });
    expect(created.statusCode, created.body).toBe(201);
    const licence = Licence.parse(created.json());
    const read = await as(admin, { method: 'GET', url: `/api/licenses/${licence.id}` });
    expect(Licence.parse(read.json())).toEqual(licence);
    expect(
      (await as(admin, { method: 'GET', url: `/api/Licenses/${randomUUID()}` })).statusCode,
    ).toBe(404);
    expect((await as(admin, { method: 'GET', url: '/api/Licenses/free' })).statusCode).toBe(400);
    const missing = await as(admin, {
      method: 'PUT',
      url: `/api/Licenses/${randomUUID()}`,
      payload: plan(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['negative user licences', { userLicences: -1 }],
    ['huge user licences', { userLicences: 100_001 }],
    ['negative key-user licences', { keyUserLicences: -5 }],
    ['huge key-user licences', { keyUserLicences: 1e12 }],
    ['fractional licences', { userLicences: 2.5 }],
    ['counts as text', { userLicences: '10' }],
    ['a zero duration', { durationMonths: 0 }],
    ['a duration beyond ten years', { durationMonths: 121 }],
    ['an empty name', { name: '   ' }],
    ['no availability', { isAvailable: undefined }],
  ])('refuses %s with 400, on POST and PUT', async (_case, overrides) => {
    const posted = await as(admin, {
      method: 'POST',
      url: '/api/Licenses',
      payload: plan(overrides),
    });
    expect(posted.statusCode, posted.body).toBe(400);
    const put = await as(admin, {
      method: 'PUT',
      url: `/api/Licenses/${catalogueLicenceIds.site}`,
      payload: plan(overrides),
    });
    expect(put.statusCode, put.body).toBe(400);
  });

  it('moves the totals of every company holding a licence when its counts change', async () => {
    const licence = Licence.parse(
      (await as(admin, { method: 'POST', url: '/api/Licenses', payload: plan() })).json(),
    );
    const holders = [
      await holderOf({ licenseId: licence.id }),
      await holderOf({ licenseId: licence.id }, 3),
    ];
    const bystander = await holderOf({ licenseId: catalogueLicenceIds.team });
    expect(await totalsOf(holders[1]!)).toEqual({ users: 22, keyUsers: 7 });

    const changed = await as(admin, {
      method: 'PUT',
      url: `/api/Licenses/${licence.id}`,
      payload: { ...plan(), name: 'Renamed', userLicences: 10, keyUserLicences: 0 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(Licence.parse(changed.json())).toMatchObject({ name: 'Renamed', userLicences: 10 });
    expect(await totalsOf(holders[0]!)).toEqual({ users: 11, keyUsers: 1 });
    expect(await totalsOf(holders[1]!)).toEqual({ users: 31, keyUsers: 1 });
    expect(await totalsOf(bystander)).toEqual({ users: 11, keyUsers: 4 });
    const events = await companyAuditEvents(app, holders[1]!);
    expect(events.at(-1)).toMatchObject({
      action: 'licences-recomputed',
      detail: {
        licenseId: licence.id,
        before: { userLicences: 22, keyUserLicences: 7 },
        after: { userLicences: 31, keyUserLicences: 1 },
      },
    });
  });

  it('withdraws a licence: holders keep it, nobody new gets it', async () => {
    const licence = Licence.parse(
      (await as(admin, { method: 'POST', url: '/api/Licenses', payload: plan() })).json(),
    );
    const holder = await holderOf({ licenseId: licence.id });
    await as(admin, {
      method: 'PUT',
      url: `/api/Licenses/${licence.id}`,
      payload: plan({ isAvailable: false }),
    });
    expect(await totalsOf(holder)).toEqual({ users: 8, keyUsers: 3 });
    const refused = await as(admin, {
      method: 'POST',
      url: '/api/CompanyLicenses',
      payload: { companyId: holder, licenseId: licence.id, startsOn: today },
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('licence add-ons', () => {
  it('lists every add-on to Admin and the available ones to a CompanyAdmin', async () => {
    const withdrawn = LicenceAddon.parse(
      (
        await as(admin, {
          method: 'POST',
          url: '/api/LicenseAddons',
          payload: extra({ isAvailable: false }),
        })
      ).json(),
    );
    const all = LicenceAddonListResponse.parse(
      (await as(admin, { method: 'GET', url: '/api/LicenseAddons' })).json(),
    );
    expect(all.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([
        catalogueAddonIds.plusFiveUsers,
        catalogueAddonIds.plusOneKeyUser,
        withdrawn.id,
      ]),
    );
    const offered = LicenceAddonListResponse.parse(
      (await as(owner, { method: 'GET', url: '/api/licenseaddons' })).json(),
    );
    expect(offered.items.every((item) => item.isAvailable)).toBe(true);
    expect(offered.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['+5 users', '+1 key user']),
    );
    const byOwner = await as(owner, { method: 'GET', url: `/api/LicenseAddons/${withdrawn.id}` });
    expect(byOwner.statusCode).toBe(404);
    const byAdmin = await as(admin, { method: 'GET', url: `/api/LicenseAddons/${withdrawn.id}` });
    expect(LicenceAddon.parse(byAdmin.json())).toEqual(withdrawn);
    const plus = await as(owner, {
      method: 'GET',
      url: `/api/LicenseAddons/${catalogueAddonIds.plusFiveUsers}`,
    });
    expect(LicenceAddon.parse(plus.json())).toMatchObject({ userLicences: 5, keyUserLicences: 0 });
  });

  it('answers 404 for unknown add-ons and 400 for malformed ids and bad counts', async () => {
    for (const [method, url] of [
      ['GET', `/api/LicenseAddons/${randomUUID()}`],
      ['PUT', `/api/LicenseAddons/${randomUUID()}`],
    ] as const) {
      expect((await as(admin, { method, url, payload: extra() })).statusCode).toBe(404);
    }
    expect((await as(admin, { method: 'GET', url: '/api/LicenseAddons/42' })).statusCode).toBe(400);
    for (const bad of [{ userLicences: -1 }, { keyUserLicences: 100_001 }, { name: '' }]) {
      const posted = await as(admin, {
        method: 'POST',
        url: '/api/LicenseAddons',
        payload: extra(bad),
      });
      expect(posted.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('moves the totals of every company holding an add-on when its counts change', async () => {
    const addon = LicenceAddon.parse(
      (await as(admin, { method: 'POST', url: '/api/LicenseAddons', payload: extra() })).json(),
    );
    const holder = await holderOf({ addonId: addon.id }, 4);
    expect(await totalsOf(holder)).toEqual({ users: 9, keyUsers: 5 });
    const changed = await as(admin, {
      method: 'PUT',
      url: `/api/LicenseAddons/${addon.id}`,
      payload: extra({ userLicences: 0, keyUserLicences: 3 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await totalsOf(holder)).toEqual({ users: 1, keyUsers: 13 });
  });
});
