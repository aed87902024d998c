import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';

/**
 * Deletes a product of the caller's company with its revisions and document records; its
 * review record stays (decision 0016). The document bytes stay in the file store until the
 * cleanup of unreferenced files (issue 9) removes them: another product may share them.
 * Another company's product is a 404.
 */
export async function deleteProduct(db: Db, principal: Principal, productId: string) {
  const deleted = await db.execute(sql`
    delete from products where id = ${productId} and company_id = ${principal.companyId}
    returning id`);
  if (deleted.rows.length === 0) throw new AppError('not-found', 'No such product');
}
