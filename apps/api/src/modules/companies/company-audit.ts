import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companyAuditEvents } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What administrators do to a company, as `company_audit_events.action` names it. */
export type CompanyAuditAction =
  | 'code-revealed'
  | 'code-reset'
  | 'device-revoked'
  | 'api-key-created'
  | 'api-key-updated'
  | 'api-key-deleted'
  | 'locale-added'
  | 'locale-updated'
  | 'locale-removed'
  | 'company-updated'
  | 'licence-added'
  | 'licence-updated'
  | 'licences-recomputed'
  | 'subscription-created'
  | 'subscription-ended';

/** The account or device an event is by, with its name as it is now. */
async function actorOf(executor: Executor, principal: Principal) {
  if (principal.kind === 'account') {
    const result = await executor.execute<{ name: string }>(
      sql`select name from accounts where id = ${principal.accountId}`,
    );
    return { actorKind: 'account', actorId: principal.accountId, name: result.rows[0]?.name };
  }
  if (principal.kind === 'device') {
    const result = await executor.execute<{ description: string }>(
      sql`select description from devices where id = ${principal.deviceId}`,
    );
    return { actorKind: 'device', actorId: principal.deviceId, name: result.rows[0]?.description };
  }
  return { actorKind: 'apiKey', actorId: principal.apiKeyId, name: 'API key' };
}

/**
 * Records an administrator's action on a company (in the caller's transaction, so it exists
 * exactly when the action does) and logs it. `detail` names what was acted on, never a secret.
 */
export async function recordCompanyEvent(
  executor: Executor,
  log: FastifyBaseLogger,
  event: {
    companyId: string;
    principal: Principal;
    action: CompanyAuditAction;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  const { actorKind, actorId, name } = await actorOf(executor, event.principal);
  await executor.insert(companyAuditEvents).values({
    companyId: event.companyId,
    action: event.action,
    actorKind,
    actorId,
    actorName: name ?? '',
    detail: event.detail ?? {},
  });
  log.info(
    { companyId: event.companyId, action: event.action, actorKind, actorId, ...event.detail },
    'Company administration',
  );
}
