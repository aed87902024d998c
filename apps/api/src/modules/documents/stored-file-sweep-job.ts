import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database.ts';
import { createDailyJobHandler } from '../../platform/jobs/daily-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';

/** The queue of the daily run that removes stored files nothing refers to. */
export const STORED_FILE_SWEEP_QUEUE = 'stored-file-sweep';

/**
 * How long a stored file nothing refers to is kept: an upload stores its bytes before its
 * transaction writes the row, so a young file may belong to a row not committed yet, on this
 * server or another (decision 0034).
 */
export const UNREFERENCED_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The keys among `keys` that a row refers to — every column that holds a storage key: a
 * product's documents, the file a product's import reads, the SDS a product request carries.
 * One statement, so one snapshot: a reference moving from one row to another in a committed
 * transaction (a merge, a converted request) is seen on one side or the other.
 */
export async function findReferencedStorageKeys(
  db: Db,
  keys: readonly string[],
): Promise<ReadonlySet<string>> {
  if (keys.length === 0) return new Set();
  // Keys are 64 hex digits (the store lists only such names): safe inside an array literal.
  const wanted = `{${keys.join(',')}}`;
  const result = await db.execute<{ key: string }>(sql`
    select storage_key as key from product_documents where storage_key = any(${wanted}::text[])
    union
    select import_source->>'storageKey' from products
      where import_source->>'storageKey' = any(${wanted}::text[])
    union
    select file->>'storageKey' from product_requests
      where file->>'storageKey' = any(${wanted}::text[])`);
  return new Set(result.rows.map((row) => row.key));
}

/**
 * Every storage key a row refers to (the columns findReferencedStorageKeys reads), in one
 * statement: a backup reads them in its snapshot to check it holds every file (decision 0067).
 */
export async function listReferencedStorageKeys(db: Db): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select storage_key as key from product_documents
    union
    select import_source->>'storageKey' from products
      where import_source->>'storageKey' is not null
    union
    select file->>'storageKey' from product_requests where file->>'storageKey' is not null`);
  return result.rows.map((row) => row.key);
}

/**
 * Once a day: `.part` files of writes that died go, and so do stored files that no row has
 * referred to for longer than the grace period (replaced pdfs, deleted products and
 * companies, uploads whose transaction never committed).
 */
export function createStoredFileSweepJobHandler(deps: {
  db: Db;
  fileStore: FileStore;
  logger: Logger;
}): JobHandler {
  const { db, fileStore, logger } = deps;
  return createDailyJobHandler({
    queue: STORED_FILE_SWEEP_QUEUE,
    executor: db,
    async work() {
      const abandonedWrites = await fileStore.removeAbandonedWrites();
      const { kept, removed } = await fileStore.removeUnreferenced({
        writtenBefore: new Date(Date.now() - UNREFERENCED_FILE_GRACE_MS),
        findReferenced: (keys) => findReferencedStorageKeys(db, keys),
      });
      logger.info({ abandonedWrites, removed, kept }, 'Stored files swept');
    },
  });
}
