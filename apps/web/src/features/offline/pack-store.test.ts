import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncedSheet, useFreshIndexedDb } from '../../testing/pack-fixtures.ts';
import { acetone, acetoneWithDocuments } from '../../testing/product-fixtures.ts';
import {
  EMPTY_SYNC_STATE,
  openPackDatabase,
  readSyncState,
  type PackDatabase,
} from './pack-database.ts';
import {
  countSheets,
  deleteSheets,
  evictLeastUsed,
  readEntries,
  readSheet,
  storeSyncPage,
  touchSheet,
} from './pack-store.ts';

/**
 * The pack's compact records (decision 0062): what is stored once per product, per locale and per
 * sheet reads back as the very sheet the sync answered; a full storage keeps what was there.
 */
let db: PackDatabase;
beforeEach(async () => {
  useFreshIndexedDb();
  db = await openPackDatabase('sds-offline-pack:store');
});

const store = (items: ReturnType<typeof syncedSheet>[], removed: string[] = []) =>
  storeSyncPage(db, { items, removed }, { ...EMPTY_SYNC_STATE, cursor: 'c', generation: 1 });

const variantsOf = (...sheets: ReturnType<typeof syncedSheet>[]) =>
  sheets.map(({ id, locale, name }) => ({ id, locale, name, reviewStatus: 'Approved' as const }));

describe('the compact records', () => {
  it('reads a sheet back exactly as the sync answered it', async () => {
    const sheet = syncedSheet({ ...acetoneWithDocuments, id: acetone.id });
    await store([sheet]);
    expect(await readSheet(db, { by: 'id', id: sheet.id }, 'en-US')).toEqual(sheet);
  });

  it('keeps a statement text once per locale, and a sheet’s own text where it differs', async () => {
    const official = { code: 'H225', text: 'Highly flammable liquid and vapour.' };
    const own = { code: 'H225', text: 'Highly flammable (our wording).' };
    const [first, second, third] = [
      syncedSheet({ hStatements: [official] }),
      syncedSheet({ hStatements: [own] }),
      syncedSheet({ locale: 'de-DE', hStatements: [{ code: 'H225', text: 'Flüssigkeit…' }] }),
    ];
    await store([first, second, third]);
    expect(await db.get('phrases', 'de-DE')).toEqual({ H225: 'Flüssigkeit…' });
    expect(await db.get('phrases', 'en-US')).toEqual({ H225: official.text });
    for (const sheet of [first, second, third])
      expect(await readSheet(db, { by: 'id', id: sheet.id }, 'en-US')).toEqual(sheet);
  });

  it('keeps a product’s variants once and drops them with its last sheet', async () => {
    const english = syncedSheet({ masterCode: 'MC-SHARED', locale: 'en-US' });
    const german = syncedSheet({ masterCode: 'MC-SHARED', locale: 'de-DE' });
    const variants = variantsOf(german, english);
    await store([
      { ...english, variants },
      { ...german, variants },
    ]);
    expect(await db.count('groups')).toBe(1);
    const byMaster = await readSheet(db, { by: 'masterCode', masterCode: 'MC-SHARED' }, 'de-DE');
    expect(byMaster).toMatchObject({ id: german.id, variants });
    await deleteSheets(db, [english.id]);
    expect(await db.count('groups')).toBe(1);
    await store([], [german.id]);
    expect(await db.count('groups')).toBe(0);
  });

  it('finds a sheet by article number and locale, and gives the search every code', async () => {
    const sheet = syncedSheet({
      articleNumber: 'ART-77',
      unNumber: '1090',
      casNumbers: ['67-64-1'],
      hStatements: [{ code: 'H225', text: 'x' }],
    });
    await store([sheet]);
    const address = { by: 'articleNumber', articleNumber: 'ART-77', locale: 'en-US' } as const;
    expect((await readSheet(db, address, 'en-US'))?.id).toBe(sheet.id);
    const [entry] = await readEntries(db, 'en-US');
    expect(entry?.codes).toEqual(expect.arrayContaining(['ART77', 'UN1090', '67641', 'H225']));
    expect(entry?.summary).toMatchObject({ id: sheet.id, name: sheet.name, unNumber: '1090' });
    expect(await readEntries(db, 'de-DE')).toEqual([]);
  });
});

describe('a full storage', () => {
  it('keeps nothing of a refused page and evicts the least recently opened sheets first', async () => {
    const [opened, later, never] = [syncedSheet(), syncedSheet(), syncedSheet()];
    await store([opened, later, never]);
    await touchSheet(db, opened.id, 1000);
    await touchSheet(db, later.id, 2000);
    const put = IDBObjectStore.prototype.put;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      if (this.name === 'groups')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    const refused = syncedSheet();
    await expect(store([refused])).rejects.toMatchObject({ name: 'QuotaExceededError' });
    spy.mockRestore();
    expect(await db.get('entries', refused.id)).toBeUndefined();
    expect(await readSyncState(db)).toMatchObject({ cursor: 'c' });
    expect(await evictLeastUsed(db, 2)).toBe(2);
    expect(await db.getAllKeys('entries')).toEqual([later.id]);
    expect(await countSheets(db)).toBe(1);
  });
});

describe('older packs', () => {
  it('rebuilds a pack of version 2 (whole sheets): a full download follows', async () => {
    const old = await openDB('sds-offline-pack:v2', 2, {
      upgrade(database) {
        database.createObjectStore('sheets', { keyPath: 'id' }).put(syncedSheet());
        database.createObjectStore('entries', { keyPath: 'id' });
        database.createObjectStore('documents', { keyPath: 'productId' });
        database.createObjectStore('meta').put({ cursor: 'old', syncedAt: 'x' }, 'sync');
      },
    });
    old.close();
    const rebuilt = await openPackDatabase('sds-offline-pack:v2');
    expect(await rebuilt.count('sheets')).toBe(0);
    expect(await readSyncState(rebuilt)).toMatchObject({ cursor: null, syncedAt: null });
  });

  it('rebuilds a pack whose records have another layout (sheets with other fields)', async () => {
    await store([syncedSheet()]);
    await db.put('meta', '3:name,supplier', 'layout');
    db.close();
    const rebuilt = await openPackDatabase('sds-offline-pack:store');
    expect(await rebuilt.count('entries')).toBe(0);
  });
});
