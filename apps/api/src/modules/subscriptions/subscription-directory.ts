import type { Subscription } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { isPlatformAdmin } from '../../platform/security/access-policy.ts';

/** A subscription row as the calls read it, with both companies' names. */
export type SubscriptionRow = Omit<Subscription, 'acceptedCount' | 'pendingCount'>;

/**
 * A publisher's approved revision is pending for a subscription while it is neither the
 * revision accepted nor the one refused (`p` = the product, `sp` = its row, left joined).
 */
export const isPending = sql`(sp.product_id is null
  or (p.approved_revision_id is distinct from sp.accepted_revision_id
      and p.approved_revision_id is distinct from sp.refused_revision_id))`;

/** The subscription's columns with both names, from `s`, `sc` (subscriber), `pc` (publisher). */
export const subscriptionColumns = sql`s.id, s.subscriber_company_id as "subscriberCompanyId",
  sc.name as "subscriberName", s.publisher_company_id as "publisherCompanyId",
  pc.name as "publisherName", s.description, s.created_at as "createdAt"`;

export const subscriptionCompanies = sql`join companies sc on sc.id = s.subscriber_company_id
  join companies pc on pc.id = s.publisher_company_id`;

/** Which side of a subscription a caller is on: devices act for subscribers only. */
export type SubscriptionSide = 'subscriber' | 'publisher';

/**
 * The subscription a call acts on, when the caller is on one of the `sides` allowed (the
 * Admin always is); a 404 otherwise, the same as for an unknown id
 * (docs/product/roles-and-access.md#tenants). A publisher is only ever its CompanyAdmin account:
 * key users work for their own company's subscriptions.
 */
export async function requireSubscription(
  executor: Executor,
  principal: Principal,
  subscriptionId: string,
  sides: SubscriptionSide[],
): Promise<SubscriptionRow> {
  const result = await executor.execute<SubscriptionRow & { createdAt: Date | string }>(sql`
    select ${subscriptionColumns} from subscriptions s ${subscriptionCompanies}
    where s.id = ${subscriptionId}`);
  const row = result.rows[0];
  if (!row || !mayActOn(principal, row, sides)) {
    throw new AppError('not-found', 'No such subscription');
  }
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

function mayActOn(principal: Principal, row: SubscriptionRow, sides: SubscriptionSide[]) {
  if (isPlatformAdmin(principal)) return true;
  if (sides.includes('subscriber') && principal.companyId === row.subscriberCompanyId) {
    return principal.kind === 'account' || principal.roles.includes('KeyUser');
  }
  return (
    sides.includes('publisher') &&
    principal.kind === 'account' &&
    principal.companyId === row.publisherCompanyId
  );
}
