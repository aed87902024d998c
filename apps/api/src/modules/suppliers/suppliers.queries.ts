import {
  PRODUCT_LIST_LIMIT,
  type SupportedLocale as Locale,
  type Supplier,
  type SupplierDetail,
  type SupplierRequest,
  type SupplierRequestStatus,
} from '@sds/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { supplierRequests, suppliers } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** The requests a supplier's page shows, newest first. */
const LISTED_REQUESTS = 100;

type SupplierRow = typeof suppliers.$inferSelect;

/** Open requests that still wait: the ones whose link works. */
const isWaiting = sql`${supplierRequests.status} = 'Open' and ${supplierRequests.expiresAt} > now()`;

/**
 * The company's suppliers by name, with how many of its products name each (their working
 * version, by `supplier_name_key`) and how many requests still wait.
 */
export async function listSuppliers(
  db: Executor,
  companyId: string,
  only?: { supplierId: string },
): Promise<Supplier[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    locale: Locale | null;
    product_count: number;
    open_request_count: number;
  }>(sql`
    with product_keys as (
      select supplier_name_key(r.supplier) as key, count(*)::int as count
      from products p join product_revisions r on r.id = p.latest_revision_id
      where p.company_id = ${companyId}
      group by 1
    ), waiting as (
      select supplier_id, count(*)::int as count from supplier_requests
      where company_id = ${companyId} and status = 'Open' and expires_at > now()
      group by 1
    )
    select s.id, s.name, s.email, s.phone, s.locale,
           coalesce(k.count, 0) as product_count, coalesce(w.count, 0) as open_request_count
    from suppliers s
    left join product_keys k on k.key = s.name_key
    left join waiting w on w.supplier_id = s.id
    where s.company_id = ${companyId}${only ? sql` and s.id = ${only.supplierId}` : sql``}
    order by lower(s.name), s.id
    limit ${PRODUCT_LIST_LIMIT}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    productCount: Number(row.product_count),
    openRequestCount: Number(row.open_request_count),
  }));
}

/** A supplier of the company, or a 404 (another company's included). */
export async function requireSupplier(
  db: Executor,
  companyId: string,
  supplierId: string,
): Promise<SupplierRow> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.companyId, companyId)));
  if (!row) throw new AppError('not-found', 'No such supplier');
  return row;
}

/** The supplier a product's working version names, or null (none named, or none recorded). */
export async function supplierOfProduct(
  db: Executor,
  companyId: string,
  supplierName: string,
): Promise<SupplierRow | null> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(
      and(
        eq(suppliers.companyId, companyId),
        sql`${suppliers.nameKey} = supplier_name_key(${supplierName})`,
      ),
    );
  return row ?? null;
}

/** Requests as the key users' screens show them, newest first. */
export async function findRequests(
  db: Executor,
  where: SQL | undefined,
  limit: number = LISTED_REQUESTS,
): Promise<SupplierRequest[]> {
  const rows = await db
    .select({
      id: supplierRequests.id,
      supplierId: supplierRequests.supplierId,
      supplierName: suppliers.name,
      productId: supplierRequests.productId,
      productName: supplierRequests.productName,
      articleNumber: supplierRequests.articleNumber,
      email: supplierRequests.email,
      locale: supplierRequests.locale,
      status: sql<SupplierRequestStatus>`case when ${supplierRequests.status} = 'Open'
        and ${supplierRequests.expiresAt} <= now() then 'Expired'
        else ${supplierRequests.status}::text end`,
      requestedBy: supplierRequests.requesterName,
      sentAt: supplierRequests.sentAt,
      remindedAt: supplierRequests.remindedAt,
      expiresAt: supplierRequests.expiresAt,
      uploadedAt: supplierRequests.uploadedAt,
    })
    .from(supplierRequests)
    .innerJoin(suppliers, eq(suppliers.id, supplierRequests.supplierId))
    .where(where)
    .orderBy(desc(supplierRequests.sentAt), desc(supplierRequests.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    locale: row.locale as Locale,
    sentAt: row.sentAt.toISOString(),
    remindedAt: row.remindedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
  }));
}

/** One supplier with the products that name it and its latest requests. */
export async function supplierDetail(
  db: Executor,
  companyId: string,
  supplierId: string,
): Promise<SupplierDetail> {
  const supplier = await requireSupplier(db, companyId, supplierId);
  const products = await db.execute<{
    id: string;
    name: string;
    article_number: string;
    locale: Locale;
  }>(sql`
    select p.id, r.name, p.article_number, p.locale
    from products p join product_revisions r on r.id = p.latest_revision_id
    where p.company_id = ${companyId} and supplier_name_key(r.supplier) = ${supplier.nameKey}
    order by lower(r.name), p.id
    limit ${PRODUCT_LIST_LIMIT}`);
  const requests = await findRequests(db, eq(supplierRequests.supplierId, supplier.id));
  const waiting = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supplierRequests)
    .where(and(eq(supplierRequests.supplierId, supplier.id), isWaiting));
  return {
    id: supplier.id,
    name: supplier.name,
    email: supplier.email,
    phone: supplier.phone,
    locale: supplier.locale as Locale | null,
    productCount: products.rows.length,
    openRequestCount: Number(waiting[0]?.count ?? 0),
    products: products.rows.map((row) => ({
      id: row.id,
      name: row.name,
      articleNumber: row.article_number,
      locale: row.locale,
    })),
    requests,
  };
}
