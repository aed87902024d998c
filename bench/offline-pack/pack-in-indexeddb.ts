// The offline pack's IndexedDB as the bench reads it from inside the page (the functions handed to
// page.evaluate run there): its state, the sheets carrying a mark, its ids and its size.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';

export type PackState = {
  name: string;
  syncedAt: string | null;
  cursor: string | null;
  sheets: number | null;
};

/**
 * The pack on this profile: when it last synced completely, its cursor and, with `withCount`,
 * how many sheets (a count walks the whole store: never while a sync is being timed).
 */
export function packState(page: Page, withCount = false): Promise<PackState | null> {
  return page.evaluate(async (withCount) => {
    const name = (await indexedDB.databases()).find((db) =>
      db.name?.startsWith('sds-offline-pack:'),
    )?.name;
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('meta')) return null;
      const transaction = db.transaction(withCount ? ['meta', 'sheets'] : ['meta']);
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const meta = await read<{ syncedAt: string | null; cursor: string | null } | undefined>(
        transaction.objectStore('meta').get('sync'),
      );
      const sheets = withCount ? await read(transaction.objectStore('sheets').count()) : null;
      return { name, syncedAt: meta?.syncedAt ?? null, cursor: meta?.cursor ?? null, sheets };
    } finally {
      db.close();
    }
  }, withCount);
}

/** The sheets of `ids` whose name carries `mark` in the pack (pack layout 3, decision 0062). */
export function sheetsMarked(page: Page, ids: string[], mark: string): Promise<number> {
  return page.evaluate(
    async ([ids, mark]) => {
      const name = (await indexedDB.databases()).find((db) =>
        db.name?.startsWith('sds-offline-pack:'),
      )?.name;
      if (!name) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        // A sheet's name is in its search entry (`hit`: companyId, companyName, name, …).
        const store = db.transaction('entries').objectStore('entries');
        const entries = await Promise.all(
          ids.map(
            (id) =>
              new Promise<{ hit?: string[] } | undefined>((resolve, reject) => {
                const request = store.get(id);
                request.onsuccess = () => resolve(request.result as { hit?: string[] } | undefined);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        return entries.filter((entry) => entry?.hit?.[2]?.includes(mark)).length;
      } finally {
        db.close();
      }
    },
    [ids, mark] as const,
  );
}

/** The ids of the pack's sheets in one locale, in key order. */
export function packIds(page: Page, locale: string): Promise<string[]> {
  return page.evaluate(async (locale) => {
    const name = (await indexedDB.databases()).find((db) =>
      db.name?.startsWith('sds-offline-pack:'),
    )?.name;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name!);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const all = await new Promise<{ id: string; locale: string }[]>((resolve, reject) => {
        const request = db.transaction('entries').objectStore('entries').getAll();
        request.onsuccess = () => resolve(request.result as { id: string; locale: string }[]);
        request.onerror = () => reject(request.error);
      });
      return all.filter((entry) => entry.locale === locale).map((entry) => entry.id);
    } finally {
      db.close();
    }
  }, locale);
}

/** 3: what the pack takes: the browser's estimate and the records serialised, per store. */
export function packSize(page: Page) {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: Record<string, number>;
    };
    const name = (await indexedDB.databases()).find((db) =>
      db.name?.startsWith('sds-offline-pack:'),
    )?.name;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name!);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores: Record<string, { records: number; bytes: number }> = {};
    const fields: Record<string, number> = {};
    try {
      // UTF-8 bytes of the JSON (TextEncoder: a Blob per value would cost a round trip each).
      const encoder = new TextEncoder();
      // Bytes (a deflated body, decision 0062) count as their length, not as JSON.
      const bytesOf = (value: unknown): number =>
        ArrayBuffer.isView(value) ? value.byteLength : encoder.encode(JSON.stringify(value)).length;
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      for (const store of [...db.objectStoreNames]) {
        const figures = { records: 0, bytes: 0 };
        const transaction = db.transaction(store);
        const [keys, values] = await Promise.all([
          read(transaction.objectStore(store).getAllKeys()),
          read(transaction.objectStore(store).getAll()),
        ]);
        values.forEach((value: unknown, index) => {
          figures.records += 1;
          figures.bytes += bytesOf(keys[index]) + bytesOf(value);
          // What a stored sheet is made of: bytes per field, to see what dominates.
          if (store === 'sheets' || store === 'entries')
            for (const [key, field] of ArrayBuffer.isView(value)
              ? [['body', value] as const]
              : Object.entries(value as object)) {
              const name = `${store}.${key}`;
              fields[name] = (fields[name] ?? 0) + bytesOf(field);
            }
        });
        stores[store] = figures;
      }
    } finally {
      db.close();
    }
    return {
      usage: estimate.usage ?? 0,
      usageDetails: estimate.usageDetails ?? {},
      stores,
      fields,
    };
  });
}
