import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/database.ts';
import { companyAuditEvents } from '../db/schema.ts';
import type { Principal } from '../http/principal.ts';
import { actorOf } from '../security/actor.ts';

/** What administrators do to a company, as `company_audit_events.action` names it. */
export type CompanyAuditAction =
  | 'code-revealed'
  | 'code-reset'
  | 'device-revoked'
  | 'device-labelled'
  | 'api-key-created'
  | 'api-key-updated'
  | 'api-key-deleted'
  | 'locale-added'
  | 'locale-updated'
  | 'locale-removed'
  | 'company-updated'
  | 'emergency-numbers-changed'
  | 'record-keeping-changed'
  | 'licence-added'
  | 'licence-updated'
  | 'licences-recomputed'
  | 'subscription-created'
  | 'subscription-ended';

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
  const { actorKind, actorId, actorName } = await actorOf(executor, event.principal);
  await executor.insert(companyAuditEvents).values({
    companyId: event.companyId,
    action: event.action,
    actorKind,
    actorId,
    actorName,
    detail: event.detail ?? {},
  });
  log.info(
    { companyId: event.companyId, action: event.action, actorKind, actorId, ...event.detail },
    'Company administration',
  );
}
