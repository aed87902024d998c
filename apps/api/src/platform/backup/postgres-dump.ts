import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './backup-manifest.ts';

/** A PostgreSQL URL without its password, and the password apart (for PGPASSWORD). */
function splitPassword(databaseUrl: string): { url: string; password: string | null } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : null;
  url.password = '';
  return { url: url.toString(), password };
}

/**
 * Runs Debian's pg_dump or pg_restore (package postgresql-client) with the password in the
 * environment, never on the command line where `ps` shows it. Throws with its error output.
 */
async function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const child = spawn(tool, [...args, '--dbname', url], {
    env: { ...process.env, ...(password === null ? {} : { PGPASSWORD: password }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorOutput = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    errorOutput += text;
  });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`,
      );
    }
    throw error;
  });
  if (exitCode !== 0) {
    throw new BackupError(`${tool} failed (exit code ${exitCode}):\n${errorOutput.trim()}`);
  }
}

/**
 * Dumps the database into `file` (pg_dump's custom format) from one snapshot, which stays held
 * while `whileHeld` reads the same state (the stored files the dump refers to): a transaction
 * exports its snapshot and pg_dump takes it (`--snapshot`), so the dump is the database as
 * it was at one instant while the servers go on writing.
 */
export async function dumpPostgres<T>(options: {
  databaseUrl: string;
  file: string;
  whileHeld: (client: pg.Client) => Promise<T>;
}): Promise<T> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const snapshot = rows[0]?.snapshot ?? '';
    const dumped = runPostgresTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, '--file', options.file],
      options.databaseUrl,
    );
    const [held] = await Promise.all([options.whileHeld(client), dumped]);
    await client.query('commit');
    return held;
  } finally {
    await client.end();
  }
}

/** The tables a database holds outside PostgreSQL's own schemas. */
async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%'`,
    );
    return rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Refuses a database that already holds tables unless `force` (then answers true: replace).
 * Run before anything is restored.
 */
export async function checkPostgresTarget(options: {
  databaseUrl: string;
  force: boolean;
  describedAs: string;
}): Promise<boolean> {
  const tables = await countTables(options.databaseUrl);
  if (tables > 0 && !options.force) {
    throw new BackupError(
      `The database at ${options.describedAs} is not empty (${tables} tables): nothing was restored. Restore into a new, empty database (DATABASE_URL), or run again with --force to replace what it holds.`,
    );
  }
  return tables > 0;
}

/**
 * Restores a pg_dump archive in one transaction (`--single-transaction --exit-on-error`): it is
 * all there or none of it. `replace` drops the objects of the same names first (`--clean`), in
 * the same transaction.
 */
export async function restorePostgres(options: {
  databaseUrl: string;
  file: string;
  replace: boolean;
}): Promise<void> {
  await runPostgresTool(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(options.replace ? ['--clean', '--if-exists'] : []),
      options.file,
    ],
    options.databaseUrl,
  );
}
