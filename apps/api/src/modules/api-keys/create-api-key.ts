import { randomBytes } from 'node:crypto';
import { MAX_LIVE_API_KEYS, type CreatedApiKey } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { companyApiKeys } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany } from '../companies/index.ts';
import { apiKeyHash } from './api-key-authenticator.ts';
import { countLiveApiKeys, presentApiKey } from './api-keys.queries.ts';

/** Marks the portal's keys, so secret scanners and people recognise one in a log or a repo. */
const KEY_MARK = 'sds_';
/** Random characters the visible prefix shows after the mark (48 of the key's 256 bits). */
const PREFIX_RANDOM_CHARACTERS = 8;
const DEFAULT_NAME = 'API key';

/** A new key: 256 random bits, base64url, after the mark (`sds_…`, 47 characters). */
export function generateApiKey(): string {
  return `${KEY_MARK}${randomBytes(32).toString('base64url')}`;
}

/**
 * Creates an API key for a company (docs/product/security.md#api-keys): only its SHA-256 and its
 * first characters are kept, so the answer is the one time anybody sees it. A company holds at most
 * {@link MAX_LIVE_API_KEYS} keys that are not deleted (409 beyond), counted under a lock on the
 * company row so parallel requests cannot pass the limit together.
 */
export async function createApiKey(
  db: Db,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; name: string | undefined },
): Promise<CreatedApiKey> {
  const key = generateApiKey();
  const name = request.name ?? DEFAULT_NAME;
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId, { lock: true });
    if ((await countLiveApiKeys(tx, company.id)) >= MAX_LIVE_API_KEYS) {
      throw new AppError(
        'conflict',
        `A company holds at most ${MAX_LIVE_API_KEYS} API keys; delete one first`,
      );
    }
    const [row] = await tx
      .insert(companyApiKeys)
      .values({
        companyId: company.id,
        name,
        keyHash: apiKeyHash(key),
        prefix: key.slice(0, KEY_MARK.length + PREFIX_RANDOM_CHARACTERS),
      })
      .returning();
    if (!row) throw new Error('The API key row was not written');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'api-key-created',
      detail: { apiKeyId: row.id, name, prefix: row.prefix },
    });
    return { ...presentApiKey(row), key };
  });
}
