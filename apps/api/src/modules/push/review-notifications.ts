import type { ChangeSummaryItem } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notifyCompanies, type CompanyNotice } from './product-notifications.ts';

/**
 * Who hears of a review decision (docs/product/subscriptions-and-push.md#notifications, decision
 * 0028), in its transaction: a submit tells the company's key users that something waits for
 * review; an approval tells its users and key users, and the key users of every company subscribed
 * to it that a product waits for their acceptance. A rejection tells nobody (the key user who
 * submitted sees it on /audit). An approval's notices carry what it changed from the version
 * approved before (`changes`, by product id; decision 0061).
 */
export async function notifyReviewDecision(
  executor: Executor,
  decision: {
    companyId: string;
    action: 'submit' | 'approve' | 'reject';
    productIds: string[];
    changes?: ReadonlyMap<string, ChangeSummaryItem[]>;
  },
): Promise<void> {
  if (decision.action === 'reject' || decision.productIds.length === 0) return;
  const products = await executor.execute<{ id: string; name: string; locale: string }>(sql`
    select p.id, r.name, p.locale
    from products p join product_revisions r on r.id = p.latest_revision_id
    where p.company_id = ${decision.companyId}
      and p.id = any(${sql.param(decision.productIds)}::uuid[])
    order by p.id`);
  const about = (product: { id: string; name: string; locale: string }) => ({
    productId: product.id,
    productName: product.name,
    locale: product.locale,
    changes: decision.action === 'approve' ? (decision.changes?.get(product.id) ?? []) : [],
  });
  if (decision.action === 'submit') {
    await notifyCompanies(
      executor,
      products.rows.map((product) => ({
        companyId: decision.companyId,
        audiences: ['KeyUser'],
        kind: 'in-review',
        publisherName: null,
        ...about(product),
      })),
    );
    return;
  }
  const subscribers = await executor.execute<{ subscriberId: string; publisherName: string }>(sql`
    select s.subscriber_company_id as "subscriberId", c.name as "publisherName"
    from subscriptions s join companies c on c.id = s.publisher_company_id
    where s.publisher_company_id = ${decision.companyId}
    order by s.subscriber_company_id`);
  const notices: CompanyNotice[] = products.rows.flatMap((product) => [
    {
      companyId: decision.companyId,
      audiences: ['User', 'KeyUser'],
      kind: 'approved',
      publisherName: null,
      ...about(product),
    },
    ...subscribers.rows.map((subscriber): CompanyNotice => ({
      companyId: subscriber.subscriberId,
      audiences: ['KeyUser'],
      kind: 'subscription-pending',
      publisherName: subscriber.publisherName,
      ...about(product),
    })),
  ]);
  await notifyCompanies(executor, notices);
}
