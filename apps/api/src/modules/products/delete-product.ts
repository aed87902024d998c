import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { recordStockRemovalsOfProduct } from '../inventory/index.ts';
import { lockProducts } from './product-locks.ts';

/**
 * Deletes a product of the caller's company (docs/product/product-content.md#versions): it is
 * gone from search, sheets, lists and the offline pack, and its article number is free again;
 * its versions with their documents move to the archive (archived_products), where key users and
 * administrators read them until the company's retention has passed (decision 0061). Its review
 * record stays (decision 0016); its stock entries go with it, each recorded as removed (decision
 * 0073). Another company's product is a 404.
 */
export async function deleteProduct(db: Db, principal: Principal, productId: string) {
  await db.transaction(async (tx) => {
    const [product] = await lockProducts(tx, principal.companyId, { id: productId });
    if (!product) throw new AppError('not-found', 'No such product');
    const actor = await actorOf(tx, principal);
    await tx.execute(sql`
      insert into archived_products (id, company_id, master_code, article_number, locale, name,
        approved_revision_id, latest_revision_id, deleted_by_name, purge_after)
      select p.id, p.company_id, p.master_code, p.article_number, p.locale, r.name,
             p.approved_revision_id, p.latest_revision_id, ${actor.actorName},
             now() + make_interval(years => c.archive_retention_years)
      from products p
      join product_revisions r on r.id = p.latest_revision_id
      join companies c on c.id = p.company_id
      where p.id = ${product.id}`);
    await recordStockRemovalsOfProduct(tx, actor, {
      id: product.id,
      companyId: principal.companyId,
    });
    // Search and every list read the flags (decision 0014): an archived version has neither.
    await tx.execute(sql`
      update product_revisions set is_latest = false, is_current_approved = false
      where product_id = ${product.id} and (is_latest or is_current_approved)`);
    await tx.execute(sql`delete from products where id = ${product.id}`);
  });
}
