import { CONTENT_FIELDS, type Product } from '@sds/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { executePrepared } from '../../platform/db/prepared-statement.ts';
import { productRevisions, products } from '../../platform/db/schema.ts';
import type { DocumentRow } from './product-documents.queries.ts';
import type { ProductScope } from './product-scope.ts';
import { contentColumns } from './revision-content.ts';

/**
 * The revision of product `alias` its caller sees: the company's own pointer, or for another
 * company's product the revision the subscriber accepted (null — no row — when none).
 */
function visibleRevision(scope: ProductScope, alias: string): SQL {
  const product = sql.raw(alias);
  const pointer =
    scope.revision === 'approved'
      ? sql.raw(`${alias}.approved_revision_id`)
      : sql.raw(`${alias}.latest_revision_id`);
  if (!scope.subscriberId) return pointer;
  return sql`(case when ${product}.company_id = any(${sql.param(scope.companyIds)}::uuid[])
    then ${pointer}
    else (select sp.accepted_revision_id from subscription_products sp
          where sp.product_id = ${product}.id and sp.subscriber_company_id = ${scope.subscriberId}
            and sp.accepted_revision_id is not null limit 1) end)`;
}

/**
 * Which companies' products a read may find. By id with a subscriber, none needs naming: the
 * visible revision is only found for the company's own products and the accepted ones (this
 * saves the sheet, the hot read, the look-up of the publishers).
 */
function companyCondition(scope: ProductScope, key: ProductKey): SQL {
  if ('id' in key && scope.subscriberId) return sql`true`;
  return sql`p.company_id = any(${scopeCompanies(scope)})`;
}

/** The companies whose products a scope may show: its own and, with a subscriber, publishers. */
function scopeCompanies(scope: ProductScope): SQL {
  const own = sql`${sql.param(scope.companyIds)}::uuid[]`;
  if (!scope.subscriberId) return own;
  return sql`(${own} || array(select s.publisher_company_id from subscriptions s
    where s.subscriber_company_id = ${scope.subscriberId}))`;
}

/** A product row as read: the wire shape but for what the presenter adds. */
export type ProductRow = Omit<Product, 'documents' | 'variants' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** `alias.column as "field"` for each field, the column named as the Drizzle table names it. */
function selectList<Field extends string>(
  alias: string,
  columns: Record<Field, { name: string }>,
  fields: readonly Field[],
) {
  return fields.map((field) => `${alias}.${columns[field].name} as "${field}"`).join(', ');
}

/**
 * The columns of a product as read (ProductRow): its identity from `p`, its review state and
 * declared content from `r`, its company's name from `c`.
 */
const productColumns = sql.raw(
  [
    selectList('p', getTableColumns(products), [
      'id', 'companyId', 'masterCode', 'articleNumber', 'locale', 'importStatus', 'createdAt',
      'updatedAt',
    ]), // prettier-ignore
    selectList('r', contentColumns, CONTENT_FIELDS),
    selectList('r', getTableColumns(productRevisions), ['reviewStatus', 'rejectReason']),
    'c.name as "companyName"',
  ].join(', '),
);

/** A key (article number, master code) may name an own and a subscribed product: own first. */
const ownFirst = (scope: ProductScope) =>
  scope.subscriberId
    ? sql`(p.company_id = any(${sql.param(scope.companyIds)}::uuid[])) desc,`
    : sql``;

/** Which product to read: by id, by article number and locale, or by master code. */
export type ProductKey =
  | { id: string }
  | { articleNumber: string; locale: string }
  | { masterCode: string; locale: string | null };

function keyCondition(key: ProductKey): SQL {
  if ('id' in key) return sql`p.id = ${key.id}`;
  if ('articleNumber' in key) {
    return sql`lower(p.article_number) = lower(${key.articleNumber}) and p.locale = ${key.locale}`;
  }
  return sql`lower(p.master_code) = lower(${key.masterCode})`;
}

/**
 * One product in scope with its visible revision and company name, or null — also for
 * another company's product, so callers cannot tell it exists
 * (docs/product/roles-and-access.md#tenants). By master code, the variant in the requested locale
 * wins, then en-US, then any.
 */
export async function findProduct(db: Db, scope: ProductScope, key: ProductKey) {
  const preferredLocale = 'masterCode' in key ? key.locale : null;
  const result = await db.execute<ProductRow>(sql`
    select ${productColumns}
    from products p
    join product_revisions r on r.id = ${visibleRevision(scope, 'p')}
    join companies c on c.id = p.company_id
    where ${companyCondition(scope, key)} and ${keyCondition(key)}
    order by ${ownFirst(scope)}
             (p.locale = ${preferredLocale ?? ''}) desc, (p.locale = 'en-US') desc, p.locale
    limit 1`);
  return result.rows[0] ?? null;
}

/**
 * The id of the version of a product in scope its caller sees (the approved one for users, the
 * working one for key users, the accepted one of a subscription), or null when they see none.
 */
export async function findVisibleRevisionId(
  db: Db,
  scope: ProductScope,
  productId: string,
): Promise<string | null> {
  const key = { id: productId };
  const result = await db.execute<{ revisionId: string | null }>(sql`
    select ${visibleRevision(scope, 'p')} as "revisionId" from products p
    where ${companyCondition(scope, key)} and ${keyCondition(key)}`);
  return result.rows[0]?.revisionId ?? null;
}

/** A product's document as the sheet lists it (no storage key, no dates). */
export type ProductSheetDocument = Pick<
  DocumentRow,
  'productId' | 'reference' | 'kind' | 'fileName' | 'contentType' | 'sizeBytes' | 'sha256'
>;

/** A product sheet row: the product with its variants and documents (`sheetSelect`). */
export type ProductSheetRow = ProductRow & {
  variants: Product['variants'];
  documents: ProductSheetDocument[];
};

/** The sheet's columns: the product as {@link findProduct} reads it, variants and documents. */
function sheetSelect(scope: ProductScope): SQL {
  return sql`
    select ${productColumns},
           (select coalesce(json_agg(json_build_object('id', v.id, 'locale', v.locale,
                      'name', vr.name, 'reviewStatus', vr.review_status) order by v.locale), '[]'::json)
              from products v join product_revisions vr on vr.id = ${visibleRevision(scope, 'v')}
              where v.company_id = p.company_id and v.master_code = p.master_code) as variants,
           (select coalesce(json_agg(json_build_object('productId', d.product_id,
                      'reference', d.reference, 'kind', d.kind, 'fileName', d.file_name,
                      'contentType', d.content_type, 'sizeBytes', d.size_bytes, 'sha256', d.sha256)
                      order by d.kind, d.position, d.created_at), '[]'::json)
              from product_documents d where d.revision_id = r.id) as documents
    from products p
    join product_revisions r on r.id = ${visibleRevision(scope, 'p')}
    join companies c on c.id = p.company_id`;
}

/**
 * One product for its sheet, in one query: the product as {@link findProduct} finds it, its
 * language variants the caller may see, and its documents (pdf first, images in order).
 */
export async function findProductSheet(db: Db, scope: ProductScope, key: ProductKey) {
  const preferredLocale = 'masterCode' in key ? key.locale : null;
  const result = await executePrepared<ProductSheetRow>(
    db,
    sql`${sheetSelect(scope)}
    where ${companyCondition(scope, key)} and ${keyCondition(key)}
    order by ${ownFirst(scope)}
             (p.locale = ${preferredLocale ?? ''}) desc, (p.locale = 'en-US') desc, p.locale
    limit 1`,
  );
  return result.rows[0] ?? null;
}

/**
 * The sheets of those of `ids` the scope sees, in one query (the offline pack's pages, decision
 * 0052); an id it does not see has no row. Scopes with a subscriber only: the visible revision
 * alone decides (own products by their pointer, others by the accepted revision).
 */
export async function findProductSheets(
  db: Db,
  scope: ProductScope & { subscriberId: string },
  ids: readonly string[],
): Promise<ProductSheetRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ProductSheetRow>(
    sql`${sheetSelect(scope)} where p.id = any(${sql.param([...ids])}::uuid[])`,
  );
  return result.rows;
}
