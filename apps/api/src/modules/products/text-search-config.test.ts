import { SUPPORTED_LOCALES } from '@sds/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { textSearchConfig, textSearchConfigSql } from './search-text.ts';

describe('text-search configuration of a locale', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('stems the core languages, whatever the region, and leaves the others unstemmed', () => {
    expect(['nl-NL', 'en-US', 'de-DE', 'fr-FR'].map(textSearchConfig)).toEqual([
      'dutch',
      'english',
      'german',
      'french',
    ]);
    expect(textSearchConfig('de-AT')).toBe('german');
    expect(textSearchConfig('EN-gb')).toBe('english');
    expect(textSearchConfig('pl-PL')).toBe('simple');
  });

  it('is written in SQL as one CASE of literals, the same text for every query', () => {
    const query = new PgDialect().sqlToQuery(textSearchConfigSql(sql.raw('r.locale')));
    expect(query).toEqual({
      sql: "(case left(r.locale, 2) when 'nl' then 'dutch' when 'en' then 'english' when 'de' then 'german' when 'fr' then 'french' else 'simple' end)::regconfig",
      params: [],
    });
  });

  it('chooses in SQL what it chooses in TypeScript, for every locale', async () => {
    const { rows } = await database.db.execute<{ locale: string; config: string }>(
      sql`select locale, ${textSearchConfigSql(sql.raw('locale'))}::text as config
          from unnest(${sql.param([...SUPPORTED_LOCALES])}::text[]) as locale`,
    );
    expect(rows).toHaveLength(SUPPORTED_LOCALES.length);
    for (const { locale, config } of rows) expect(config).toBe(textSearchConfig(locale));
  });
});
