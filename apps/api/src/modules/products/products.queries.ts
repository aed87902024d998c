import { CONTENT_FIELDS, type Product } from '@sds/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { executePrepared } from '../../platform/db/prepared-statement.ts';
import { productRevisions, products } from '../../platform/db/schema.ts';
import type { DocumentRow } from './product-documents.queries.ts';
import {
  buildTsQuery,
  searchCodes,
  textSearchConfig,
  textSearchConfigSql,
  textSearchWords,
} from './search-text.ts';
import { contentColumns } from './revision-content.ts';
import { typoCorrections } from './typo-vocabulary.ts';

/** Which products a caller may see, decided by the policy (products.policy.ts). */
export interface ProductScope {
  companyIds: string[];
  /** `approved`: what users see; `latest`: the working revision, for key users. */
  revision: 'approved' | 'latest';
  onlyInReview: boolean;
  /** A locale to keep to, or null for every locale. */
  locale: string | null;
  /**
   * The company whose accepted subscription products are in scope too (pinned to the revision
   * its key user accepted, decision 0027), or null for the companies' own products only.
   */
  subscriberId: string | null;
}

/** Per-row text-search configuration, for searches across locales. */
const rowConfig = (table: 'r' | 'sp') => textSearchConfigSql(sql.raw(`${table}.locale`));

/** The revisions a scope covers, on product_revisions alone (its flags mirror the pointers). */
function revisionScope(scope: ProductScope): SQL {
  // One company (the usual case) as `=`: only then can the name index deliver rows in order.
  const [onlyCompany] = scope.companyIds;
  const company =
    scope.companyIds.length === 1 && onlyCompany
      ? sql`r.company_id = ${onlyCompany}`
      : sql`r.company_id = any(${sql.param(scope.companyIds)}::uuid[])`;
  const conditions = [
    company,
    ...(scope.locale ? [sql`r.locale = ${scope.locale}`] : []),
    scope.revision === 'approved' ? sql`r.is_current_approved` : sql`r.is_latest`,
    ...(scope.onlyInReview ? [sql`r.review_status = 'InReview'`] : []),
  ];
  return sql.join(conditions, sql` and `);
}

/**
 * The accepted subscription revisions a scope covers (decision 0027), on subscription_products
 * alone: it carries the accepted revision's locale and search fields under the subscriber's id.
 */
function subscribedScope(scope: ProductScope, subscriberId: string): SQL {
  return sql.join(
    [
      sql`sp.subscriber_company_id = ${subscriberId}`,
      sql`sp.accepted_revision_id is not null`,
      ...(scope.locale ? [sql`sp.locale = ${scope.locale}`] : []),
    ],
    sql` and `,
  );
}

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

export type ProductSummaryRow = {
  id: string;
  name: string;
  supplier: string;
  articleNumber: string;
  masterCode: string;
  locale: string;
  unNumber: string | null;
  signalWord: 'None' | 'Danger' | 'Warning';
  pictograms: string[];
  reviewStatus: 'Draft' | 'InReview' | 'Approved' | 'Rejected';
  companyId: string;
  companyName: string;
};

/**
 * Searches the caller's products: exact code and number matches first, then full-text matches
 * on name (weight A) and supplier (B) in the locale's stemming, with typo corrections; paged,
 * with the total. Without a search text it lists every product in scope by name.
 */
export async function searchProducts(
  db: Db,
  scope: ProductScope,
  options: { search: string; limit: number; offset: number },
): Promise<{ rows: ProductSummaryRow[]; total: number }> {
  const words = textSearchWords(options.search);
  const codes = searchCodes(options.search);
  const hasSearch = options.search.trim() !== '';
  if (hasSearch && words.length === 0 && codes.length === 0) return { rows: [], total: 0 };

  const tsQuery = buildTsQuery(words, await typoCorrections(db, scope, words));
  // In one locale the tsquery is computed once, as an InitPlan; written inline, PostgreSQL would
  // parse, unaccent and stem it again for every candidate row, in the filter and in the rank.
  const queryOver = (table: 'r' | 'sp') =>
    scope.locale
      ? sql`(select to_tsquery(${textSearchConfig(scope.locale)}::regconfig, unaccent(${tsQuery})))`
      : sql`to_tsquery(${rowConfig(table)}, unaccent(${tsQuery}))`;
  const isRanked = words.length > 0;
  // The same matches and sort keys over either table's search fields: the company's own
  // revisions (`r`) and the accepted subscription rows (`sp`, decision 0027).
  const termsOver = (table: 'r' | 'sp') => {
    const column = (name: string) => sql.raw(`${table}.${name}`);
    const query = queryOver(table);
    const codesMatch = sql`(${column('search_codes')} && ${sql.param(codes)}::text[])`;
    const matches = hasSearch
      ? sql`and (${codesMatch} ${isRanked ? sql`or ${column('search_vector')} @@ ${query}` : sql``})`
      : sql``;
    const sortKeys = [
      ...(hasSearch && codes.length > 0 ? [{ key: codesMatch, name: 'code_hit', desc: true }] : []),
      ...(isRanked
        ? [{ key: sql`ts_rank(${column('search_vector')}, ${query})`, name: 'rank', desc: true }]
        : []),
      {
        key: table === 'r' ? sql`lower(r.name)` : sql`sp.name_key`,
        name: 'name_key',
        desc: false,
      },
      { key: column('locale'), name: 'locale_key', desc: false },
    ];
    const order = sql.join(
      sortKeys.map(({ key, desc }) => (desc ? sql`${key} desc` : key)),
      sql`, `,
    );
    const keys = sql.join(
      sortKeys.map(({ key, name }) => sql`${key} as ${sql.raw(name)}`),
      sql`, `,
    );
    return { matches, sortKeys, order, keys };
  };
  const own = termsOver('r');

  // Matches are found in product_revisions alone, inside one company and locale (composite
  // GIN indexes, decision 0014); only the page is joined to products and companies. The list
  // (no search) sorts by name alone, so it walks the name index and stops after the page. A
  // search by codes keeps the code key although every hit has it: sorted by name only,
  // PostgreSQL walked the whole name index looking for the codes' rows (decision 0017).
  // Each sort key once inside, under a name the outer query sorts the page by again.
  const outerOrder = sql.raw(
    own.sortKeys.map(({ name, desc }) => `r.${name}${desc ? ' desc' : ''}`).join(', '),
  );
  // A search counts its matches in the same scan (they are hundreds at most); the whole list
  // walks the name index for the page and counts apart.
  const where = sql`${revisionScope(scope)} ${own.matches}`;
  // Accepted subscription products join the company's own (decision 0027); never in the
  // review queue, which holds the company's own work only. They are found and ordered in
  // subscription_products by its own indexes; only the rows kept are joined to revisions.
  const subscribed = scope.subscriberId && !scope.onlyInReview ? termsOver('sp') : null;
  const subscribedWhere =
    subscribed && scope.subscriberId
      ? sql`${subscribedScope(scope, scope.subscriberId)} ${subscribed.matches}`
      : null;
  const countInScan = hasSearch;
  const total = countInScan ? sql`count(*) over ()::int` : sql`null::int`;
  const shown = sql`r.product_id, r.name, r.supplier, r.un_number, r.signal_word, r.pictograms,
             r.review_status`;
  const keyNames = sql.raw(own.sortKeys.map(({ name }) => `s.${name}`).join(', '));
  // Without subscriptions in scope, the page is cut inside the one scan. With them, each of the
  // two sources gives its first `offset + limit` rows in order, and the page is cut from both;
  // each source's count is carried by its rows, and the total adds the two.
  const source =
    subscribed && subscribedWhere
      ? sql`(
      with candidates as (
        (select ${shown}, ${own.keys}, ${total} as total, 1 as source
         from product_revisions r where ${where}
         order by ${own.order} limit ${options.offset + options.limit})
        union all
        (select ${shown}, ${keyNames}, s.total, 2 as source
         from (select sp.accepted_revision_id, ${subscribed.keys}, ${total} as total
               from subscription_products sp where ${subscribedWhere}
               order by ${subscribed.order} limit ${options.offset + options.limit}) s
         join product_revisions r on r.id = s.accepted_revision_id)
      )
      select r.product_id, r.name, r.supplier, r.un_number, r.signal_word, r.pictograms,
             r.review_status, ${sql.raw(own.sortKeys.map(({ name }) => `r.${name}`).join(', '))},
             (select (coalesce(max(total) filter (where source = 1), 0)
                    + coalesce(max(total) filter (where source = 2), 0))::int
                from candidates) as total
      from candidates r
      order by ${outerOrder}
      limit ${options.limit} offset ${options.offset}
    )`
      : sql`(
      select ${shown}, ${own.keys}, ${total} as total
      from product_revisions r where ${where}
      order by ${own.order}
      limit ${options.limit} offset ${options.offset}
    )`;
  const page = await executePrepared<ProductSummaryRow & { total: number | null }>(
    db,
    sql`
    select p.id, r.name, r.supplier, p.article_number as "articleNumber",
           p.master_code as "masterCode", p.locale, r.un_number as "unNumber",
           r.signal_word as "signalWord", r.pictograms, r.review_status as "reviewStatus",
           p.company_id as "companyId", c.name as "companyName", r.total
    from ${source} r
    join products p on p.id = r.product_id
    join companies c on c.id = p.company_id
    order by ${outerOrder}`,
  );
  const [first] = page.rows;
  // A search's page carries its count, but an empty page has no row to carry it: a first page
  // without rows means no matches, a later one needs the count apart.
  const pageTotal =
    countInScan && first
      ? (first.total ?? 0)
      : countInScan && options.offset === 0
        ? 0
        : await countMatches(db, where, subscribedWhere);
  return { rows: page.rows.map(({ total: _pageTotal, ...row }) => row), total: pageTotal };
}

async function countMatches(db: Db, where: SQL, subscribedWhere: SQL | null): Promise<number> {
  const subscribed = subscribedWhere
    ? sql` + (select count(*) from subscription_products sp where ${subscribedWhere})`
    : sql``;
  const result = await executePrepared<{ total: number }>(
    db,
    sql`select ((select count(*) from product_revisions r where ${where})${subscribed})::int as total`,
  );
  return result.rows[0]?.total ?? 0;
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

/** A product's document as the sheet lists it (no storage key, no dates). */
export type ProductSheetDocument = Pick<
  DocumentRow,
  'productId' | 'reference' | 'kind' | 'fileName' | 'contentType' | 'sizeBytes' | 'sha256'
>;

/**
 * One product for its sheet, in one query: the product as {@link findProduct} finds it, its
 * language variants the caller may see, and its documents (pdf first, images in order).
 */
export async function findProductSheet(db: Db, scope: ProductScope, key: ProductKey) {
  const preferredLocale = 'masterCode' in key ? key.locale : null;
  const result = await executePrepared<
    ProductRow & { variants: Product['variants']; documents: ProductSheetDocument[] }
  >(
    db,
    sql`
    select ${productColumns},
           (select coalesce(json_agg(json_build_object('id', v.id, 'locale', v.locale,
                      'name', vr.name, 'reviewStatus', vr.review_status) order by v.locale), '[]'::json)
              from products v join product_revisions vr on vr.id = ${visibleRevision(scope, 'v')}
              where v.company_id = p.company_id and v.master_code = p.master_code) as variants,
           (select coalesce(json_agg(json_build_object('productId', d.product_id,
                      'reference', d.reference, 'kind', d.kind, 'fileName', d.file_name,
                      'contentType', d.content_type, 'sizeBytes', d.size_bytes, 'sha256', d.sha256)
                      order by d.kind, d.position, d.created_at), '[]'::json)
              from product_documents d where d.product_id = p.id) as documents
    from products p
    join product_revisions r on r.id = ${visibleRevision(scope, 'p')}
    join companies c on c.id = p.company_id
    where ${companyCondition(scope, key)} and ${keyCondition(key)}
    order by ${ownFirst(scope)}
             (p.locale = ${preferredLocale ?? ''}) desc, (p.locale = 'en-US') desc, p.locale
    limit 1`,
  );
  return result.rows[0] ?? null;
}
