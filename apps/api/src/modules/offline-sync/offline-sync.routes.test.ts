import { Problem, Product, SyncResponse } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, asAccount, DEMO_ACCOUNTS } from '../../testing/account-client.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sheetEdition } from '../products/index.ts';
import { encodeCursor, NO_PRODUCT } from './sync-cursor.ts';

/**
 * `GET /api/products/sync` (issue 24, decision 0052): a full download in pages, the device's
 * locale first; then deltas of changed and removed sheets; approved content only; never another
 * company's; cursors that are forged, cut or another company's refused.
 */
let app: FastifyInstance;
let company: TestCompany;
let user: SignedInTestDevice;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  company = await createCompany(app);
  user = await signIn(app, company.codes.User);
  keyUser = await signIn(app, company.codes.KeyUser);
});
afterAll(() => app.close());

async function sync(device: SignedInTestDevice, query: Record<string, string> = {}) {
  const response = await asDevice(app, device, { method: 'GET', url: '/api/products/sync', query });
  expect(response.statusCode, response.body).toBe(200);
  return SyncResponse.parse(response.json());
}

/** Every page of a sync from `since`, as the device follows `hasMore`. */
async function syncAll(device: SignedInTestDevice, query: Record<string, string> = {}) {
  const pages = [await sync(device, query)];
  while (pages.at(-1)?.hasMore) {
    pages.push(await sync(device, { ...query, since: pages.at(-1)?.cursor ?? '' }));
  }
  const last = pages.at(-1);
  if (!last) throw new Error('no page');
  return {
    pages,
    items: pages.flatMap((page) => page.items),
    removed: pages.flatMap((page) => page.removed),
    cursor: last.cursor,
  };
}

const readAs = async (device: SignedInTestDevice, id: string) => {
  const response = await asDevice(app, device, { method: 'GET', url: `/api/products/${id}` });
  return response.statusCode === 200 ? Product.parse(response.json()) : null;
};

const decide = (id: string, action: 'submit' | 'approve') =>
  asDevice(app, keyUser, { method: 'POST', url: `/api/products/${id}/${action}` });

const productOf = (
  name: string,
  locale = 'en-US',
  reviewStatus: 'Approved' | 'Draft' = 'Approved',
) => createProduct(app, company.id, { locale, reviewStatus, content: { name } });

describe('the first sync', () => {
  let ids: { de: string[]; en: string[]; draft: string };
  beforeAll(async () => {
    ids = {
      de: [await productOf('Entfetter', 'de-DE'), await productOf('Lack', 'de-DE')],
      en: [await productOf('Degreaser'), await productOf('Paint'), await productOf('Glue')],
      draft: await productOf('Unreviewed draft', 'en-US', 'Draft'),
    };
  });

  it('pages through the approved sheets, the device locale first, as a User reads them', async () => {
    const { pages, items } = await syncAll(user, { locale: 'de-DE', limit: '2' });
    expect(pages[0]?.reset).toBe(true);
    expect(pages.slice(1).every((page) => !page.reset)).toBe(true);
    expect(pages.every((page) => page.items.length <= 2)).toBe(true);
    expect(items.map((item) => item.id).sort()).toEqual([...ids.de, ...ids.en].sort());
    expect(items.slice(0, 2).map((item) => item.locale)).toEqual(['de-DE', 'de-DE']);
    expect(items.some((item) => item.id === ids.draft)).toBe(false);
    for (const item of items) expect(item).toEqual(await readAs(user, item.id));
  });

  it('without a locale, answers every locale all the same', async () => {
    const { items } = await syncAll(user, { limit: '500' });
    expect(items).toHaveLength(5);
  });

  it('never shows another company’s products', async () => {
    const other = await createCompany(app);
    const theirs = await createProduct(app, other.id, { content: { name: 'Not yours' } });
    const { items } = await syncAll(user);
    expect(items.map((item) => item.companyId)).toEqual(items.map(() => company.id));
    expect(items.some((item) => item.id === theirs)).toBe(false);
  });
});

describe('a delta', () => {
  it('is empty when nothing changed, and keeps the cursor usable', async () => {
    const { cursor } = await syncAll(user);
    const delta = await sync(user, { since: cursor });
    expect(delta).toMatchObject({ items: [], removed: [], hasMore: false, reset: false });
  });

  it('carries an approved edit, never the draft, and removes a deleted product', async () => {
    const id = await productOf('Original cleaner');
    const { cursor } = await syncAll(user);
    const sheet = await readAs(keyUser, id);
    if (!sheet) throw new Error('no sheet');
    const edit = await asDevice(app, keyUser, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: {
        articleNumber: sheet.articleNumber,
        masterCode: sheet.masterCode,
        locale: 'en-US',
        name: 'Improved cleaner',
        supplier: 'Test Supplier B.V.',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const whileDraft = await syncAll(user, { since: cursor });
    expect(whileDraft.items.map((item) => item.name)).not.toContain('Improved cleaner');

    expect((await decide(id, 'submit')).statusCode).toBe(200);
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const approved = await syncAll(user, { since: whileDraft.cursor });
    expect(approved.items.map((item) => [item.id, item.name])).toEqual([[id, 'Improved cleaner']]);
    expect(approved.removed).toEqual([]);

    const removed = await asDevice(app, keyUser, { method: 'DELETE', url: `/api/products/${id}` });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const afterDelete = await syncAll(user, { since: approved.cursor });
    expect(afterDelete).toMatchObject({ items: [], removed: [id] });
  });

  it('carries a sibling’s approval into the variants of each language', async () => {
    const masterCode = `SYNC-MASTER-${Date.now()}`;
    const en = await createProduct(app, company.id, { masterCode, content: { name: 'Solvent' } });
    const { cursor } = await syncAll(user);
    const de = await createProduct(app, company.id, {
      masterCode,
      locale: 'de-DE',
      content: { name: 'Lösemittel' },
    });
    const delta = await syncAll(user, { since: cursor });
    expect(delta.items.map((item) => item.id).sort()).toEqual([en, de].sort());
    const english = delta.items.find((item) => item.id === en);
    expect(english?.variants.map((variant) => variant.locale)).toEqual(['de-DE', 'en-US']);
  });

  it('carries a company rename into every sheet', async () => {
    const { cursor, items } = await syncAll(user);
    await app.database.db.execute(
      sql`update companies set name = ${`${company.name} renamed`} where id = ${company.id}`,
    );
    const delta = await syncAll(user, { since: cursor, limit: '3' });
    expect(delta.items.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort());
    expect(new Set(delta.items.map((item) => item.companyName))).toEqual(
      new Set([`${company.name} renamed`]),
    );
  });
});

describe('subscriptions', () => {
  it('brings accepted products of a publisher, and removes them when the subscription ends', async () => {
    const publisher = await createCompany(app);
    const shared = await createProduct(app, publisher.id, { content: { name: 'Shared paint' } });
    const acmeOwner = await accessTokenOf(app, DEMO_ACCOUNTS.otherCompanyAdmin);
    const acmeUser = await signIn(app, 'ACME-USER-2026');
    const acmeKeyUser = await signIn(app, 'ACME-KEY-2026');
    const { cursor } = await syncAll(acmeUser);

    const subscribed = await asAccount(app, acmeOwner, {
      method: 'POST',
      url: `/api/companies/${acmeUser.user.companyId}/subscribe`,
      payload: { subscriptionCode: publisher.codes.Subscription },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const subscriptionId = (subscribed.json() as { id: string }).id;
    expect((await syncAll(acmeUser, { since: cursor })).items).toEqual([]);

    const accepted = await asDevice(app, acmeKeyUser, {
      method: 'POST',
      url: `/api/subscriptions/${subscriptionId}/products`,
      payload: { productIds: [shared] },
    });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const arrived = await syncAll(acmeUser, { since: cursor });
    expect(arrived.items.map((item) => [item.id, item.companyId])).toEqual([
      [shared, publisher.id],
    ]);
    expect(arrived.items[0]).toEqual(await readAs(acmeUser, shared));

    const ended = await asAccount(app, acmeOwner, {
      method: 'DELETE',
      url: `/api/subscriptions/${subscriptionId}`,
    });
    expect(ended.statusCode, ended.body).toBeLessThan(300);
    const gone = await syncAll(acmeUser, { since: arrived.cursor });
    expect(gone).toMatchObject({ items: [], removed: [shared] });
  });
});

describe('cursors', () => {
  const problemOf = async (device: SignedInTestDevice, since: string) => {
    const response = await asDevice(app, device, {
      method: 'GET',
      url: '/api/products/sync',
      query: { since },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    return Problem.parse(response.json()).type;
  };

  it('refuses a forged, cut or another company’s cursor with sync-cursor-invalid', async () => {
    const { cursor } = await syncAll(user);
    const [payload = '', signature = ''] = cursor.split('.');
    const other = await createCompany(app);
    const otherUser = await signIn(app, other.codes.User);
    const forgedPayload = Buffer.from(
      JSON.stringify({
        s: 'user',
        c: company.id,
        k: 'd',
        x: '1',
        p: NO_PRODUCT,
        t: new Date().toISOString(),
      }),
    ).toString('base64url');
    for (const since of [
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      payload,
      `${forgedPayload}.${signature}`,
      'not a cursor',
      `${payload}.${signature}.extra`,
    ]) {
      expect(await problemOf(user, since), since).toBe('sync-cursor-invalid');
    }
    expect(await problemOf(otherUser, cursor)).toBe('sync-cursor-invalid');
  });

  it('starts over (reset) from a cursor beyond this database or of another sheet edition', async () => {
    const cursorAt = (edition: string, xid: bigint) =>
      encodeCursor(app.secretKeys.syncCursors, {
        kind: 'delta',
        companyId: company.id,
        edition,
        xid,
        productId: NO_PRODUCT,
        syncedAt: new Date().toISOString(),
      });
    const { cursor } = await syncAll(user);
    expect((await sync(user, { since: cursor })).reset).toBe(false);
    for (const since of [cursorAt(sheetEdition(), 10n ** 15n), cursorAt('an-older-one', 1n)]) {
      const answer = await sync(user, { since });
      expect(answer.reset).toBe(true);
      expect(answer.items.length).toBeGreaterThan(0);
    }
  });
});

describe('who may sync', () => {
  it('the platform Admin names the company and reads what its users see', async () => {
    const adminToken = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
    const asAdmin = (query: string) =>
      asAccount(app, adminToken, { method: 'GET', url: `/api/products/sync${query}` });
    expect((await asAdmin('')).statusCode).toBe(400);
    const answer = await asAdmin(`?companyId=${company.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { items } = SyncResponse.parse(answer.json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.reviewStatus === 'Approved')).toBe(true);
  });

  it('a signed-in caller of another company naming this one gets a 404', async () => {
    const other = await signIn(app, 'ACME-USER-2026');
    const response = await asDevice(app, other, {
      method: 'GET',
      url: '/api/products/sync',
      query: { companyId: company.id },
    });
    expect(response.statusCode).toBe(404);
  });
});
