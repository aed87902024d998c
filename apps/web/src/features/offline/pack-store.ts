import type { Product, SyncResponse } from '@sds/contract';
import type { IDBPTransaction } from 'idb';
import type { PackAddress } from '../../lib/offline-pack.ts';
import {
  readSyncState,
  type PackDatabase,
  type PackSchema,
  type PackDocument,
  type PackEntry,
  type PackEntryRecord,
  type PackSyncState,
} from './pack-database.ts';
import {
  bodyOf,
  entryOf,
  entryRecordOf,
  groupKey,
  groupKeysOf,
  sheetOf,
  type PackPhrases,
} from './pack-records.ts';

export { pdfOf } from './pack-records.ts';

/** True for the failure a browser gives when the site's storage is full. */
export function isQuotaExceeded(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

const SHEET_STORES = ['sheets', 'entries', 'groups', 'phrases', 'documents', 'meta'] as const;
type SheetStore = (typeof SHEET_STORES)[number];
type SheetTransaction = IDBPTransaction<PackSchema, SheetStore[], 'readwrite'>;
const sheetTransaction = (db: PackDatabase): SheetTransaction =>
  db.transaction([...SHEET_STORES], 'readwrite');

/**
 * Stores one page of the sync answer in one transaction with the state it leads to: the sheets
 * come (as compact records, pack-records.ts), the removed ones go, and the cursor moves on only
 * with them. A sheet keeps when it was last used.
 */
export async function storeSyncPage(
  db: PackDatabase,
  page: Pick<SyncResponse, 'items' | 'removed'>,
  next: PackSyncState,
): Promise<void> {
  const tx = sheetTransaction(db);
  const entries = tx.objectStore('entries');
  // The transaction's own end decides (a full storage aborts it), not each request's.
  const work: Promise<unknown>[] = [];
  const add = (...requests: Promise<unknown>[]) =>
    work.push(...requests.map((request) => request.catch(() => undefined)));
  try {
    const locales = [...new Set(page.items.map((sheet) => sheet.locale))];
    const [olds, phraseTables, gone] = await Promise.all([
      Promise.all(page.items.map((sheet) => entries.get(sheet.id))),
      Promise.all(locales.map((locale) => tx.objectStore('phrases').get(locale))),
      Promise.all(page.removed.map((id) => entries.get(id))),
    ]);
    const phrases = new Map(locales.map((locale, at) => [locale, phraseTables[at] ?? {}]));
    page.items.forEach((sheet, at) => {
      const record = entryRecordOf(sheet, olds[at]?.usedAt ?? 0, next.generation);
      const body = bodyOf(sheet, phrases.get(sheet.locale) as PackPhrases);
      add(
        entries.put(record),
        tx.objectStore('sheets').put(body, sheet.id),
        tx.objectStore('groups').put(sheet.variants, groupKey(sheet.masterCode, sheet.companyId)),
      );
    });
    for (const [locale, table] of phrases) add(tx.objectStore('phrases').put(table, locale));
    add(deleteRecords(tx, page.removed, gone), tx.objectStore('meta').put(next, 'sync'));
  } catch (error) {
    // A request refused at once (a full storage, in some browsers): nothing of the page stays.
    tx.abort();
    await tx.done.catch(() => undefined);
    throw error;
  }
  await Promise.all([...work, tx.done]);
}

/**
 * Deletes sheets' records and stored pdfs; a product's variants go with its last sheet in the
 * pack. `records` are the sheets' entries as read in the same transaction (undefined: not held).
 */
async function deleteRecords(
  tx: SheetTransaction,
  ids: readonly string[],
  records: readonly (PackEntryRecord | undefined)[],
): Promise<void> {
  await Promise.all(
    ids.flatMap((id) => [
      tx.objectStore('sheets').delete(id),
      tx.objectStore('entries').delete(id),
      tx.objectStore('documents').delete(id),
    ]),
  );
  const groups = new Set(
    records.flatMap((record) => (record ? [groupKey(record.masterCode, record.hit[0])] : [])),
  );
  for (const key of groups) {
    const variants = (await tx.objectStore('groups').get(key)) ?? [];
    const held = await Promise.all(variants.map(({ id }) => tx.objectStore('entries').getKey(id)));
    if (!held.some((id) => id !== undefined)) await tx.objectStore('groups').delete(key);
  }
}

/** Deletes the sheets, their records and their stored pdfs, in one transaction. */
export async function deleteSheets(db: PackDatabase, ids: Iterable<string>): Promise<void> {
  const list = [...ids];
  const tx = sheetTransaction(db);
  const records = await Promise.all(list.map((id) => tx.objectStore('entries').get(id)));
  await deleteRecords(tx, list, records);
  await tx.done;
}

/** Ends a full download: every sheet it did not bring is no longer the company's to show. */
export async function dropOtherGenerations(db: PackDatabase, generation: number): Promise<void> {
  const records = await db.getAll('entries');
  await deleteSheets(
    db,
    records.filter((record) => record.generation !== generation).map(({ id }) => id),
  );
}

/**
 * Makes room when the storage is full, pdfs before sheets: a sheet is what a worker needs
 * offline, its pdf (often a hundred times its size) only a copy of it. Deletes the stored pdfs
 * of the `count` least recently used sheets that hold one (never opened ones first). Answers how
 * many went.
 */
export async function dropLeastUsedPdfs(db: PackDatabase, count: number): Promise<number> {
  const [records, held] = await Promise.all([db.getAll('entries'), db.getAllKeys('documents')]);
  const holding = new Set(held);
  const ids = records
    .filter(({ id }) => holding.has(id))
    .sort((a, b) => a.usedAt - b.usedAt)
    .slice(0, count)
    .map(({ id }) => id);
  const tx = db.transaction('documents', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  return ids.length;
}

/**
 * Makes room when the storage is full and no pdf is left to drop: deletes the `count` least
 * recently used sheets (never opened ones first, then by when they were opened). Answers how
 * many went.
 */
export async function evictLeastUsed(db: PackDatabase, count: number): Promise<number> {
  const records = await db.getAll('entries');
  records.sort((a, b) => a.usedAt - b.usedAt);
  const ids = records.slice(0, count).map(({ id }) => id);
  await deleteSheets(db, ids);
  return ids.length;
}

export async function writeSyncState(db: PackDatabase, state: PackSyncState): Promise<void> {
  await db.put('meta', state, 'sync');
}

export async function updateSyncState(
  db: PackDatabase,
  change: Partial<PackSyncState>,
): Promise<PackSyncState> {
  const next = { ...(await readSyncState(db)), ...change };
  await writeSyncState(db, next);
  return next;
}

/** Marks a sheet as just used; nothing when the pack does not hold it. */
export async function touchSheet(db: PackDatabase, id: string, now = Date.now()): Promise<void> {
  const tx = db.transaction('entries', 'readwrite');
  const entry = await tx.store.get(id);
  if (entry) await tx.store.put({ ...entry, usedAt: now });
  await tx.done;
}

/** The id of the sheet an address names; a master code gives the variant in `productLocale`. */
async function idOf(
  db: PackDatabase,
  address: PackAddress,
  productLocale: string,
): Promise<string | undefined> {
  if (address.by === 'id') return address.id;
  if (address.by === 'articleNumber') {
    const records = await db.getAll('entries');
    return records.find(
      (record) =>
        record.articleNumber === address.articleNumber && record.locale === address.locale,
    )?.id;
  }
  const variants = (await db.getAll('groups', groupKeysOf(address.masterCode))).flat();
  const held = await Promise.all(variants.map((variant) => db.getKey('entries', variant.id)));
  const inPack = variants.filter((_, at) => held[at] !== undefined);
  return (inPack.find((variant) => variant.locale === productLocale) ?? inPack[0])?.id;
}

/**
 * A sheet of the pack by any of its addresses, put together from its records; a master code
 * gives the variant in the product locale, else the first variant the pack holds.
 */
export async function readSheet(
  db: PackDatabase,
  address: PackAddress,
  productLocale: string,
): Promise<Product | null> {
  const id = await idOf(db, address, productLocale);
  if (id === undefined) return null;
  const tx = db.transaction(['entries', 'sheets', 'groups', 'phrases']);
  const [record, body] = await Promise.all([
    tx.objectStore('entries').get(id),
    tx.objectStore('sheets').get(id),
  ]);
  if (!record || !body) return null;
  const [variants, phrases] = await Promise.all([
    tx.objectStore('groups').get(groupKey(record.masterCode, record.hit[0])),
    tx.objectStore('phrases').get(record.locale),
  ]);
  return sheetOf(record, body, variants ?? [], phrases ?? {});
}

/** The search entries of one product locale. */
export async function readEntries(db: PackDatabase, locale: string): Promise<PackEntry[]> {
  const records = await db.getAll('entries');
  return records.filter((record) => record.locale === locale).map(entryOf);
}

/** How many sheets the pack holds. */
export function countSheets(db: PackDatabase): Promise<number> {
  return db.count('entries');
}

/**
 * Stores a sheet's pdf, unless the sheet left the pack or has another pdf by now (a sync ran
 * meanwhile). Answers whether it was stored; a full storage throws its QuotaExceededError.
 */
export async function storeDocument(db: PackDatabase, document: PackDocument): Promise<boolean> {
  const tx = db.transaction(['entries', 'documents'], 'readwrite');
  const entry = await tx.objectStore('entries').get(document.productId);
  const isCurrent = entry?.pdf?.reference === document.reference;
  if (isCurrent)
    void tx
      .objectStore('documents')
      .put(document)
      .catch(() => undefined);
  await tx.done;
  return isCurrent;
}

/** The stored copy of a sheet's pdf, when it is the one the sheet names; null otherwise. */
export async function readDocument(
  db: PackDatabase,
  productId: string,
  reference: string,
): Promise<PackDocument | null> {
  const document = await db.get('documents', productId);
  return document?.reference === reference ? document : null;
}
