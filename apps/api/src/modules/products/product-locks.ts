import type { ReviewStatus } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';

/** A product as a write sees it: its pointers and the review state of its working revision. */
export type LockedProduct = {
  id: string;
  masterCode: string;
  articleNumber: string;
  latestRevisionId: string;
  approvedRevisionId: string | null;
  reviewStatus: ReviewStatus;
};

/** The caller's company's products with their working state, locked for this transaction. */
export async function lockProducts(
  tx: Tx,
  companyId: string,
  which: { id: string } | { masterCode: string },
) {
  const condition =
    'id' in which ? sql`p.id = ${which.id}` : sql`p.master_code = ${which.masterCode}`;
  const result = await tx.execute<LockedProduct>(sql`
    select p.id, p.master_code as "masterCode", p.article_number as "articleNumber",
           p.latest_revision_id as "latestRevisionId",
           p.approved_revision_id as "approvedRevisionId", r.review_status as "reviewStatus"
    from products p join product_revisions r on r.id = p.latest_revision_id
    where p.company_id = ${companyId} and ${condition}
    order by p.id
    for update of p, r`);
  return result.rows;
}
