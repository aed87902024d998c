import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyApiKeys } from '../../platform/db/schema.ts';
import type { ApiKeyPrincipal, Authenticator } from '../../platform/http/principal.ts';
import { sha256Hex } from '../../platform/security/secure-compare.ts';

/** What the server keeps of an API key: its SHA-256 (keys are 256-bit random, so no salt). */
export function apiKeyHash(key: string): string {
  return sha256Hex(key);
}

const MAX_KEY_LENGTH = 200;
/** `lastUsedAt` is written at most this often per key, so polling integrations cause no write storm. */
const LAST_USED_INTERVAL_MS = 60 * 1000;

/**
 * Authenticates a company integration by its `Api-Key` header (docs/product/security.md#api-keys):
 * read access to that company's approved products. Unknown, disabled and revoked keys fail. Lookup
 * is by hash through a unique index, so no comparison of secrets happens in application code.
 */
export function createApiKeyAuthenticator(app: FastifyInstance): Authenticator {
  const { db } = app.database;
  return {
    kind: 'apiKey',
    hasCredentials: (headers) => headers['api-key'] !== undefined,
    async authenticate(request) {
      const key = request.headers['api-key'];
      if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return null;
      const [found] = await db
        .select({
          id: companyApiKeys.id,
          companyId: companyApiKeys.companyId,
          lastUsedAt: companyApiKeys.lastUsedAt,
        })
        .from(companyApiKeys)
        .where(
          and(
            eq(companyApiKeys.keyHash, apiKeyHash(key)),
            eq(companyApiKeys.enabled, true),
            isNull(companyApiKeys.revokedAt),
          ),
        );
      if (!found) return null;
      const isUseStale =
        found.lastUsedAt === null ||
        Date.now() - found.lastUsedAt.getTime() > LAST_USED_INTERVAL_MS;
      if (isUseStale) {
        // The condition again in SQL: parallel requests of one key write it once.
        await db
          .update(companyApiKeys)
          .set({ lastUsedAt: sql`now()` })
          .where(
            and(
              eq(companyApiKeys.id, found.id),
              or(
                isNull(companyApiKeys.lastUsedAt),
                lt(companyApiKeys.lastUsedAt, sql`now() - interval '1 minute'`),
              ),
            ),
          );
      }
      const principal: ApiKeyPrincipal = {
        kind: 'apiKey',
        apiKeyId: found.id,
        companyId: found.companyId,
        roles: [],
      };
      return principal;
    },
  };
}
