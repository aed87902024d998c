import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { socketPointerFileOf, startEmbeddedPostgres } from '../db/embedded/embedded-postgres.ts';
import { BackupError, type ManifestEntry } from './backup-manifest.ts';

/** A session on the embedded database, and how to let it go. */
interface EmbeddedSession {
  client: pg.Client;
  /** True when a running server owns the database; false when this process started it. */
  isServerRunning: boolean;
  end(): Promise<void>;
}

/**
 * A session on the PGlite of a server running on `dataDir` (through the socket it names in
 * `<dataDir>.socket`), or null when none answers there.
 */
export async function connectToRunningServer(dataDir: string): Promise<pg.Client | null> {
  let socketDirectory: string;
  try {
    socketDirectory = (await readFile(socketPointerFileOf(dataDir), 'utf8')).trim();
  } catch {
    return null;
  }
  const client = new pg.Client({
    host: socketDirectory,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 30_000,
  });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

/** Whether `dataDir` holds a PostgreSQL data directory. */
export async function isDatabaseDirectory(dataDir: string): Promise<boolean> {
  return stat(join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

async function openSession(dataDir: string): Promise<EmbeddedSession> {
  const running = await connectToRunningServer(dataDir);
  if (running) return { client: running, isServerRunning: true, end: () => running.end() };
  if (!(await isDatabaseDirectory(dataDir))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir}: set DATA_DIR to the portal's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  const embedded = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client({
    host: embedded.socketDirectory,
    port: embedded.port,
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  return {
    client,
    isServerRunning: false,
    async end() {
      await client.end();
      await embedded.stop();
    },
  };
}

/**
 * What a copy of a running data directory leaves out, as pg_basebackup does: the lock file of
 * the process that runs it, and the options it was started with.
 */
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts']);

/**
 * The folders PostgreSQL needs in a data directory even when empty: made again at restore,
 * in case a copy of the backup (some archivers, some sync tools) lost the empty ones.
 */
const REQUIRED_FOLDERS = [
  'base',
  'global',
  'pg_commit_ts',
  'pg_dynshmem',
  'pg_logical/mappings',
  'pg_logical/snapshots',
  'pg_multixact/members',
  'pg_multixact/offsets',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_tblspc',
  'pg_twophase',
  'pg_wal/archive_status',
  'pg_xact',
];

/** The files under `folder`; its folders are made under `copyRoot` as they are met, empty too. */
async function* filesUnder(folder: string, root: string, copyRoot: string): AsyncGenerator<string> {
  await mkdir(join(copyRoot, relative(root, folder)), { recursive: true });
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, root, copyRoot);
    else if (entry.isFile() && !LEFT_OUT.has(entry.name)) yield path;
  }
}

/** Copies a file and answers the SHA-256 of the bytes it wrote. */
async function copyHashed(from: string, to: string): Promise<string> {
  const hash = createHash('sha256');
  await mkdir(dirname(to), { recursive: true });
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), hashing, createWriteStream(to));
  return hash.digest('hex');
}

/**
 * Copies the embedded database's data directory into `target` (decision 0067), consistent while
 * the server runs: through the server's own socket it opens a transaction, which pglite-socket
 * answers by serving no other session until it ends, and checkpoints, so every committed page
 * is in the files and nothing writes them while they are copied. The server's queries wait
 * meanwhile (seconds: the copy runs at disk speed). `whileHeld` runs in the same moment (the
 * stored files the copied database refers to). With no server running, the database is
 * started here for the copy.
 */
export async function copyEmbeddedDatabase<T>(options: {
  dataDir: string;
  target: string;
  /** The backup's folder: manifest paths are relative to it. */
  backupFolder: string;
  whileHeld: (client: pg.Client) => Promise<T>;
}): Promise<{ entries: ManifestEntry[]; held: T; isServerRunning: boolean }> {
  const session = await openSession(options.dataDir);
  try {
    await session.client.query('begin');
    await session.client.query('checkpoint');
    const held = await options.whileHeld(session.client);
    const entries: ManifestEntry[] = [];
    for await (const path of filesUnder(options.dataDir, options.dataDir, options.target)) {
      const to = join(options.target, relative(options.dataDir, path));
      entries.push({
        path: relative(options.backupFolder, to),
        sha256: await copyHashed(path, to),
      });
    }
    await session.client.query('commit');
    return { entries, held, isServerRunning: session.isServerRunning };
  } finally {
    await session.end();
  }
}

/**
 * Refuses to restore over a running server, or over a database unless `force` (then answers
 * true: replace). Run before anything is restored.
 */
export async function checkEmbeddedTarget(dataDir: string, force: boolean): Promise<boolean> {
  const running = await connectToRunningServer(dataDir);
  if (running) {
    await running.end();
    throw new BackupError(
      `A server is running on ${dataDir}: stop it before restoring (DATA_DIR names its data folder).`,
    );
  }
  const isTaken = await readdir(dataDir).then(
    (names) => names.length > 0,
    () => false,
  );
  if (isTaken && !force) {
    throw new BackupError(
      `${dataDir} already holds a database: nothing was restored. Restore into an empty DATA_DIR, or run again with --force to replace it (it is kept beside as ${dataDir}.before-restore-…).`,
    );
  }
  return isTaken;
}

/**
 * Puts a backup's database folder in place as `dataDir` (checked by checkEmbeddedTarget):
 * copied beside it first, then renamed into place, so a failed copy leaves the old database as
 * it was; one `replace`d is kept beside as `<dataDir>.before-restore-…`.
 */
export async function restoreEmbeddedDatabase(options: {
  source: string;
  dataDir: string;
  replace: boolean;
}): Promise<{ replacedKeptAt: string | null }> {
  const { source, dataDir } = options;
  const incoming = `${dataDir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await cp(source, incoming, { recursive: true, errorOnExist: true });
  for (const folder of REQUIRED_FOLDERS) await mkdir(join(incoming, folder), { recursive: true });
  let replacedKeptAt: string | null = null;
  if (options.replace) {
    replacedKeptAt = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, replacedKeptAt);
  } else {
    await rm(dataDir, { recursive: true, force: true });
  }
  await rename(incoming, dataDir);
  await rm(socketPointerFileOf(dataDir), { force: true });
  return { replacedKeptAt };
}
