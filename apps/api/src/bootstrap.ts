import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './platform/config/config.ts';
import {
  deriveSecretKeys,
  loadMasterSecret,
  type SecretKeys,
} from './platform/crypto/secret-keys.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { STORED_FILE_SWEEP_QUEUE } from './modules/documents/index.ts';
import { ARCHIVE_PURGE_QUEUE, DUE_REVIEW_DIGEST_QUEUE } from './modules/products/index.ts';
import { LICENCE_CALENDAR_QUEUE } from './modules/licences/index.ts';
import { NOTIFICATION_RETENTION_QUEUE } from './modules/push/index.ts';
import { SUPPLIER_REMINDER_QUEUE } from './modules/suppliers/index.ts';
import { scheduleDailyRun } from './platform/jobs/daily-job.ts';
import { createLocalFileStore, type FileStore } from './platform/storage/file-store.ts';
import { createS3Client, s3AccessProblem } from './platform/storage/s3-client.ts';
import { createS3FileStore } from './platform/storage/s3-file-store.ts';
import { hasDemoData, isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data.ts';
import { seedDemoDocuments } from './seed/seed-demo-documents.ts';

/** A start-up condition the operator must fix; the message says what and how. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

export interface PreparedState {
  database: Database;
  secretKeys: SecretKeys;
  fileStore: FileStore;
}

/**
 * The file store: the bucket of `S3_BUCKET` (uploads spooled in `DATA_DIR/spool`), else the
 * embedded `DATA_DIR/files` (decision 0064).
 */
export function fileStoreFor(config: Config): FileStore {
  if (!config.s3) return createLocalFileStore(join(config.dataDir, 'files'));
  return createS3FileStore({
    client: createS3Client(config.s3),
    bucket: config.s3.bucket,
    spoolRoot: join(config.dataDir, 'spool'),
  });
}

/**
 * Refuses to start with a bucket the server cannot work with (wrong key, unreachable endpoint,
 * no such bucket), naming the variable to fix.
 */
export async function checkFileStore(config: Config): Promise<void> {
  if (!config.s3) return;
  const problem = await s3AccessProblem(createS3Client(config.s3), config.s3);
  if (problem) throw new StartupError(`The file store cannot be used: ${problem}`);
}

/**
 * Everything that must hold before the server listens: the database answers and is migrated,
 * the secret keys are loaded, the file store's bucket (if any) can be written, no half-written file of a dead write is left, demo data is
 * seeded (outside production, on an empty database) or refused (in production), and the daily
 * runs are queued.
 */
export async function prepareState(config: Config, log: FastifyBaseLogger): Promise<PreparedState> {
  const secretKeys = deriveSecretKeys(await loadMasterSecret(config.secretsKey, config.dataDir));
  await checkFileStore(config);
  const fileStore = fileStoreFor(config);
  // What writes that died with the last process left half-written (decision 0034).
  const abandonedWrites = await fileStore.removeAbandonedWrites();
  if (abandonedWrites > 0) log.info({ abandonedWrites }, 'Removed half-written files');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await runMigrations(database.pool);
    if (config.isProduction) {
      if (await hasDemoData(database.db)) {
        throw new StartupError(
          'Refusing to start in production: the database holds demo data (companies marked is_demo). Use a fresh database.',
        );
      }
    } else if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
      await seedDemoData(database.db, secretKeys);
      const documents = await seedDemoDocuments(database.db, fileStore);
      log.info({ documents }, 'Seeded demo data (see README: demo companies and codes)');
    }
    // Daily jobs: a run now, and each run queues the next. Licences start and end with the
    // calendar; the notification feed forgets what is old; the archive lets go of what its
    // retention no longer keeps; stored files nothing refers to go; the week's digest of sheets
    // due for review goes out once; suppliers hear again of requests open for 14 days.
    for (const queue of [
      LICENCE_CALENDAR_QUEUE,
      NOTIFICATION_RETENTION_QUEUE,
      ARCHIVE_PURGE_QUEUE,
      STORED_FILE_SWEEP_QUEUE,
      DUE_REVIEW_DIGEST_QUEUE,
      SUPPLIER_REMINDER_QUEUE,
    ]) {
      await scheduleDailyRun(database.db, { queue, runNow: true });
    }
    log.info({ database: database.kind }, 'Database ready');
    return { database, secretKeys, fileStore };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
