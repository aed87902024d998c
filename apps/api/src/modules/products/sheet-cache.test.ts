import { Product } from '@sds/contract';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { SheetCache, cachedSheetOf } from './sheet-cache.ts';

/**
 * Sheets at memory speed (issue 28 point 2, decision 0072): a user's repeat read of an approved
 * version is served from the cache, and every change of what the sheet shows — an approval, a
 * company's new name, a subscription's accepted version — is seen on the next read, whoever
 * made it (the database announces it).
 */
let app: FastifyInstance;
let company: Awaited<ReturnType<typeof createCompany>>;
let user: SignedInTestDevice;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  company = await createCompany(app);
  [user, keyUser] = await Promise.all([
    signIn(app, company.codes.User),
    signIn(app, company.codes.KeyUser),
  ]);
});
afterAll(() => app.close());

const read = (device: SignedInTestDevice, id: string, query = '') =>
  asDevice(app, device, { method: 'GET', url: `/api/products/${id}${query}` });

async function sheetOf(device: SignedInTestDevice, id: string) {
  const response = await read(device, id);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, product: Product.parse(response.json()) };
}

/** PostgreSQL delivers the announcement on another connection, a moment after the commit. */
async function eventually<T>(probe: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  let value = await probe();
  for (let tries = 0; tries < 50 && !isDone(value); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await probe();
  }
  return value;
}

const cachedFor = (companyId: string, productId: string) =>
  app.sheetCache.recall(app.sheetCache.keyOf(companyId, productId));

describe('the sheet cache', () => {
  it('answers a user’s repeat read from memory, the same bytes as the first', async () => {
    const id = await createProduct(app, company.id, { content: { name: 'Cached acetone' } });
    expect(cachedFor(company.id, id)).toBeUndefined();
    const first = await sheetOf(user, id);
    expect(cachedFor(company.id, id)?.json).toBe(first.body);
    // Rows changed behind the announcements' back stay unseen: proof the read is the cache's.
    await app.database.db.execute(
      sql`alter table product_sync_changes disable trigger product_sync_changes_announce_update`,
    );
    try {
      await app.database.db.execute(
        sql`update product_revisions set name = 'Changed quietly' where product_id = ${id}`,
      );
      expect((await sheetOf(user, id)).body).toBe(first.body);
    } finally {
      await app.database.db.execute(
        sql`alter table product_sync_changes enable trigger product_sync_changes_announce_update`,
      );
    }
    expect(first.product.name).toBe('Cached acetone');
  });

  it('sends the cached bytes compressed as asked, with the entity tag a repeat read answers 304 to', async () => {
    const id = await createProduct(app, company.id, {
      content: { firstAid: 'Rinse with plenty of water. '.repeat(80) },
    });
    const plain = await sheetOf(user, id);
    for (const encoding of ['br', 'gzip', 'zstd']) {
      const response = await asDevice(app, user, {
        method: 'GET',
        url: `/api/products/${id}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      const decoded = {
        br: brotliDecompressSync,
        gzip: gunzipSync,
        zstd: zstdDecompressSync,
      }[encoding]!(response.rawPayload).toString();
      expect(decoded).toBe(plain.body);
      const again = await asDevice(app, user, {
        method: 'GET',
        url: `/api/products/${id}`,
        headers: { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('never caches a key user’s read of the working version', async () => {
    const id = await createProduct(app, company.id);
    const response = await read(keyUser, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"c-/);
    expect(cachedFor(company.id, id)).toBeUndefined();
  });

  it('shows a newly approved version on the very next read', async () => {
    const id = await createProduct(app, company.id, { content: { name: 'Thinner 1.0' } });
    expect((await sheetOf(user, id)).product.name).toBe('Thinner 1.0');
    const product = Product.parse((await read(keyUser, id)).json());
    const edited = await asDevice(app, keyUser, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: {
        articleNumber: product.articleNumber,
        masterCode: product.masterCode,
        name: 'Thinner 2.0',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await sheetOf(user, id)).product.name).toBe('Thinner 1.0');
    for (const step of ['submit', 'approve']) {
      const response = await asDevice(app, keyUser, {
        method: 'POST',
        url: `/api/products/${id}/${step}`,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // At once on this process: the company's own write forgot its sheets before answering.
    expect((await sheetOf(user, id)).product.name).toBe('Thinner 2.0');
  });

  it('shows the company’s new name on the next read', async () => {
    const id = await createProduct(app, company.id);
    await sheetOf(user, id);
    const newName = `Renamed ${Date.now()}`;
    await app.database.db.execute(
      sql`update companies set name = ${newName} where id = ${company.id}`,
    );
    const after = await eventually(
      () => sheetOf(user, id),
      ({ product }) => product.companyName === newName,
    );
    expect(after.product.companyName).toBe(newName);
  });

  it('refuses a named company that is not the product’s, cached or not', async () => {
    const id = await createProduct(app, company.id);
    const other = await createCompany(app);
    for (let round = 0; round < 2; round += 1) {
      expect((await read(user, id, `?companyId=${other.id}`)).statusCode).toBe(404);
      expect((await read(user, id, `?companyId=${company.id}`)).statusCode).toBe(200);
    }
  });

  it('keeps one company’s cached sheets from another company’s users', async () => {
    const id = await createProduct(app, company.id);
    await sheetOf(user, id);
    const other = await createCompany(app);
    const stranger = await signIn(app, other.codes.User);
    expect((await read(stranger, id)).statusCode).toBe(404);
  });
});

describe('SheetCache', () => {
  const sheet = cachedSheetOf('{}', 'publisher');

  it('keeps nothing while it cannot hear announcements, and nothing read before a change', () => {
    const cache = new SheetCache();
    const key = cache.keyOf('reader', 'p1');
    cache.remember(key, 'reader', sheet, cache.moment);
    expect(cache.recall(key)).toBeUndefined();
    cache.setListening(true);
    const readAt = cache.moment;
    cache.forgetCompany('publisher');
    cache.remember(key, 'reader', sheet, readAt);
    expect(cache.recall(key)).toBeUndefined();
    cache.remember(key, 'reader', sheet, cache.moment);
    expect(cache.recall(key)).toEqual(expect.objectContaining(sheet));
  });

  it('forgets a company’s entries as reader and as publisher, and no others', () => {
    const cache = new SheetCache();
    cache.setListening(true);
    const asReader = cache.keyOf('a', 'p1');
    const asPublisher = cache.keyOf('b', 'p2');
    const unrelated = cache.keyOf('c', 'p3');
    cache.remember(asReader, 'a', cachedSheetOf('1', 'x'), cache.moment);
    cache.remember(asPublisher, 'b', cachedSheetOf('2', 'a'), cache.moment);
    cache.remember(unrelated, 'c', cachedSheetOf('3', 'c'), cache.moment);
    cache.forgetCompany('a');
    expect([cache.recall(asReader), cache.recall(asPublisher)]).toEqual([undefined, undefined]);
    expect(cache.recall(unrelated)?.json).toBe('3');
  });

  it('trusts no read begun before it lost and found its listening connection again', () => {
    const cache = new SheetCache();
    cache.setListening(true);
    const readAt = cache.moment;
    cache.setListening(false);
    cache.setListening(true);
    const key = cache.keyOf('reader', 'p1');
    cache.remember(key, 'reader', sheet, readAt);
    expect(cache.recall(key)).toBeUndefined();
  });

  it('keys each signed-link window apart', () => {
    const cache = new SheetCache();
    const now = new Date('2026-11-28T10:00:00Z');
    const sixMinutesLater = new Date(now.getTime() + 6 * 60 * 1000);
    expect(cache.keyOf('r', 'p', now)).not.toBe(cache.keyOf('r', 'p', sixMinutesLater));
  });
});
