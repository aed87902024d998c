import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from './database.ts';
import { executePrepared } from './prepared-statement.ts';

describe('executePrepared', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const double = (value: number) =>
    executePrepared<{ doubled: number }>(database.db, sql`select ${value}::int * 2 as doubled`);

  it('runs one named statement for every value of the same query', async () => {
    expect((await double(2)).rows).toEqual([{ doubled: 4 }]);
    expect((await double(21)).rows).toEqual([{ doubled: 42 }]);
    const statements = await database.pool.query<{ count: number }>(
      `select count(*)::int as count from pg_prepared_statements where statement like '%* 2 as doubled%'`,
    );
    expect(statements.rows[0]?.count).toBe(1);
  });

  it('keeps working after a failed query replaced the connection', async () => {
    await double(1);
    await expect(database.pool.query('select 1 / 0')).rejects.toThrow(/division by zero/);
    // The embedded database is one session that outlives its socket connections: the new
    // connection must not trip over the statement its predecessor prepared.
    expect((await double(5)).rows).toEqual([{ doubled: 10 }]);
    expect((await double(6)).rows).toEqual([{ doubled: 12 }]);
  });
});
