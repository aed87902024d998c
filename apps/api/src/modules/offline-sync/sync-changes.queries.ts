import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/**
 * Which changes a read may take as final (decision 0052): every transaction whose id is below
 * `horizon` (the snapshot's xmin) has ended, so no change below it can still appear; `next` is
 * the id the next transaction gets (a cursor beyond it comes from another database, e.g. one
 * restored from a backup); `at` the database's time.
 */
export interface SyncHorizon {
  horizon: bigint;
  next: bigint;
  at: string;
}

export async function readHorizon(db: Db): Promise<SyncHorizon> {
  const result = await db.execute<{ horizon: string; next: string; at: Date | string }>(sql`
    select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
           pg_snapshot_xmax(pg_current_snapshot())::text as next, now() as at`);
  const [row] = result.rows;
  if (!row) throw new Error('The database answered no snapshot');
  return {
    horizon: BigInt(row.horizon),
    next: BigInt(row.next),
    at: new Date(row.at).toISOString(),
  };
}

/** A product whose sheet may have changed for the company, at its change's position. */
export interface ChangedProduct {
  productId: string;
  xid: bigint;
}

/**
 * The company's next `limit` changes after position (`xid`, `productId`) and below the horizon,
 * in position order: its own products' changes, its subscription decisions, and the changes of
 * the publishers' products it accepted. Each source walks its position index from the cursor,
 * so a delta reads the changed rows, not the company's products.
 */
export async function changesAfter(
  db: Db,
  companyId: string,
  after: { xid: bigint; productId: string },
  horizon: bigint,
  limit: number,
): Promise<ChangedProduct[]> {
  const x = sql`${after.xid.toString()}::bigint`;
  const p = sql`${after.productId}::uuid`;
  const h = sql`${horizon.toString()}::bigint`;
  const result = await db.execute<{ productId: string; xid: string }>(sql`
    select product_id as "productId", changed_xid::text as xid from (
      (select product_id, changed_xid from product_sync_changes
        where company_id = ${companyId} and (changed_xid, product_id) > (${x}, ${p})
          and changed_xid < ${h}
        order by changed_xid, product_id limit ${limit})
      union all
      (select product_id, changed_xid from subscription_sync_changes
        where subscriber_company_id = ${companyId} and (changed_xid, product_id) > (${x}, ${p})
          and changed_xid < ${h}
        order by changed_xid, product_id limit ${limit})
      union all
      (select c.product_id, c.changed_xid from product_sync_changes c
        where c.company_id in (select s.publisher_company_id from subscriptions s
                                where s.subscriber_company_id = ${companyId})
          and (c.changed_xid, c.product_id) > (${x}, ${p}) and c.changed_xid < ${h}
          and exists (select 1 from subscription_products sp
                       where sp.product_id = c.product_id
                         and sp.subscriber_company_id = ${companyId}
                         and sp.accepted_revision_id is not null)
        order by c.changed_xid, c.product_id limit ${limit})
    ) changes
    order by changed_xid, product_id
    limit ${limit}`);
  return result.rows.map((row) => ({ productId: row.productId, xid: BigInt(row.xid) }));
}
