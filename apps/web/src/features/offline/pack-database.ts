import type { ProductVariant } from '@sds/contract';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { PACK_DATABASE_PREFIX } from '../../lib/offline-pack-wipe.ts';
import {
  RECORD_LAYOUT,
  type PackEntryRecord,
  type PackPdfRef,
  type PackPhrases,
} from './pack-records.ts';

export type { PackEntry, PackEntryRecord, PackPdfRef } from './pack-records.ts';

/** A stored copy of a sheet's SDS pdf (one per sheet, key the product id). */
export type PackDocument = PackPdfRef & {
  productId: string;
  contentType: string;
  /** The file's bytes (an ArrayBuffer stores in every browser's IndexedDB). */
  bytes: ArrayBuffer;
};

/** Whether this device keeps the sheets' SDS pdfs too (record `pdfs`; off until chosen). */
export type PackPdfState = {
  isWanted: boolean;
  /** True when the storage refused a pdf: the most recently used sheets' pdfs are kept. */
  isStorageFull: boolean;
};

/** Where the pack stands with the server (one record, key `sync`). */
export type PackSyncState = {
  /** The cursor of the last stored page; null before the first. */
  cursor: string | null;
  /** The server time of the last complete sync ("sheets as of …"); null before it ends. */
  syncedAt: string | null;
  /** The generation of the sheets the pack holds, or of the full download under way. */
  generation: number;
  /** True while a full download is under way: at its end the other generations go. */
  isResetting: boolean;
  /** True once the storage refused sheets: the least recently used ones were dropped. */
  isStorageFull: boolean;
};

/**
 * The stores (decision 0062; pack-records.ts says what each record holds). None has an index:
 * an index entry costs about as much as a small record in Chromium's IndexedDB, and what the
 * indexes served — a locale's entries for the search, the least used, a generation, an article
 * number — is read from the entries, which the search reads whole anyway.
 */
export type PackSchema = DBSchema & {
  /** Each sheet's body (pack-records.ts `bodyOf`), key the product id. */
  sheets: { key: string; value: Uint8Array };
  entries: { key: string; value: PackEntryRecord };
  /** Each product's language variants, key `groupKey(masterCode, companyId)`. */
  groups: { key: string; value: ProductVariant[] };
  /** The statement texts of one product locale, key the locale. */
  phrases: { key: string; value: PackPhrases };
  documents: { key: string; value: PackDocument; indexes: { 'by-reference': string } };
  /** `sync`: a PackSyncState; `pdfs`: a PackPdfState; `layout`: the records' RECORD_LAYOUT. */
  meta: { key: 'sync' | 'pdfs' | 'layout'; value: PackSyncState | PackPdfState | string };
};

export type PackDatabase = IDBPDatabase<PackSchema>;

// 2: the entries name their SDS pdf, and `documents` keeps the pdfs. 3: compact records
// (decision 0062). An older pack is rebuilt by a full download.
const PACK_VERSION = 3;
const STORES = ['sheets', 'entries', 'groups', 'phrases', 'documents', 'meta'] as const;

/** The pack database of one signed-in device of one company. */
export function packDatabaseName(user: { companyId: string; deviceId: string }): string {
  return `${PACK_DATABASE_PREFIX}${user.companyId}:${user.deviceId}`;
}

async function openOnce(name: string, onClosed?: () => void): Promise<PackDatabase> {
  const database = await openDB<PackSchema>(name, PACK_VERSION, {
    upgrade(db) {
      for (const store of [...db.objectStoreNames]) db.deleteObjectStore(store);
      db.createObjectStore('sheets');
      db.createObjectStore('entries', { keyPath: 'id' });
      db.createObjectStore('groups');
      db.createObjectStore('phrases');
      const documents = db.createObjectStore('documents', { keyPath: 'productId' });
      documents.createIndex('by-reference', 'reference');
      void db.createObjectStore('meta').put(RECORD_LAYOUT, 'layout');
    },
    // A logout in another tab deletes this database: let it, the pack is gone anyway.
    blocking() {
      database.close();
      onClosed?.();
    },
  });
  if (STORES.some((store) => !database.objectStoreNames.contains(store))) {
    database.close();
    throw new Error(`The offline pack ${name} lacks its stores`);
  }
  // Records of another layout (an app whose sheets had other fields) would be read wrong.
  if ((await database.get('meta', 'layout')) !== RECORD_LAYOUT) {
    database.close();
    throw new Error(`The offline pack ${name} holds records of another layout`);
  }
  return database;
}

/**
 * Opens (or creates) a pack. One that cannot be opened — corrupt, from a newer app, missing a
 * store — is deleted and built anew: the server has every sheet it held. `onClosed` is told when
 * another tab deletes it (a logout there).
 */
export async function openPackDatabase(name: string, onClosed?: () => void): Promise<PackDatabase> {
  try {
    return await openOnce(name, onClosed);
  } catch (error) {
    console.warn('The offline pack could not be opened; it is built anew', error);
    await deleteDB(name);
    return openOnce(name, onClosed);
  }
}

export const EMPTY_SYNC_STATE: PackSyncState = {
  cursor: null,
  syncedAt: null,
  generation: 0,
  isResetting: false,
  isStorageFull: false,
};

export async function readSyncState(db: PackDatabase): Promise<PackSyncState> {
  return ((await db.get('meta', 'sync')) as PackSyncState | undefined) ?? EMPTY_SYNC_STATE;
}

export const EMPTY_PDF_STATE: PackPdfState = { isWanted: false, isStorageFull: false };

export async function readPdfState(db: PackDatabase): Promise<PackPdfState> {
  return ((await db.get('meta', 'pdfs')) as PackPdfState | undefined) ?? EMPTY_PDF_STATE;
}
