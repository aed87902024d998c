import type { ApiKeySummary } from '@sds/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { companyApiKeys } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

type ApiKeyRow = typeof companyApiKeys.$inferSelect;

/** A key as administrators see it: never the key or its hash. */
export function presentApiKey(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    enabled: row.enabled,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A company's keys that are not deleted, oldest first. */
export async function listApiKeys(executor: Executor, companyId: string): Promise<ApiKeySummary[]> {
  const rows = await executor
    .select()
    .from(companyApiKeys)
    .where(and(eq(companyApiKeys.companyId, companyId), isNull(companyApiKeys.revokedAt)))
    .orderBy(asc(companyApiKeys.createdAt), asc(companyApiKeys.id));
  return rows.map(presentApiKey);
}

/**
 * One key of a company that is not deleted, row-locked when written; a deleted key, another
 * company's and an unknown id are all a 404 (a deleted key never comes back).
 */
export async function requireApiKey(
  executor: Executor,
  companyId: string,
  apiKeyId: string,
  options: { lock?: boolean } = {},
): Promise<ApiKeyRow> {
  const query = executor
    .select()
    .from(companyApiKeys)
    .where(
      and(
        eq(companyApiKeys.id, apiKeyId),
        eq(companyApiKeys.companyId, companyId),
        isNull(companyApiKeys.revokedAt),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not-found', 'No such API key');
  return row;
}

/** How many keys of a company are not deleted (enabled or not). */
export async function countLiveApiKeys(executor: Executor, companyId: string): Promise<number> {
  const [row] = await executor
    .select({ live: count() })
    .from(companyApiKeys)
    .where(and(eq(companyApiKeys.companyId, companyId), isNull(companyApiKeys.revokedAt)));
  return row?.live ?? 0;
}
