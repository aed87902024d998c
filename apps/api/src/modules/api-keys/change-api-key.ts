import type { ApiKeySummary, UpdateApiKeyRequest } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companyApiKeys } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany } from '../companies/index.ts';
import { presentApiKey, requireApiKey } from './api-keys.queries.ts';

/**
 * Renames an API key and enables or disables it (a disabled key is refused until enabled
 * again), recorded. A deleted key is a 404: it cannot be brought back.
 */
export async function changeApiKey(
  db: Db,
  log: FastifyBaseLogger,
  request: {
    principal: Principal;
    companyId: string;
    apiKeyId: string;
    change: UpdateApiKeyRequest;
  },
): Promise<ApiKeySummary> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId);
    await requireApiKey(tx, company.id, request.apiKeyId, { lock: true });
    const [row] = await tx
      .update(companyApiKeys)
      .set({ ...request.change, updatedAt: sql`now()` })
      .where(eq(companyApiKeys.id, request.apiKeyId))
      .returning();
    if (!row) throw new Error('The API key row was not updated');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'api-key-updated',
      detail: { apiKeyId: row.id, ...request.change },
    });
    return presentApiKey(row);
  });
}

/**
 * Deletes an API key for good: the row stays with `revokedAt` (who had which key stays
 * traceable), the authenticator refuses it from this commit on, and its id answers 404.
 */
export async function revokeApiKey(
  db: Db,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; apiKeyId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId);
    await requireApiKey(tx, company.id, request.apiKeyId, { lock: true });
    await tx
      .update(companyApiKeys)
      .set({ revokedAt: sql`now()`, enabled: false, updatedAt: sql`now()` })
      .where(eq(companyApiKeys.id, request.apiKeyId));
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'api-key-deleted',
      detail: { apiKeyId: request.apiKeyId },
    });
  });
}
