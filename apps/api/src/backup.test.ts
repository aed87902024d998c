// Backup and restore (decision 0067) on the backend of the run — the embedded PGlite, or
// PostgreSQL with TEST_DATABASE_URL — with the disk store and with a real S3 server: back up,
// restore into a fresh data directory (or a fresh database) and a fresh store, and compare
// every table and every file's hash.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReferencedStorageKeys } from './modules/documents/index.ts';
import { BackupError } from './platform/backup/backup-manifest.ts';
import { createBackup } from './platform/backup/create-backup.ts';
import { restoreBackup } from './platform/backup/restore-backup.ts';
import { deriveSecretKeys } from './platform/crypto/secret-keys.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { runMigrations } from './platform/db/migrate.ts';
import * as schema from './platform/db/schema.ts';
import { copyStoredFiles } from './platform/storage/copy-stored-files.ts';
import { createLocalFileStore, type FileStore } from './platform/storage/file-store.ts';
import { createS3Client } from './platform/storage/s3-client.ts';
import { createS3FileStore } from './platform/storage/s3-file-store.ts';
import { attachToCurrentVersions, createCompany, createProduct } from './testing/factories.ts';
import { startTestS3Server, type TestS3Server } from './testing/s3-test-server.ts';
import { openTestDatabase } from './testing/test-database.ts';

const isPostgresRun = Boolean(process.env.TEST_DATABASE_URL);
const secretKeys = deriveSecretKeys(randomBytes(32));
const folders: string[] = [];
const openDatabases: Database[] = [];
let s3: TestS3Server;

/** A database as the server runs it: embedded persisted under `dataDir`, or a new PostgreSQL one. */
async function openPortalDatabase(dataDir: string, options: { migrate: boolean }) {
  const database = isPostgresRun
    ? await openTestDatabase({ migrate: options.migrate })
    : await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
  if (!isPostgresRun && options.migrate) await runMigrations(database.pool);
  openDatabases.push(database);
  const databaseUrl = isPostgresRun
    ? (database.pool.options as { connectionString: string }).connectionString
    : undefined;
  return { database, databaseUrl };
}

/**
 * Where a restore goes: a new data directory, and on PostgreSQL a new empty database; `open`
 * answers the restored database (the embedded one is opened only after the restore).
 */
async function freshTarget() {
  const dataDir = await freshFolder('target');
  const empty = isPostgresRun ? await openPortalDatabase(dataDir, { migrate: false }) : null;
  return {
    dataDir,
    databaseUrl: empty?.databaseUrl,
    open: async () =>
      empty?.database ?? (await openPortalDatabase(dataDir, { migrate: false })).database,
  };
}

async function freshFolder(name: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `sds-backup-test-${name}-`));
  folders.push(folder);
  return folder;
}

function s3Store(spool: string): FileStore {
  const config = s3.configFor();
  return createS3FileStore({
    client: createS3Client(config),
    bucket: config.bucket,
    spoolRoot: spool,
  });
}

/** Every table of the database: its row count and a hash of its rows in a fixed order. */
async function tableFingerprints(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await database.pool.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ count: number; digest: string }>(
      `select count(*)::int as count,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
       from ${name} t`,
    );
    fingerprints[name] = `${rows[0]!.count} rows ${rows[0]!.digest}`;
  }
  return fingerprints;
}

/** Every stored file's key and the SHA-256 of its bytes as read back. */
async function fileHashes(store: FileStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of store.listKeys()) {
    const hash = createHash('sha256');
    for await (const chunk of await store.read(key)) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return Object.fromEntries(Object.entries(hashes).sort());
}

const listReferencedKeys = (client: Parameters<typeof drizzle>[0]) =>
  listReferencedStorageKeys(drizzle(client as never, { schema, casing: 'snake_case' }));

/** A company with products, each with a pdf, and one stored file nothing refers to. */
async function seedPortal(state: { database: Database; fileStore: FileStore }) {
  const app = { ...state, secretKeys };
  const company = await createCompany(app);
  for (let index = 0; index < 5; index += 1) {
    const productId = await createProduct(app, company.id, { content: { name: `Thing ${index}` } });
    await attachToCurrentVersions(app, {
      productId,
      companyId: company.id,
      kind: 'pdf',
      fileName: `thing-${index}.pdf`,
      contentType: 'application/pdf',
      content: randomBytes(50_000 + index),
    });
  }
  await state.fileStore.put(randomBytes(1234));
  return company;
}

let sourceDataDir: string;
let source: { database: Database; databaseUrl: string | undefined; fileStore: FileStore };

beforeAll(async () => {
  s3 = await startTestS3Server();
  sourceDataDir = await freshFolder('source');
  const opened = await openPortalDatabase(sourceDataDir, { migrate: true });
  source = { ...opened, fileStore: createLocalFileStore(join(sourceDataDir, 'files')) };
  await seedPortal(source);
});

afterAll(async () => {
  for (const database of openDatabases) await database.close();
  await s3?.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('backup and restore with the %s store', (storeKind) => {
  it('restores into a fresh data directory every table and every file, hash for hash', async () => {
    let fileStore = source.fileStore;
    if (storeKind === 's3') {
      fileStore = s3Store(join(sourceDataDir, 'spool'));
      await copyStoredFiles(source.fileStore, fileStore);
    }
    const backupFolder = join(await freshFolder('backup'), 'backup');
    const info = await createBackup({
      folder: backupFolder,
      dataDir: sourceDataDir,
      databaseUrl: source.databaseUrl,
      fileStore,
      appVersion: 'test',
      listReferencedKeys,
    });
    expect(info).toMatchObject({ database: isPostgresRun ? 'postgres' : 'embedded', files: 6 });
    expect(info.missingFiles).toEqual([]);
    const manifest = await readFile(join(backupFolder, 'manifest.sha256'), 'utf8');
    expect(manifest.split('\n').filter((line) => line.includes('  files/'))).toHaveLength(6);

    const before = {
      tables: await tableFingerprints(source.database),
      files: await fileHashes(fileStore),
    };
    expect(before.tables['public.products']).toMatch(/^5 rows /);
    // Wipe: the restore goes into a new data directory (or database) and a new store.
    const target = await freshTarget();
    const targetDataDir = target.dataDir;
    const targetStore =
      storeKind === 's3'
        ? s3Store(join(targetDataDir, 'spool'))
        : createLocalFileStore(join(targetDataDir, 'files'));
    const targetUrl = target.databaseUrl;
    await restoreBackup({
      folder: backupFolder,
      dataDir: targetDataDir,
      databaseUrl: targetUrl,
      databaseDescription: 'the test target',
      fileStore: targetStore,
      force: false,
    });
    const restored = await target.open();
    // The restored database and files are those of the source, table for table, file for file.
    expect(await tableFingerprints(restored)).toEqual(before.tables);
    expect(await fileHashes(targetStore)).toEqual(before.files);
    // And the portal takes it as its own: its migrations find nothing to do.
    await runMigrations(restored.pool);
    expect(await tableFingerprints(restored)).toEqual(before.tables);
  });
});

/** A backup of the source on the disk store, in a new folder. */
async function backUpSource(): Promise<string> {
  const folder = join(await freshFolder('backup'), 'backup');
  await createBackup({
    folder,
    dataDir: sourceDataDir,
    databaseUrl: source.databaseUrl,
    fileStore: source.fileStore,
    appVersion: 'test',
    listReferencedKeys,
  });
  return folder;
}

describe('restoring refuses what would mix or damage data', () => {
  it('refuses a database that is not empty unless forced, and then replaces it', async () => {
    const folder = await backUpSource();
    const expected = await tableFingerprints(source.database);
    const targetDataDir = await freshFolder('taken');
    const target = await openPortalDatabase(targetDataDir, { migrate: true });
    await seedPortal({
      database: target.database,
      fileStore: createLocalFileStore(join(targetDataDir, 'files')),
    });
    const taken = await tableFingerprints(target.database);
    if (!isPostgresRun) await target.database.close();
    const restore = (force: boolean) =>
      restoreBackup({
        folder,
        dataDir: targetDataDir,
        databaseUrl: target.databaseUrl,
        databaseDescription: 'the test target',
        fileStore: createLocalFileStore(join(targetDataDir, 'files')),
        force,
      });
    await expect(restore(false)).rejects.toThrow(/not empty|already holds a database/);
    await expect(restore(false)).rejects.toThrow(/--force/);
    // Nothing was restored: the database is as it was, and no file came from the backup.
    const reopened = isPostgresRun
      ? target.database
      : (await openPortalDatabase(targetDataDir, { migrate: false })).database;
    expect(await tableFingerprints(reopened)).toEqual(taken);
    expect(
      Object.keys(await fileHashes(createLocalFileStore(join(targetDataDir, 'files')))),
    ).toHaveLength(6);
    if (!isPostgresRun) await reopened.close();

    await restore(true);
    const replaced = isPostgresRun
      ? target.database
      : (await openPortalDatabase(targetDataDir, { migrate: false })).database;
    expect(await tableFingerprints(replaced)).toEqual(expected);
  });

  it('refuses an incomplete backup, and one with a wrong or missing file, restoring nothing', async () => {
    const folder = await backUpSource();
    const target = await freshTarget();
    const { dataDir: targetDataDir, databaseUrl: targetUrl } = target;
    const targetFiles = createLocalFileStore(join(targetDataDir, 'files'));
    const restore = () =>
      restoreBackup({
        folder,
        dataDir: targetDataDir,
        databaseUrl: targetUrl,
        databaseDescription: 'the test target',
        fileStore: targetFiles,
        force: false,
      });
    const manifest = await readFile(join(folder, 'manifest.sha256'), 'utf8');
    const [, storedFile] = / {2}(files\/\S+)/.exec(manifest)!;
    const [, databaseFile] = / {2}((?:db\/base\/\S+)|database\.dump)\n/.exec(manifest)!;

    // A byte changed in a stored file, and in the database.
    const original = await readFile(join(folder, storedFile!));
    await appendFile(join(folder, storedFile!), 'x');
    await expect(restore()).rejects.toThrow(`${storedFile}: wrong SHA-256`);
    await writeFile(join(folder, storedFile!), original);
    const databaseBytes = await readFile(join(folder, databaseFile!));
    await appendFile(join(folder, databaseFile!), 'x');
    await expect(restore()).rejects.toThrow(`${databaseFile}: wrong SHA-256`);
    await rm(join(folder, databaseFile!));
    await expect(restore()).rejects.toThrow(`${databaseFile}: missing`);
    await writeFile(join(folder, databaseFile!), databaseBytes);
    // A backup that never finished has no backup.json.
    await rm(join(folder, 'backup.json'));
    await expect(restore()).rejects.toThrow(
      /backup\.json is missing: this is no backup, or an incomplete one/,
    );
    await expect(restore()).rejects.toBeInstanceOf(BackupError);

    expect(await fileHashes(targetFiles)).toEqual({});
    if (isPostgresRun) {
      const { rows } = await openDatabases
        .at(-1)!
        .pool.query<{ tables: number }>(
          `select count(*)::int as tables from pg_tables where schemaname = 'public'`,
        );
      expect(rows[0]!.tables).toBe(0);
    } else {
      await expect(readFile(join(targetDataDir, 'db', 'PG_VERSION'))).rejects.toThrow();
    }
  });
});

describe('a backup while the portal writes', () => {
  it('holds one moment: every product written in a transaction with its pdf is there with its file, or neither', async () => {
    const app = { ...source, secretKeys };
    const company = await createCompany(app);
    let written = 0;
    let isWriting = true;
    const writer = (async () => {
      while (isWriting) {
        await source.database.db.transaction(async (tx) => {
          const productId = await createProduct(
            { database: { ...source.database, db: tx as never } },
            company.id,
          );
          await attachToCurrentVersions(
            { database: { ...source.database, db: tx as never }, fileStore: source.fileStore },
            {
              productId,
              companyId: company.id,
              kind: 'pdf',
              fileName: 'written.pdf',
              contentType: 'application/pdf',
              content: randomBytes(20_000),
            },
          );
        });
        written += 1;
      }
    })();
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const writtenBefore = written;
    const folder = await backUpSource();
    const writtenAfterBackup = written;
    isWriting = false;
    await writer;
    // The writer went on around the backup (and was held at most while the embedded copy ran).
    expect(writtenAfterBackup).toBeGreaterThan(writtenBefore);

    const target = await freshTarget();
    const { dataDir: targetDataDir, databaseUrl: targetUrl } = target;
    const targetFiles = createLocalFileStore(join(targetDataDir, 'files'));
    await restoreBackup({
      folder,
      dataDir: targetDataDir,
      databaseUrl: targetUrl,
      databaseDescription: 'the test target',
      fileStore: targetFiles,
      force: false,
    });
    const restored = await target.open();
    const { rows } = await restored.pool.query<{ products: number; documents: number }>(
      `select (select count(*)::int from products where company_id = $1) as products,
              (select count(distinct product_id)::int from product_documents where company_id = $1) as documents`,
      [company.id],
    );
    expect(rows[0]!.products).toBeGreaterThanOrEqual(writtenBefore);
    expect(rows[0]!.products).toBeLessThanOrEqual(written);
    expect(rows[0]!.documents).toBe(rows[0]!.products);
    const stored = await fileHashes(targetFiles);
    const referenced = await listReferencedStorageKeys(restored.db);
    expect(referenced.length).toBeGreaterThanOrEqual(rows[0]!.products);
    for (const key of referenced) expect(stored[key]).toBe(key);
  });
});

describe('npm run backup and npm run restore', () => {
  const run = (program: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [join(import.meta.dirname, `${program}.ts`), ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
    });

  // Three processes that each load the server's code: slow on a busy machine.
  it(
    'name the variable of a configuration they cannot work with',
    { timeout: 120_000 },
    async () => {
      const folder = await freshFolder('cli');
      const backup = run('backup', [join(folder, 'b')], {
        DATA_DIR: folder,
        DATABASE_URL: 'mysql://x',
      });
      expect(backup.status).toBe(1);
      expect(backup.stderr).toMatch(/^backup: Invalid configuration:\n {2}- DATABASE_URL /);
      const restore = run('restore', [folder], {
        DATA_DIR: folder,
        S3_BUCKET: 'b1b',
        S3_FORCE_PATH_STYLE: 'maybe',
      });
      expect(restore.status).toBe(1);
      expect(restore.stderr).toMatch(
        /^restore: Invalid configuration:\n {2}- S3_FORCE_PATH_STYLE must be true or false/,
      );
      const incomplete = run('restore', [folder], { DATA_DIR: folder });
      expect(incomplete.status).toBe(1);
      expect(incomplete.stderr).toMatch(/^restore: .*backup\.json is missing/);
    },
  );
});
