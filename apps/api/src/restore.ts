// `npm run restore -- <folder> [--force]`: a backup of `npm run backup` back into the database
// and the file store the environment names (DATA_DIR, DATABASE_URL, S3_*), with the servers
// stopped (decision 0067; docs/operations.md#backups). A database that is not empty is refused
// unless --force.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { StartupError, checkFileStore, fileStoreFor } from './bootstrap.ts';
import { BackupError } from './platform/backup/backup-manifest.ts';
import { restoreBackup } from './platform/backup/restore-backup.ts';
import { exitWithMessage, loadConfigOrExit } from './platform/config/config-or-exit.ts';
import { describeDatabaseUrl } from './platform/db/database.ts';

/** How this program names itself in the one-line messages it exits with. */
const PROGRAM = 'restore';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [given, ...extra] = positionals;
if (given === undefined || extra.length > 0) {
  exitWithMessage(PROGRAM, 'usage: npm run restore -- <folder> [--force]');
}
const config = loadConfigOrExit(PROGRAM);
const folder = resolve(given);
const started = Date.now();
try {
  await checkFileStore(config);
  const info = await restoreBackup({
    folder,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseDescription: config.databaseUrl
      ? describeDatabaseUrl(config.databaseUrl)
      : `${config.dataDir}/db`,
    fileStore: fileStoreFor(config),
    force: values.force,
    onProgress: (line) => process.stdout.write(`${line}\n`),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Restored the backup of ${info.createdAt} (${info.files} stored files) in ${seconds} s\n`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof StartupError) {
    exitWithMessage(PROGRAM, error.message);
  }
  throw error;
}
