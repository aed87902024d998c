import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { runMigrations } from '../platform/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: a throwaway in-memory PGlite started from the
 * run's migrated template (testing/global-setup.ts), or — when
 * `TEST_DATABASE_URL` is set (the PostgreSQL run) — a new database created on that server and
 * dropped again on close. `migrate: false` leaves it empty, for tests of a migration itself;
 * `route` sends the server's connections another way (a proxy a test can cut).
 */
export async function openTestDatabase(
  options: { migrate?: boolean; route?: (url: URL) => URL } = {},
): Promise<Database> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templates = inject('pgliteTemplates');
    const database = await openDatabase({
      databaseUrl: undefined,
      dataDir: null,
      poolSize: 1,
      embeddedTemplateFile: migrate ? templates?.migrated : templates?.empty,
    });
    // The run's global setup provides the templates; migrate here only if it did not.
    if (migrate && !templates) await runMigrations(database.pool);
    return database;
  }

  const name = `sds_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = (options.route?.(url) ?? url).toString();
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 4 });
  if (migrate) await runMigrations(database.pool);
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
