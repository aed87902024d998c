import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { runMigrations } from '../../platform/db/migrate.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { catalogueLicenceIds } from './licence-catalogue-ids.ts';
import { readGrantedTotals } from './licence-totals.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const LICENCES_MIGRATION = '0010_company_administration';

let database: Database;
let folderBefore: string;

/** The migrations as they were before licences: a copy whose journal stops before 0010. */
async function migrationsBeforeLicences(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'sds-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === LICENCES_MIGRATION);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  folderBefore = await migrationsBeforeLicences();
  const client = await database.pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folderBefore });
  } finally {
    client.release();
  }
});
afterAll(async () => {
  await database.close();
  await rm(folderBefore, { recursive: true, force: true });
});

describe('migration 0010 on a database from before licences', () => {
  it('gives every company a licence that keeps the totals written directly before', async () => {
    const before = [
      ['Registered Free', 5, 1],
      ['Demo-like', 25, 5],
      ['Demo-like twin', 25, 5],
      ['Users only', 7, 0],
      ['Nothing', 0, 0],
    ] as const;
    const ids: Record<string, string> = {};
    for (const [name, users, keyUsers] of before) {
      const result = await database.pool.query<{ id: string }>(
        `insert into companies (name, user_licence_count, key_user_licence_count)
         values ($1, $2, $3) returning id`,
        [name, users, keyUsers],
      );
      ids[name] = result.rows[0]!.id;
    }

    await runMigrations(database.pool);

    for (const [name, users, keyUsers] of before) {
      expect(await readGrantedTotals(database.db, ids[name]!), name).toEqual({
        userLicences: users,
        keyUserLicences: keyUsers,
      });
    }
    const held = await database.pool.query<{
      company: string;
      licence: string;
      available: boolean;
    }>(
      `select c.name as company, l.name as licence, l.is_available as available
       from company_licenses cl join companies c on c.id = cl.company_id
       join licenses l on l.id = cl.license_id
       where cl.ends_on is null and cl.cancelled_at is null order by c.name`,
    );
    expect(held.rows.map((row) => [row.company, row.licence, row.available])).toEqual([
      ['Demo-like', 'Carried over (25 users, 5 key users)', false],
      ['Demo-like twin', 'Carried over (25 users, 5 key users)', false],
      ['Registered Free', 'Free', true],
      ['Users only', 'Carried over (7 users, 0 key users)', false],
    ]);
    const free = await database.pool.query(`select name from licenses where id = $1`, [
      catalogueLicenceIds.free,
    ]);
    expect(free.rows).toEqual([{ name: 'Free' }]);
  });
});
