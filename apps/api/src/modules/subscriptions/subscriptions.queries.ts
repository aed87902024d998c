import type { Subscription } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.ts';
import type { Executor } from '../../platform/db/database.ts';
import { isPending, subscriptionColumns, subscriptionCompanies } from './subscription-directory.ts';

/** How many products a subscription shows and how many wait (counted per subscription). */
const counts = sql`
  (select count(*) from subscription_products sp
    where sp.subscription_id = s.id and sp.accepted_revision_id is not null)::int as "acceptedCount",
  (select count(*) from products p
    left join subscription_products sp on sp.subscription_id = s.id and sp.product_id = p.id
    where p.company_id = s.publisher_company_id and p.approved_revision_id is not null
      and ${isPending})::int as "pendingCount"`;

async function listWhere(executor: Executor, where: SQL, orderBy: SQL): Promise<Subscription[]> {
  const result = await executor.execute<Subscription & { createdAt: Date | string }>(sql`
    select ${subscriptionColumns}, ${counts}
    from subscriptions s ${subscriptionCompanies}
    where ${where}
    order by ${orderBy}, s.id`);
  return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/** A company's subscriptions as subscriber, by publisher name. */
export function listSubscriptions(executor: Executor, subscriberId: string) {
  return listWhere(executor, sql`s.subscriber_company_id = ${subscriberId}`, sql`lower(pc.name)`);
}

/** The companies subscribed to a publisher, by subscriber name. */
export function listSubscribers(executor: Executor, publisherId: string) {
  return listWhere(executor, sql`s.publisher_company_id = ${publisherId}`, sql`lower(sc.name)`);
}

/** One subscription with its counts (its access was checked by requireSubscription). */
export async function readSubscription(executor: Executor, id: string): Promise<Subscription> {
  const [subscription] = await listWhere(executor, sql`s.id = ${id}`, sql`s.id`);
  // Ended between the access check and this read.
  if (!subscription) throw new AppError('not-found', 'No such subscription');
  return subscription;
}
