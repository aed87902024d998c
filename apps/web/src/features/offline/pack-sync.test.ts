import type { SyncResponse } from '@sds/contract';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { syncedSheet, syncPage, useFreshIndexedDb } from '../../testing/pack-fixtures.ts';
import { openPackDatabase, readSyncState, type PackDatabase } from './pack-database.ts';
import { readSheet, touchSheet } from './pack-store.ts';
import { syncPack, type FetchSyncPage, type SyncPageQuery } from './pack-sync.ts';

/** A fake of `GET /api/products/sync` answering the given pages in turn, recording each query. */
function fakeServer(...pages: (SyncResponse | Error)[]) {
  const queries: SyncPageQuery[] = [];
  const fetchPage: FetchSyncPage = async (query) => {
    queries.push(query);
    const page = pages.shift();
    if (!page) throw new Error('No more pages');
    if (page instanceof Error) throw page;
    return page;
  };
  return { queries, fetchPage };
}

const ids = async (db: PackDatabase) => (await db.getAllKeys('sheets')).sort();

let db: PackDatabase;
beforeEach(async () => {
  useFreshIndexedDb();
  db = await openPackDatabase('sds-offline-pack:test');
});

describe('syncing the pack', () => {
  it('downloads page after page until hasMore is false, keeping the cursor and the time', async () => {
    const [a, b, c] = [syncedSheet(), syncedSheet(), syncedSheet()];
    const server = fakeServer(
      syncPage({ items: [a, b], cursor: 'c1', hasMore: true, reset: true }),
      syncPage({ items: [c], cursor: 'c2', syncedAt: '2026-11-28T05:10:00.000Z' }),
    );
    const outcome = await syncPack(db, { fetchPage: server.fetchPage, locale: 'de-DE' });
    expect(server.queries).toEqual([
      { since: undefined, locale: 'de-DE', limit: undefined },
      { since: 'c1', locale: 'de-DE', limit: undefined },
    ]);
    expect(outcome.stored).toBe(3);
    expect(await ids(db)).toEqual([a.id, b.id, c.id].sort());
    expect(await readSyncState(db)).toMatchObject({
      cursor: 'c2',
      syncedAt: '2026-11-28T05:10:00.000Z',
      isResetting: false,
    });
  });

  it('applies a delta: changed sheets replace theirs, removed ones go', async () => {
    const [a, b] = [syncedSheet(), syncedSheet()];
    await syncPack(db, {
      fetchPage: fakeServer(syncPage({ items: [a, b], reset: true })).fetchPage,
      locale: 'en-US',
    });
    const changed = { ...a, name: 'Changed name' };
    const server = fakeServer(syncPage({ items: [changed], removed: [b.id], cursor: 'c9' }));
    await syncPack(db, { fetchPage: server.fetchPage, locale: 'en-US' });
    expect(server.queries[0]?.since).toBe('cursor-1');
    expect(await ids(db)).toEqual([a.id]);
    expect((await readSheet(db, { by: 'id', id: a.id }, 'en-US'))?.name).toBe('Changed name');
    expect(await db.get('entries', b.id)).toBeUndefined();
  });

  it('ends a full download by dropping every sheet it did not bring', async () => {
    const [kept, gone] = [syncedSheet(), syncedSheet()];
    await syncPack(db, {
      fetchPage: fakeServer(syncPage({ items: [kept, gone], reset: true })).fetchPage,
      locale: 'en-US',
      now: () => 1000,
    });
    const again = fakeServer(
      syncPage({ items: [], cursor: 'r1', hasMore: true, reset: true }),
      syncPage({ items: [kept], cursor: 'r2' }),
    );
    await syncPack(db, { fetchPage: again.fetchPage, locale: 'en-US', now: () => 2000 });
    expect(await ids(db)).toEqual([kept.id]);
  });

  it('starts a full download when the server refuses the cursor', async () => {
    const sheet = syncedSheet();
    await syncPack(db, {
      fetchPage: fakeServer(syncPage({ reset: true })).fetchPage,
      locale: 'en-US',
    });
    const refused = new ApiError({ type: 'sync-cursor-invalid', status: 400, title: 'Invalid' });
    const server = fakeServer(refused, syncPage({ items: [sheet], reset: true, cursor: 'fresh' }));
    await syncPack(db, { fetchPage: server.fetchPage, locale: 'en-US' });
    expect(server.queries.map((query) => query.since)).toEqual(['cursor-1', undefined]);
    expect(await ids(db)).toEqual([sheet.id]);
    expect((await readSyncState(db)).cursor).toBe('fresh');
  });

  it('keeps the stored cursor when a page fails, so the next sync goes on from there', async () => {
    const server = fakeServer(
      syncPage({ items: [syncedSheet()], cursor: 'c1', hasMore: true, reset: true }),
      new ApiError({ type: 'network-error', status: 0, title: 'No answer' }),
    );
    await expect(syncPack(db, { fetchPage: server.fetchPage, locale: 'en-US' })).rejects.toThrow();
    expect(await readSyncState(db)).toMatchObject({
      cursor: 'c1',
      syncedAt: null,
      isResetting: true,
    });
  });

  it('makes room when the storage is full: the least recently used sheets go first', async () => {
    const [opened, never] = [syncedSheet(), syncedSheet()];
    await syncPack(db, {
      fetchPage: fakeServer(syncPage({ items: [opened, never], reset: true })).fetchPage,
      locale: 'en-US',
    });
    await touchSheet(db, opened.id, 5000);
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const put = IDBObjectStore.prototype.put;
    let refusals = 1;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'sheets' && refusals > 0) {
        refusals -= 1;
        throw full;
      }
      return put.apply(this, args);
    });
    const added = syncedSheet();
    const outcome = await syncPack(db, {
      fetchPage: fakeServer(syncPage({ items: [added], cursor: 'c3' })).fetchPage,
      locale: 'en-US',
    });
    expect(outcome.isStorageFull).toBe(true);
    expect(await ids(db)).toEqual([opened.id, added.id].sort());
    expect(await readSyncState(db)).toMatchObject({ isStorageFull: true, cursor: 'c3' });
  });
});

describe('a full storage', () => {
  const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  /** The storage refuses the next `count` sheets it is given (all of them: Infinity). */
  function refuseSheets(count: number) {
    const put = IDBObjectStore.prototype.put;
    let refusals = count;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'sheets' && refusals > 0) {
        refusals -= 1;
        throw full();
      }
      return put.apply(this, args);
    });
  }

  it('drops the least used sheets’ pdfs before any sheet', async () => {
    const [opened, never] = [syncedSheet(), syncedSheet()];
    await syncPack(db, {
      fetchPage: fakeServer(syncPage({ items: [opened, never], reset: true })).fetchPage,
      locale: 'en-US',
    });
    await touchSheet(db, opened.id, 5000);
    for (const { id } of [opened, never]) {
      const bytes = new ArrayBuffer(8);
      await db.put('documents', {
        productId: id,
        reference: `pdf-${id}`,
        sizeBytes: 8,
        contentType: 'application/pdf',
        bytes,
      });
    }
    refuseSheets(1);
    const added = syncedSheet();
    const outcome = await syncPack(db, {
      fetchPage: fakeServer(syncPage({ items: [added], cursor: 'c4' })).fetchPage,
      locale: 'en-US',
    });
    expect(outcome.isStorageFull).toBe(true);
    expect(await ids(db)).toEqual([opened.id, never.id, added.id].sort());
    expect(await db.getAllKeys('documents')).toEqual([opened.id]);
  });

  it('says so, and loses nothing, when even an empty pack cannot take a page', async () => {
    refuseSheets(Infinity);
    const server = fakeServer(syncPage({ items: [syncedSheet()], cursor: 'c1', reset: true }));
    const outcome = await syncPack(db, { fetchPage: server.fetchPage, locale: 'en-US' });
    expect(outcome).toMatchObject({ stored: 0, isStorageFull: true });
    expect(await ids(db)).toEqual([]);
    expect(await readSyncState(db)).toMatchObject({ isStorageFull: true, cursor: null });
  });
});

describe('opening the pack', () => {
  it('deletes and rebuilds a database it cannot use', async () => {
    const broken = await openDB('sds-offline-pack:broken', 1, {
      upgrade(database) {
        database.createObjectStore('something-else');
      },
    });
    broken.close();
    const rebuilt = await openPackDatabase('sds-offline-pack:broken');
    expect([...rebuilt.objectStoreNames].sort()).toEqual([
      'documents',
      'entries',
      'groups',
      'meta',
      'phrases',
      'sheets',
    ]);
    expect(await readSyncState(rebuilt)).toMatchObject({ cursor: null, syncedAt: null });
  });

  it('rebuilds a pack of the first version (its entries name no pdf): a full download follows', async () => {
    const first = await openDB('sds-offline-pack:v1', 1, {
      upgrade(database) {
        database.createObjectStore('sheets', { keyPath: 'id' });
        database.createObjectStore('entries', { keyPath: 'id' });
        database.createObjectStore('meta').put({ cursor: 'old', syncedAt: 'x' }, 'sync');
      },
    });
    first.close();
    const upgraded = await openPackDatabase('sds-offline-pack:v1');
    expect(upgraded.objectStoreNames.contains('documents')).toBe(true);
    expect(await readSyncState(upgraded)).toMatchObject({ cursor: null, syncedAt: null });
  });
});
