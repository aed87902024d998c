import { readFile } from 'node:fs/promises';
import { codePrefixes } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

const migrationFile = new URL('../../../drizzle/0021_article_number_prefixes.sql', import.meta.url);

let app: FastifyInstance;
let statements: string[];

const query = <T extends object>(text: string, values: unknown[] = []) =>
  app.database.pool.query<T & QueryResultRow>(text, values);

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  statements = (await readFile(migrationFile, 'utf8'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
});
afterAll(() => app.close());

describe('migration 0021 on rows saved before article numbers had prefixes', () => {
  it('cuts codes in SQL as codePrefixes does in TypeScript', async () => {
    const samples = ['DC-1001-EN', 'ab 12/3.x', '4711-01-A', 'dc-acetone', 'X-1', 'DC1001', ''];
    await query(statements[0]!);
    try {
      for (const code of samples) {
        const { rows } = await query<{ prefixes: string[] }>(
          'select code_prefixes($1) as prefixes',
          [code],
        );
        expect(rows[0]!.prefixes, code).toEqual(codePrefixes(code));
      }
    } finally {
      await query('drop function code_prefixes(text)');
    }
  });

  it('gives the saved revisions their prefixes and leaves the offline sync untouched', async () => {
    await query(`update product_revisions set search_codes = array_remove(search_codes, 'DC1001')`);
    const before = await query<{ count: number }>(
      'select count(*)::int as count from product_sync_changes',
    );
    const stale = await query<{ count: number }>(
      `select count(*)::int as count from product_revisions r join products p on p.id = r.product_id
        where p.article_number like 'DC-1001-%' and 'DC1001' = any(r.search_codes)`,
    );
    expect(stale.rows[0]!.count).toBe(0);

    for (const statement of statements) await query(statement);

    const fixed = await query<{ count: number; missing: number }>(
      `select count(*)::int as count,
              count(*) filter (where not 'DC1001' = any(r.search_codes))::int as missing
         from product_revisions r join products p on p.id = r.product_id
        where p.article_number like 'DC-1001-%'`,
    );
    expect(fixed.rows[0]!.count).toBeGreaterThan(0);
    expect(fixed.rows[0]!.missing).toBe(0);
    const after = await query<{ count: number }>(
      'select count(*)::int as count from product_sync_changes',
    );
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
    // The triggers are back: the migration left them enabled.
    const triggers = await query<{ tgenabled: string }>(
      `select tgenabled from pg_trigger where tgname in
        ('product_revisions_sync_update', 'subscription_products_sync_update')`,
    );
    expect(triggers.rows.map((row) => row.tgenabled)).toEqual(['O', 'O']);
  });
});
