import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import type { FileStore } from '../storage/file-store.ts';
import {
  BACKUP_FORMAT,
  BackupError,
  finishBackup,
  sha256OfFile,
  type BackupInfo,
  type ManifestEntry,
} from './backup-manifest.ts';
import { copyEmbeddedDatabase } from './embedded-database-copy.ts';
import { dumpPostgres } from './postgres-dump.ts';
import { copyStoreToFolder } from './stored-files-copy.ts';

export interface BackupOptions {
  /** The folder to write the backup into: new, or empty. */
  folder: string;
  /** The portal's DATA_DIR (its embedded database is `DATA_DIR/db`). */
  dataDir: string;
  /** PostgreSQL's URL; when absent, the embedded database is backed up. */
  databaseUrl: string | undefined;
  fileStore: FileStore;
  appVersion: string;
  /** Every storage key the database refers to, read in the backup's snapshot. */
  listReferencedKeys: (client: pg.Client) => Promise<readonly string[]>;
  onProgress?: (line: string) => void;
}

async function requireEmptyFolder(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  if (names.length > 0) {
    throw new BackupError(`${folder} is not empty: back up into a new or empty folder.`);
  }
  await mkdir(folder, { recursive: true });
}

/**
 * Backs up the database and the stored files into a folder (decision 0067): the database first,
 * from one snapshot (PostgreSQL: pg_dump; embedded: PGlite's data directory copied while the
 * server's session is held), then the stored files it may refer to, checked against their
 * names, then `manifest.sha256` and `backup.json`. Stored files are content-addressed and
 * written before any row points at them, so every file the snapshot refers to is in the store
 * when the files are copied; one that went meanwhile (the daily sweep) is named in
 * `backup.json`'s `missingFiles`.
 */
export async function createBackup(options: BackupOptions): Promise<BackupInfo> {
  const { folder } = options;
  const say = options.onProgress ?? (() => {});
  await requireEmptyFolder(folder);
  const entries: ManifestEntry[] = [];
  let referenced: readonly string[];
  let database: BackupInfo['database'];
  if (options.databaseUrl) {
    database = 'postgres';
    const file = join(folder, 'database.dump');
    referenced = await dumpPostgres({
      databaseUrl: options.databaseUrl,
      file,
      whileHeld: options.listReferencedKeys,
    });
    entries.push({ path: 'database.dump', sha256: await sha256OfFile(file) });
    say('database dumped (pg_dump)');
  } else {
    database = 'embedded';
    const copy = await copyEmbeddedDatabase({
      dataDir: join(options.dataDir, 'db'),
      target: join(folder, 'db'),
      backupFolder: folder,
      whileHeld: options.listReferencedKeys,
    });
    referenced = copy.held;
    entries.push(...copy.entries);
    say(
      `database copied (${copy.entries.length} files, ${copy.isServerRunning ? 'from the running server' : 'no server running'})`,
    );
  }
  const keys = await copyStoreToFolder(options.fileStore, join(folder, 'files'), (copied) => {
    if (copied % 1000 === 0) say(`${copied} stored files`);
  });
  for (const key of keys) entries.push({ path: `files/${key.slice(0, 2)}/${key}`, sha256: key });
  const copiedKeys = new Set(keys);
  const info: BackupInfo = {
    format: BACKUP_FORMAT,
    database,
    createdAt: new Date().toISOString(),
    appVersion: options.appVersion,
    files: keys.length,
    missingFiles: referenced.filter((key) => !copiedKeys.has(key)).sort(),
  };
  await finishBackup(folder, entries, info);
  return info;
}
