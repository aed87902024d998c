import 'fake-indexeddb/auto';
import type { Product, SyncResponse } from '@sds/contract';
import { IDBFactory } from 'fake-indexeddb';
import { acetone } from './product-fixtures.ts';

let serial = 0;

/** A UUID (version 4 form) unique in the test run. */
export function testUuid(): string {
  serial += 1;
  const tail = serial.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${tail}`;
}

/** An approved sheet as the sync answers it: acetone's fields, with the given changes. */
export function syncedSheet(change: Partial<Product> = {}): Product {
  const id = change.id ?? testUuid();
  return {
    ...acetone,
    id,
    masterCode: `MC-${id.slice(-6)}`,
    articleNumber: `ART-${id.slice(-6)}`,
    name: 'Plain product',
    supplier: 'Some Supplier',
    unNumber: null,
    casNumbers: [],
    hStatements: [],
    pStatements: [],
    variants: [],
    ...change,
  };
}

/** One page of `GET /api/products/sync`. */
export function syncPage(change: Partial<SyncResponse> = {}): SyncResponse {
  return {
    items: [],
    removed: [],
    cursor: 'cursor-1',
    hasMore: false,
    reset: false,
    syncedAt: '2026-11-28T05:00:00.000Z',
    ...change,
  };
}

/** A fresh, empty in-memory IndexedDB for the test (fake-indexeddb). */
export function useFreshIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
}
