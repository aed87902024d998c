import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
/** Statement names by SQL text; the hot queries have a handful of shapes each. */
const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 1_000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name) return name;
  name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  // A guard against a query whose text varies by value: it would leak statements, not break.
  if (statementNames.size < MAX_STATEMENTS) statementNames.set(text, name);
  return name;
}

/**
 * Runs a query as a named prepared statement, as `db.execute` would run it otherwise: each
 * connection parses it once and PostgreSQL may keep its plan. For the hot reads (search, the
 * product sheet) parsing and planning cost more than executing (decision 0017). Values stay
 * bound parameters; a query's text must not depend on the values, or every call is a new
 * statement.
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}
