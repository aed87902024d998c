import { LocationPage, LocationSummary, Problem, SitesResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../../testing/device-client.ts';
import { createCompany, type TestCompany } from '../../../testing/factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/**
 * The location tree (decision 0073): sites and sublocations any depth, names trimmed and unique
 * among siblings, renames and moves, cycles refused with `location-cycle`, deletion of a location
 * that holds something refused with `location-not-empty` unless recursive, another company's
 * locations a 404. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let app: FastifyInstance;
let company: TestCompany;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
let otherKeyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp();
  company = await createCompany(app);
  keyUser = await signIn(app, company.codes.KeyUser);
  user = await signIn(app, company.codes.User);
  otherKeyUser = await signIn(app, (await createCompany(app)).codes.KeyUser);
}, 60_000);
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (device: SignedInTestDevice, method: Method, url: string, payload?: object) =>
  asDevice(app, device, { method, url, ...(payload ? { payload } : {}) });

async function addSite(name: string): Promise<LocationSummary> {
  const response = await send(keyUser, 'POST', `/api/companies/${company.id}/sites`, { name });
  expect(response.statusCode, response.body).toBe(201);
  return LocationSummary.parse(response.json());
}

async function addChild(parentId: string, name: string): Promise<LocationSummary> {
  const response = await send(keyUser, 'POST', `/api/locations/${parentId}/children`, { name });
  expect(response.statusCode, response.body).toBe(201);
  return LocationSummary.parse(response.json());
}

async function page(device: SignedInTestDevice, id: string): Promise<LocationPage> {
  const response = await send(device, 'GET', `/api/locations/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return LocationPage.parse(response.json());
}

const problemOf = (response: { json(): unknown }) => Problem.parse(response.json());

describe('the location tree', () => {
  it('builds site → building → room → cabinet, read by employees with its path', async () => {
    const site = await addSite('  Rotterdam   plant ');
    expect(site).toMatchObject({ name: 'Rotterdam plant', parentId: null, childCount: 0 });
    const building = await addChild(site.id, 'Building B');
    const room = await addChild(building.id, 'Lab 2');
    const cabinet = await addChild(room.id, 'Acid cabinet');

    const seen = await page(user, cabinet.id);
    expect(seen.path.map((step) => step.name)).toEqual(['Rotterdam plant', 'Building B', 'Lab 2']);
    expect(seen).toMatchObject({ parentId: room.id, children: [], stock: [], warnings: [] });
    const roomPage = await page(user, room.id);
    expect(roomPage.children.map((child) => child.name)).toEqual(['Acid cabinet']);

    const sites = await send(user, 'GET', `/api/companies/${company.id}/sites`);
    expect(SitesResponse.parse(sites.json()).items).toContainEqual(
      expect.objectContaining({ id: site.id, childCount: 1 }),
    );
  });

  it('keeps names unique among siblings, case aside, and allows them elsewhere', async () => {
    const site = await addSite('Unique names site');
    await addChild(site.id, 'Store');
    const again = await send(keyUser, 'POST', `/api/locations/${site.id}/children`, {
      name: ' STORE ',
    });
    expect([again.statusCode, problemOf(again).type]).toEqual([409, 'location-name-taken']);
    const otherSite = await addSite('Another site');
    expect((await addChild(otherSite.id, 'Store')).name).toBe('Store');
    const sameSite = await send(keyUser, 'POST', `/api/companies/${company.id}/sites`, {
      name: 'another SITE',
    });
    expect(problemOf(sameSite).type).toBe('location-name-taken');
  });

  it('refuses empty, blank and over-long names', async () => {
    for (const name of ['', '   ', 'x'.repeat(121)]) {
      const response = await send(keyUser, 'POST', `/api/companies/${company.id}/sites`, { name });
      expect([response.statusCode, problemOf(response).type]).toEqual([400, 'validation-failed']);
    }
  });

  it('renames and moves a location with its subtree; parent null makes it a site', async () => {
    const north = await addSite('North');
    const south = await addSite('South');
    const hall = await addChild(north.id, 'Hall');
    const shelf = await addChild(hall.id, 'Shelf');
    const moved = await send(keyUser, 'PUT', `/api/locations/${hall.id}`, {
      name: 'Hall 1',
      parentId: south.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await page(keyUser, shelf.id)).path.map((step) => step.name)).toEqual([
      'South',
      'Hall 1',
    ]);
    const promoted = await send(keyUser, 'PUT', `/api/locations/${hall.id}`, {
      name: 'Hall 1',
      parentId: null,
    });
    expect(LocationSummary.parse(promoted.json()).parentId).toBeNull();
  });

  it('refuses a move under itself or its own sublocations: 409 location-cycle', async () => {
    const site = await addSite('Cycle site');
    const building = await addChild(site.id, 'Building');
    const room = await addChild(building.id, 'Room');
    for (const parentId of [site.id, building.id, room.id]) {
      const response = await send(keyUser, 'PUT', `/api/locations/${site.id}`, {
        name: 'Cycle site',
        parentId,
      });
      expect([response.statusCode, problemOf(response).type]).toEqual([409, 'location-cycle']);
    }
    expect((await page(keyUser, room.id)).path.map((step) => step.id)).toEqual([
      site.id,
      building.id,
    ]);
  });

  it('refuses to delete a location that holds sublocations unless recursive', async () => {
    const site = await addSite('Delete site');
    const room = await addChild(site.id, 'Room');
    await addChild(room.id, 'Cabinet');
    const refused = await send(keyUser, 'DELETE', `/api/locations/${site.id}`);
    expect([refused.statusCode, problemOf(refused).type]).toEqual([409, 'location-not-empty']);
    const deleted = await send(keyUser, 'DELETE', `/api/locations/${site.id}?recursive=true`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await send(keyUser, 'GET', `/api/locations/${room.id}`)).statusCode).toBe(404);
    const empty = await addSite('Empty site');
    expect((await send(keyUser, 'DELETE', `/api/locations/${empty.id}`)).statusCode).toBe(204);
  });

  it('answers 404 for another company’s locations and company, whatever the call', async () => {
    const site = await addSite('Private site');
    const theirs = await send(otherKeyUser, 'GET', `/api/companies/${company.id}/sites`);
    expect(theirs.statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['GET', `/api/locations/${site.id}`, undefined],
      ['POST', `/api/locations/${site.id}/children`, { name: 'Sneaky' }],
      ['PUT', `/api/locations/${site.id}`, { name: 'Renamed', parentId: null }],
      ['DELETE', `/api/locations/${site.id}`, undefined],
      ['GET', `/api/locations/${site.id}/movements`, undefined],
    ] as const) {
      const response = await send(otherKeyUser, method, url, payload);
      expect([response.statusCode, problemOf(response).type], url).toEqual([404, 'not-found']);
    }
    // Nor may a location be moved under another company's location.
    const own = await send(
      otherKeyUser,
      'POST',
      `/api/companies/${otherKeyUser.user.companyId}/sites`,
      {
        name: 'Their site',
      },
    );
    const mine = await addChild(site.id, 'Mine');
    const crossing = await send(keyUser, 'PUT', `/api/locations/${mine.id}`, {
      name: 'Mine',
      parentId: LocationSummary.parse(own.json()).id,
    });
    expect(crossing.statusCode).toBe(404);
  });

  it('lets employees read but not change the tree', async () => {
    const site = await addSite('Read only site');
    const attempts = [
      send(user, 'POST', `/api/companies/${company.id}/sites`, { name: 'Nope' }),
      send(user, 'POST', `/api/locations/${site.id}/children`, { name: 'Nope' }),
      send(user, 'PUT', `/api/locations/${site.id}`, { name: 'Nope', parentId: null }),
      send(user, 'DELETE', `/api/locations/${site.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect((await page(user, site.id)).name).toBe('Read only site');
  });
});
