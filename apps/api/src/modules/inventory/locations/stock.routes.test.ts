import {
  LocationPage,
  LocationSummary,
  Problem,
  StockEntryResponse,
  StockMovementsResponse,
} from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../../testing/factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/**
 * Stock at a location (decision 0073): quantities in kg, L or pieces of a container size,
 * bounded and refused when absurd; another company's product a 404; every change recorded as a
 * movement; the TRGS 510 mixed-storage warnings on the location page and in the answer to an
 * addition. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let app: FastifyInstance;
let company: TestCompany;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
let otherKeyUser: SignedInTestDevice;
let otherCompanyProductId: string;
let waterReactive: string;
let oxidiser: string;
let solvent: string;

beforeAll(async () => {
  app = await createTestApp();
  company = await createCompany(app);
  keyUser = await signIn(app, company.codes.KeyUser);
  user = await signIn(app, company.codes.User);
  const other = await createCompany(app);
  otherKeyUser = await signIn(app, other.codes.KeyUser);
  otherCompanyProductId = await createProduct(app, other.id, { content: { name: 'Theirs' } });
  waterReactive = await createProduct(app, company.id, {
    content: { name: 'Sodium metal', storageClass: '4.3', signalWord: 'Danger' },
  });
  oxidiser = await createProduct(app, company.id, {
    content: { name: 'Calcium hypochlorite', storageClass: '5.1B' },
  });
  solvent = await createProduct(app, company.id, {
    content: { name: 'Acetone', storageClass: '3' },
  });
}, 60_000);
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (device: SignedInTestDevice, method: Method, url: string, payload?: object) =>
  asDevice(app, device, { method, url, ...(payload ? { payload } : {}) });

let siteCount = 0;
async function newRoom(): Promise<string> {
  siteCount += 1;
  const site = await send(keyUser, 'POST', `/api/companies/${company.id}/sites`, {
    name: `Site ${siteCount}`,
  });
  const room = await send(
    keyUser,
    'POST',
    `/api/locations/${LocationSummary.parse(site.json()).id}/children`,
    {
      name: 'Store room',
    },
  );
  return LocationSummary.parse(room.json()).id;
}

const kilograms = (productId: string, quantity: number) => ({
  productId,
  quantity,
  unit: 'kg',
});

async function addStock(locationId: string, body: object) {
  const response = await send(keyUser, 'POST', `/api/locations/${locationId}/stock`, body);
  expect(response.statusCode, response.body).toBe(201);
  return StockEntryResponse.parse(response.json());
}

async function movements(locationId: string, query = '') {
  const response = await send(keyUser, 'GET', `/api/locations/${locationId}/movements${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return StockMovementsResponse.parse(response.json());
}

describe('stock at a location', () => {
  it('adds kg, L and pieces with a container size, and the page lists them', async () => {
    const room = await newRoom();
    await addStock(room, {
      ...kilograms(solvent, 12.5),
      maxQuantity: 10,
      note: 'Drum by the door',
    });
    await addStock(room, {
      productId: waterReactive,
      quantity: 4,
      unit: 'pieces',
      containerSize: 0.5,
      containerUnit: 'kg',
    });
    await addStock(room, { productId: solvent, quantity: 2.25, unit: 'L' });
    const response = await send(user, 'GET', `/api/locations/${room}`);
    const page = LocationPage.parse(response.json());
    expect(page.stockTotal).toBe(3);
    expect(page.stock.map((entry) => [entry.productName, entry.quantity, entry.unit])).toEqual([
      ['Acetone', 12.5, 'kg'],
      ['Acetone', 2.25, 'L'],
      ['Sodium metal', 4, 'pieces'],
    ]);
    expect(page.stock[0]).toMatchObject({
      maxQuantity: 10,
      isOverMaximum: true,
      storageClass: '3',
    });
    expect(page.stock[2]).toMatchObject({
      containerSize: 0.5,
      containerUnit: 'kg',
      signalWord: 'Danger',
    });
  });

  it('shows employees only the stock of approved products, key users all of it', async () => {
    const room = await newRoom();
    const draft = await createProduct(app, company.id, {
      reviewStatus: 'Draft',
      content: { name: 'New cleaner', storageClass: '5.1B' },
    });
    await addStock(room, kilograms(draft, 1));
    await addStock(room, kilograms(waterReactive, 1));
    const asUser = LocationPage.parse((await send(user, 'GET', `/api/locations/${room}`)).json());
    expect([asUser.stockTotal, asUser.stock.map((entry) => entry.productName)]).toEqual([
      1,
      ['Sodium metal'],
    ]);
    expect(asUser.warnings).toEqual([]);
    const asKeyUser = LocationPage.parse(
      (await send(keyUser, 'GET', `/api/locations/${room}`)).json(),
    );
    expect([asKeyUser.stockTotal, asKeyUser.warnings.length]).toEqual([2, 1]);
  });

  it('refuses negative, absurd and over-precise quantities and unknown units', async () => {
    const room = await newRoom();
    const bodies = [
      kilograms(solvent, -1),
      kilograms(solvent, 1_000_000_001),
      kilograms(solvent, 1.0001),
      { ...kilograms(solvent, 1), quantity: 'lots' },
      { ...kilograms(solvent, 1), unit: 'tonnes' },
      { ...kilograms(solvent, 1), maxQuantity: 0 },
      { ...kilograms(solvent, 1), containerSize: 5, containerUnit: 'L' },
      { productId: solvent, quantity: 2, unit: 'pieces' },
      { productId: solvent, quantity: 2.5, unit: 'pieces', containerSize: 1, containerUnit: 'L' },
      {
        productId: solvent,
        quantity: 2,
        unit: 'pieces',
        containerSize: 1,
        containerUnit: 'gallon',
      },
      {
        productId: solvent,
        quantity: 2,
        unit: 'pieces',
        containerSize: 2_000_000,
        containerUnit: 'L',
      },
      { ...kilograms(solvent, 1), note: 'x'.repeat(501) },
    ];
    for (const body of bodies) {
      const response = await send(keyUser, 'POST', `/api/locations/${room}/stock`, body);
      expect(
        [response.statusCode, Problem.parse(response.json()).type],
        JSON.stringify(body),
      ).toEqual([400, 'validation-failed']);
    }
    const page = LocationPage.parse((await send(keyUser, 'GET', `/api/locations/${room}`)).json());
    expect(page.stockTotal).toBe(0);
    expect((await movements(room)).items).toEqual([]);
  });

  it('answers 404 for another company’s product, location or stock entry', async () => {
    const room = await newRoom();
    const theirs = await send(
      keyUser,
      'POST',
      `/api/locations/${room}/stock`,
      kilograms(otherCompanyProductId, 1),
    );
    expect([theirs.statusCode, Problem.parse(theirs.json()).type]).toEqual([404, 'not-found']);
    const { entry } = await addStock(room, kilograms(solvent, 1));
    const attempts = [
      send(otherKeyUser, 'POST', `/api/locations/${room}/stock`, kilograms(solvent, 1)),
      send(otherKeyUser, 'PUT', `/api/stock/${entry.id}`, {
        ...kilograms(solvent, 2),
        locationId: room,
      }),
      send(otherKeyUser, 'DELETE', `/api/stock/${entry.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const ownSite = await send(
      otherKeyUser,
      'POST',
      `/api/companies/${otherKeyUser.user.companyId}/sites`,
      { name: 'Theirs' },
    );
    const intoTheirs = await send(keyUser, 'PUT', `/api/stock/${entry.id}`, {
      quantity: 1,
      unit: 'kg',
      locationId: LocationSummary.parse(ownSite.json()).id,
    });
    expect(intoTheirs.statusCode).toBe(404);
  });

  it('records every addition, change, move and removal: who, when, what', async () => {
    const room = await newRoom();
    const otherRoom = await newRoom();
    const { entry } = await addStock(room, kilograms(solvent, 5));
    const changed = await send(keyUser, 'PUT', `/api/stock/${entry.id}`, {
      ...kilograms(solvent, 3),
      locationId: room,
      note: 'Used 2 kg',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const unchanged = await send(keyUser, 'PUT', `/api/stock/${entry.id}`, {
      ...kilograms(solvent, 3),
      locationId: room,
      note: 'Used 2 kg',
    });
    expect(unchanged.statusCode).toBe(200);
    const moved = await send(keyUser, 'PUT', `/api/stock/${entry.id}`, {
      ...kilograms(solvent, 3),
      locationId: otherRoom,
      note: 'Used 2 kg',
    });
    expect(StockEntryResponse.parse(moved.json()).entry.locationId).toBe(otherRoom);
    expect((await send(keyUser, 'DELETE', `/api/stock/${entry.id}`)).statusCode).toBe(204);

    const atRoom = (await movements(room)).items;
    expect(atRoom.map((movement) => movement.kind)).toEqual(['Moved', 'Changed', 'Added']);
    expect(atRoom[1]).toMatchObject({
      before: { quantity: 5, unit: 'kg', note: '' },
      after: { quantity: 3, unit: 'kg', note: 'Used 2 kg' },
      productName: 'Acetone',
      actor: { role: 'KeyUser' },
    });
    expect(atRoom[0]).toMatchObject({
      from: { id: room, name: 'Store room' },
      to: { id: otherRoom },
    });
    const atOtherRoom = (await movements(otherRoom)).items;
    expect(atOtherRoom.map((movement) => movement.kind)).toEqual(['Removed', 'Moved']);
    expect(atOtherRoom[0]).toMatchObject({ after: null, before: { quantity: 3 }, to: null });
    expect(new Date(atOtherRoom[0]!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages the movements newest first and keeps them when the location is deleted', async () => {
    const room = await newRoom();
    for (const quantity of [1, 2, 3, 4, 5]) await addStock(room, kilograms(solvent, quantity));
    const first = await movements(room, '?limit=2');
    expect(first.items.map((movement) => movement.after?.quantity)).toEqual([5, 4]);
    const second = await movements(room, `?limit=2&before=${first.next}`);
    expect(second.items.map((movement) => movement.after?.quantity)).toEqual([3, 2]);
    const last = await movements(room, `?limit=2&before=${second.next}`);
    expect([last.items.length, last.next]).toEqual([1, null]);

    const refused = await send(keyUser, 'DELETE', `/api/locations/${room}`);
    expect(Problem.parse(refused.json()).type).toBe('location-not-empty');
    expect(
      (await send(keyUser, 'DELETE', `/api/locations/${room}?recursive=true`)).statusCode,
    ).toBe(204);
    const all = await send(keyUser, 'GET', `/api/companies/${company.id}/stock-movements?limit=5`);
    const removals = StockMovementsResponse.parse(all.json()).items;
    expect(removals.map((movement) => [movement.kind, movement.from?.name])).toEqual(
      Array(5).fill(['Removed', 'Store room']),
    );
  });

  it('records the stock of a deleted product as removed, by whoever deleted it', async () => {
    const room = await newRoom();
    const doomed = await createProduct(app, company.id, { content: { name: 'Old degreaser' } });
    const { entry } = await addStock(room, kilograms(doomed, 7));
    const deleted = await send(keyUser, 'DELETE', `/api/products/${doomed}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const page = LocationPage.parse((await send(keyUser, 'GET', `/api/locations/${room}`)).json());
    expect(page.stockTotal).toBe(0);
    const [removal] = (await movements(room)).items;
    expect(removal).toMatchObject({
      kind: 'Removed',
      stockEntryId: entry.id,
      productName: 'Old degreaser',
      before: { quantity: 7, unit: 'kg' },
      actor: { role: 'KeyUser' },
    });
  });

  it('loses no record when stock arrives while its site is deleted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const room = await newRoom();
      const page = LocationPage.parse(
        (await send(keyUser, 'GET', `/api/locations/${room}`)).json(),
      );
      const siteId = page.path[0]!.id;
      const [added, deleted] = await Promise.all([
        send(keyUser, 'POST', `/api/locations/${room}/stock`, kilograms(solvent, 1)),
        send(keyUser, 'DELETE', `/api/locations/${siteId}?recursive=true`),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      // Either the addition came first and its removal is recorded, or it found no room.
      const all = await send(
        keyUser,
        'GET',
        `/api/companies/${company.id}/stock-movements?limit=10`,
      );
      const kinds = StockMovementsResponse.parse(all.json())
        .items.filter((movement) => movement.from?.id === room || movement.to?.id === room)
        .map((movement) => movement.kind);
      if (added.statusCode === 201) expect(kinds).toEqual(['Removed', 'Added']);
      else expect([added.statusCode, kinds]).toEqual([404, []]);
    }
  });

  it('moves stock both ways between two rooms at once without waiting in a circle', async () => {
    const [first, second] = [await newRoom(), await newRoom()];
    const one = (await addStock(first, kilograms(solvent, 1))).entry.id;
    const other = (await addStock(second, kilograms(solvent, 2))).entry.id;
    for (let round = 0; round < 5; round += 1) {
      const [there, back] = round % 2 === 0 ? [second, first] : [first, second];
      const answers = await Promise.all([
        send(keyUser, 'PUT', `/api/stock/${one}`, { ...kilograms(solvent, 1), locationId: there }),
        send(keyUser, 'PUT', `/api/stock/${other}`, { ...kilograms(solvent, 2), locationId: back }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
  });

  it('warns of TRGS 510 mixed storage on the page and when the second product arrives', async () => {
    const room = await newRoom();
    const first = await addStock(room, kilograms(waterReactive, 2));
    expect(first.warnings).toEqual([]);
    const second = await addStock(room, kilograms(oxidiser, 3));
    expect(second.warnings).toEqual([
      expect.objectContaining({
        a: '4.3',
        b: '5.1B',
        rule: 'separate',
        productIds: [waterReactive, oxidiser].sort(),
      }),
    ]);
    const third = await addStock(room, kilograms(solvent, 1));
    // The pairs acetone's class 3 is part of: apart from 4.3, restricted with 5.1B.
    expect(third.warnings.map((warning) => [warning.a, warning.b, warning.rule])).toEqual([
      ['3', '4.3', 'separate'],
      ['3', '5.1B', 'restricted'],
    ]);
    const page = LocationPage.parse((await send(user, 'GET', `/api/locations/${room}`)).json());
    expect(page.warnings.map((warning) => [warning.a, warning.b, warning.rule])).toEqual([
      ['3', '4.3', 'separate'],
      ['4.3', '5.1B', 'separate'],
      ['3', '5.1B', 'restricted'],
    ]);
  });

  it('lets employees read stock but not keep it, nor read its movements', async () => {
    const room = await newRoom();
    const { entry } = await addStock(room, kilograms(solvent, 1));
    const attempts = [
      send(user, 'POST', `/api/locations/${room}/stock`, kilograms(solvent, 1)),
      send(user, 'PUT', `/api/stock/${entry.id}`, { ...kilograms(solvent, 2), locationId: room }),
      send(user, 'DELETE', `/api/stock/${entry.id}`),
      send(user, 'GET', `/api/locations/${room}/movements`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
  });
});
