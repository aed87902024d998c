// `npm run backup -- <folder>`: the database and the stored files into a new folder, while the
// server runs (decision 0067; docs/operations.md#backups). Run it with the server's
// environment: DATA_DIR, DATABASE_URL when on PostgreSQL, the S3_* variables when on a bucket.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { StartupError, checkFileStore, fileStoreFor } from './bootstrap.ts';
import { listReferencedStorageKeys } from './modules/documents/index.ts';
import { BackupError } from './platform/backup/backup-manifest.ts';
import { createBackup } from './platform/backup/create-backup.ts';
import { exitWithMessage, loadConfigOrExit } from './platform/config/config-or-exit.ts';
import * as schema from './platform/db/schema.ts';

/** How this program names itself in the one-line messages it exits with. */
const PROGRAM = 'backup';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [given, ...extra] = positionals;
if (given === undefined || extra.length > 0) {
  exitWithMessage(PROGRAM, 'usage: npm run backup -- <folder>');
}
const config = loadConfigOrExit(PROGRAM);
const folder = resolve(given);
const started = Date.now();
try {
  await checkFileStore(config);
  const info = await createBackup({
    folder,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    fileStore: fileStoreFor(config),
    appVersion: config.version,
    listReferencedKeys: (client) =>
      listReferencedStorageKeys(drizzle(client, { schema, casing: 'snake_case' })),
    onProgress: (line) => process.stdout.write(`${line}\n`),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Backup of the ${info.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${info.files} stored files in ${folder} (${seconds} s)\n`,
  );
  if (info.missingFiles.length > 0) {
    exitWithMessage(
      PROGRAM,
      `the database refers to ${info.missingFiles.length} stored files the store does not hold (listed in backup.json as missingFiles): they were missing before this backup, or removed while it ran — run it again`,
    );
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof StartupError) {
    exitWithMessage(PROGRAM, error.message);
  }
  throw error;
}
