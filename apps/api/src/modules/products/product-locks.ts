import type { ReviewStatus } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';

/** A transaction, as the writes of a product's state run in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** Who decides, as the record keeps it: a device by its description, with its role. */
export async function actorOf(tx: Tx | Db, principal: Principal) {
  if (principal.kind === 'account') {
    const result = await tx.execute<{ name: string }>(
      sql`select name from accounts where id = ${principal.accountId}`,
    );
    return {
      actorKind: 'account',
      actorId: principal.accountId,
      actorName: result.rows[0]?.name ?? '',
      actorRole: principal.roles[0] ?? '',
    };
  }
  if (principal.kind !== 'device') throw new AppError('forbidden', 'Only people review products');
  const result = await tx.execute<{ description: string }>(
    sql`select description from devices where id = ${principal.deviceId}`,
  );
  return {
    actorKind: 'device',
    actorId: principal.deviceId,
    actorName: result.rows[0]?.description ?? '',
    actorRole: principal.role,
  };
}
