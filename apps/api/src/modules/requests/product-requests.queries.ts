import type { ProductRequestStatus } from '@sds/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { productRequests } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';

export type ProductRequestRow = typeof productRequests.$inferSelect;

/**
 * A request of the caller's company, or a `404` (another company's included,
 * docs/product/roles-and-access.md#tenants).
 */
export async function requireProductRequest(
  executor: Db | Tx,
  principal: Principal,
  id: string,
): Promise<ProductRequestRow> {
  const [row] = await executor
    .select()
    .from(productRequests)
    .where(and(eq(productRequests.id, id), eq(productRequests.companyId, principal.companyId)));
  if (!row) throw new AppError('not-found', 'No such product request');
  return row;
}

/** The caller's company's requests, open ones first, then newest first; a page at a time. */
export async function listProductRequests(
  db: Db,
  principal: Principal,
  query: { status?: ProductRequestStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: ProductRequestRow[]; total: number }> {
  const conditions: SQL[] = [eq(productRequests.companyId, principal.companyId)];
  if (query.status) conditions.push(eq(productRequests.status, query.status));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(productRequests)
      .where(where)
      .orderBy(
        sql`case when ${productRequests.status} = 'Open' then 0 else 1 end`,
        desc(productRequests.createdAt),
        desc(productRequests.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(productRequests).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
