import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';
import {
  listenOnDedicatedClient,
  listenOnPool,
  type ChannelHandlers,
  type StopListening,
} from './notifications.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

/** A transaction, as `db.transaction()` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction: what a query that runs in either takes. */
export type Executor = Db | Tx;

/** The database the app talks to, whichever backend serves it. */
export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** True when a trivial query answers within the pool's timeout. */
  isReachable(): Promise<boolean>;
  /** Hears NOTIFY on a channel (platform/db/notifications.ts). */
  listen(channel: string, handlers: ChannelHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, the embedded PGlite serves. */
  databaseUrl: string | undefined;
  /** Where the embedded database persists (`<dataDir>/db`); null keeps it in memory. */
  dataDir: string | null;
  poolSize: number;
  /** In-memory only: start from this `dumpDataDir()` tarball instead of an empty cluster. */
  embeddedTemplateFile?: string;
}

/** A connection failure the operator can act on: names the target, never the password. */
export class DatabaseUnavailableError extends Error {
  constructor(target: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot connect to the database at ${target}: ${reason || 'no answer'}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Describes a PostgreSQL URL for messages and logs, with any password masked. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '*****';
  return url.toString();
}

/**
 * Opens the database: PostgreSQL through node-postgres when `databaseUrl` is set, otherwise the
 * embedded PGlite on its own thread, reached through the same driver with exactly one connection
 * (PGlite is a single session, so transactions never interleave). Checks that it answers.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    const { databaseUrl } = options;
    const listen = (channel: string, handlers: ChannelHandlers) =>
      listenOnDedicatedClient(
        () => new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 }),
        channel,
        handlers,
      );
    return connected(pool, 'postgres', describeDatabaseUrl(databaseUrl), listen, async () => {
      await pool.end();
    });
  }

  const dataDir = options.dataDir ? join(options.dataDir, 'db') : null;
  const embedded = await startEmbeddedPostgres(dataDir, options.embeddedTemplateFile);
  const pool = new pg.Pool({
    host: embedded.socketDirectory,
    port: embedded.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    connectionTimeoutMillis: 30_000,
    // Keep the one session open: reconnecting to PGlite costs more than an idle socket.
    idleTimeoutMillis: 0,
    // PGlite is one session that outlives its socket connections: a connection that replaces
    // another (after any SQL error: decision 0002) finds the statements its predecessor
    // prepared, which node-postgres knows nothing of (prepared-statement.ts). The pool waits
    // for this before it hands the connection out.
    onConnect: async (client) => {
      await client.query('deallocate all');
    },
  });
  const listen = (channel: string, handlers: ChannelHandlers) =>
    listenOnPool(pool, channel, handlers);
  return connected(pool, 'embedded', dataDir ?? 'an in-memory PGlite', listen, async () => {
    await pool.end();
    await embedded.stop();
  });
}

async function connected(
  pool: pg.Pool,
  kind: Database['kind'],
  target: string,
  listen: Database['listen'],
  close: () => Promise<void>,
): Promise<Database> {
  // An idle client's error (server restart, network) must not crash the process; the next
  // query reconnects and /api/ready reports the outage meanwhile.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await close().catch(() => {});
    throw new DatabaseUnavailableError(target, error);
  }
  let closing: Promise<void> | undefined;
  return {
    db: drizzle(pool, { schema, casing: 'snake_case' }),
    pool,
    kind,
    async isReachable() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen,
    close() {
      closing ??= close();
      return closing;
    },
  };
}
