import type { ReviewStatus, SupportedLocale } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { ProductSheetDocument } from './products.queries.ts';
import { contentColumns } from './revision-content.ts';

/** A version as the history lists it, before its documents get their links. */
export type VersionRow = {
  id: string;
  revisionDate: string | null;
  version: string;
  reviewStatus: ReviewStatus;
  approvedAt: Date | string | null;
  approvedBy: string | null;
  isShownToUsers: boolean;
  createdAt: Date | string;
  documents: ProductSheetDocument[];
};

/** Who owns the product, live or archived: its identity, or null for none of the company's. */
export type VersionedProduct = {
  masterCode: string;
  articleNumber: string;
  locale: SupportedLocale;
  isArchived: boolean;
};

/** A product of the company, live or in the archive (decision 0061); null when neither. */
export async function findVersionedProduct(
  db: Db,
  companyId: string,
  productId: string,
): Promise<VersionedProduct | null> {
  const result = await db.execute<VersionedProduct>(sql`
    select master_code as "masterCode", article_number as "articleNumber", locale,
           false as "isArchived"
    from products where id = ${productId} and company_id = ${companyId}
    union all
    select master_code, article_number, locale, true
    from archived_products where id = ${productId} and company_id = ${companyId}
    limit 1`);
  return result.rows[0] ?? null;
}

/**
 * The columns of a version in the history: its approval from the review record (through the
 * product's index on the record), and its documents in the sheet's order.
 */
const versionColumns = sql`
  r.id, r.revision_date as "revisionDate", r.version, r.review_status as "reviewStatus",
  a.created_at as "approvedAt", a.actor_name as "approvedBy",
  r.is_current_approved as "isShownToUsers", r.created_at as "createdAt",
  (select coalesce(json_agg(json_build_object('productId', d.product_id,
             'reference', d.reference, 'kind', d.kind, 'fileName', d.file_name,
             'contentType', d.content_type, 'sizeBytes', d.size_bytes, 'sha256', d.sha256)
             order by d.kind, d.position, d.created_at), '[]'::json)
     from product_documents d where d.revision_id = r.id) as documents`;

const approval = sql`
  left join lateral (
    select e.created_at, e.actor_name from product_review_events e
    where e.product_id = r.product_id and e.revision_id = r.id and e.action = 'approve'
    order by e.created_at desc limit 1) a on true`;

function versionsWhere(companyId: string, productId: string, revisionId?: string): SQL {
  const revision = revisionId ? sql` and r.id = ${revisionId}` : sql``;
  return sql`where r.product_id = ${productId} and r.company_id = ${companyId}${revision}`;
}

/** A product's versions, newest first (the working draft, when there is one, leads). */
export async function listVersions(
  db: Db,
  companyId: string,
  productId: string,
): Promise<VersionRow[]> {
  const result = await db.execute<VersionRow>(sql`
    select ${versionColumns} from product_revisions r ${approval}
    ${versionsWhere(companyId, productId)}
    order by r.created_at desc, r.id`);
  return result.rows;
}

/** `alias.column as "field"` for each declared content field. */
const contentSelect = sql.raw(
  Object.entries(contentColumns)
    .map(([field, column]) => `r.${column.name} as "${field}"`)
    .join(', '),
);

/** One version of a product with its whole declared content; null when it has no such one. */
export async function findVersion(
  db: Db,
  companyId: string,
  productId: string,
  revisionId: string,
): Promise<(VersionRow & Record<string, unknown>) | null> {
  const result = await db.execute<VersionRow & Record<string, unknown>>(sql`
    select ${versionColumns}, ${contentSelect} from product_revisions r ${approval}
    ${versionsWhere(companyId, productId, revisionId)}`);
  return result.rows[0] ?? null;
}

/** A company's archived products, newest deletion first. */
export async function listArchivedProducts(db: Db, companyId: string) {
  const result = await db.execute<{
    id: string;
    masterCode: string;
    articleNumber: string;
    locale: SupportedLocale;
    name: string;
    deletedAt: Date | string;
    deletedBy: string;
    purgeAfter: Date | string;
  }>(sql`
    select id, master_code as "masterCode", article_number as "articleNumber", locale, name,
           deleted_at as "deletedAt", deleted_by_name as "deletedBy", purge_after as "purgeAfter"
    from archived_products where company_id = ${companyId}
    order by deleted_at desc, id`);
  return result.rows;
}

/** The version made before `revisionId` of the same product, or null for its first. */
export async function findPreviousVersionId(
  db: Db,
  companyId: string,
  productId: string,
  revisionId: string,
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    select r.id from product_revisions r, product_revisions this
    where this.id = ${revisionId} and this.product_id = ${productId}
      and this.company_id = ${companyId}
      and r.product_id = this.product_id and (r.created_at, r.id) < (this.created_at, this.id)
    order by r.created_at desc, r.id desc limit 1`);
  return result.rows[0]?.id ?? null;
}

/** Whether every one of `revisionIds` is a version of the company's product. */
export async function areVersionsOf(
  db: Db,
  companyId: string,
  productId: string,
  revisionIds: readonly string[],
): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from product_revisions
    where product_id = ${productId} and company_id = ${companyId}
      and id = any(${sql.param([...new Set(revisionIds)])}::uuid[])`);
  return result.rows[0]?.count === new Set(revisionIds).size;
}
