import type { Subscription } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireSubscription } from './subscription-directory.ts';
import { readSubscription } from './subscriptions.queries.ts';

/** Changes the subscriber's note on a subscription (the subscriber's administrators only). */
export async function updateSubscription(
  db: Db,
  principal: Principal,
  subscriptionId: string,
  description: string,
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const subscription = await requireSubscription(tx, principal, subscriptionId, ['subscriber']);
    await tx.execute(sql`
      update subscriptions set description = ${description}, updated_at = now()
      where id = ${subscription.id}`);
    return readSubscription(tx, subscription.id);
  });
}

/**
 * Ends a subscription, from either side (docs/product/subscriptions-and-push.md#subscriptions): its
 * decisions go with it, so the subscriber's people stop seeing the publisher's products with the
 * commit — search and sheets read the accepted rows, which no longer exist. Both companies' audit
 * logs record it.
 */
export async function endSubscription(
  db: Db,
  log: FastifyBaseLogger,
  principal: Principal,
  subscriptionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const subscription = await requireSubscription(tx, principal, subscriptionId, [
      'subscriber',
      'publisher',
    ]);
    await tx.execute(sql`delete from subscriptions where id = ${subscription.id}`);
    for (const companyId of [subscription.subscriberCompanyId, subscription.publisherCompanyId]) {
      await recordCompanyEvent(tx, log, {
        companyId,
        principal,
        action: 'subscription-ended',
        detail: { subscriptionId: subscription.id },
      });
    }
  });
}
