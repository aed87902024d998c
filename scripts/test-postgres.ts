// Runs the API tests that open a database again on a real PostgreSQL server, each test file in a
// database of its own.
// Without a reachable server it skips (and says so), unless REQUIRE_POSTGRES=1.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const isRequired = process.env.REQUIRE_POSTGRES === '1';

async function serverVersion(): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  } catch (error) {
    console.warn(`PostgreSQL at ${url} is not reachable: ${(error as Error).message}`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const version = await serverVersion();
if (!version) {
  if (isRequired) {
    console.error('REQUIRE_POSTGRES=1: failing instead of skipping.');
    process.exit(1);
  }
  console.warn(
    '⚠ SKIPPED: the PostgreSQL run (set TEST_DATABASE_URL or start PostgreSQL to run it).',
  );
  process.exit(0);
}

console.log(`Running the API tests that open a database on PostgreSQL ${version} (${url})`);
const run = spawnSync('vitest', ['run', '--project', 'api-postgres'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
