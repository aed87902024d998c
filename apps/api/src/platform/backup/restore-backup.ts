import { join } from 'node:path';
import { copyStoredFiles } from '../storage/copy-stored-files.ts';
import { createLocalFileStore, type FileStore } from '../storage/file-store.ts';
import { BackupError, readBackup, verifyBackup, type BackupInfo } from './backup-manifest.ts';
import { checkEmbeddedTarget, restoreEmbeddedDatabase } from './embedded-database-copy.ts';
import { checkPostgresTarget, restorePostgres } from './postgres-dump.ts';

export interface RestoreOptions {
  /** The backup's folder. */
  folder: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How the database is named in messages (the URL with its password masked). */
  databaseDescription: string;
  fileStore: FileStore;
  /** Replace a database that is not empty. */
  force: boolean;
  onProgress?: (line: string) => void;
}

/**
 * Restores a backup (decision 0067), with the servers stopped. Before anything is written: the
 * backup must be complete and of the configured kind of database, every file must match the
 * manifest, and the database must be empty (or `force`). Then the stored files go into the
 * store (content-addressed: what is there already stays, an interrupted restore leaves only
 * files nothing refers to), then the database in one step (PostgreSQL: one transaction;
 * embedded: a rename), so a failure leaves the database as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupInfo> {
  const say = options.onProgress ?? (() => {});
  const { info, entries } = await readBackup(options.folder);
  const { databaseUrl } = options;
  if (info.database === 'postgres' && !databaseUrl) {
    throw new BackupError(
      'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
    );
  }
  if (info.database === 'embedded' && databaseUrl) {
    throw new BackupError(
      'This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
  const embeddedDir = join(options.dataDir, 'db');
  const replace = databaseUrl
    ? await checkPostgresTarget({
        databaseUrl,
        force: options.force,
        describedAs: options.databaseDescription,
      })
    : await checkEmbeddedTarget(embeddedDir, options.force);
  await verifyBackup(options.folder, entries);
  say(`backup checked: ${entries.length} files match the manifest`);

  const report = await copyStoredFiles(
    createLocalFileStore(join(options.folder, 'files')),
    options.fileStore,
  );
  if (report.mismatched.length > 0) {
    throw new BackupError(
      `Stored files did not arrive whole; the database was not restored:\n${report.mismatched.join('\n')}`,
    );
  }
  say(`stored files: ${report.copied} copied, ${report.alreadyThere} already there`);
  if (databaseUrl) {
    await restorePostgres({ databaseUrl, file: join(options.folder, 'database.dump'), replace });
  } else {
    await restoreEmbeddedDatabase({
      source: join(options.folder, 'db'),
      dataDir: embeddedDir,
      replace,
    });
  }
  say('database restored');
  return info;
}
