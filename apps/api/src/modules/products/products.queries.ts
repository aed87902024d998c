import type { Product } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  allowedTypos,
  buildTsQuery,
  searchCodes,
  searchWords,
  textSearchConfig,
  typoDistance,
} from './search-text.ts';

/** Which products a caller may see, decided by the policy (products.policy.ts). */
export interface ProductScope {
  companyIds: string[];
  /** `approved`: what users see; `latest`: the working revision, for key users. */
  revision: 'approved' | 'latest';
  onlyInReview: boolean;
  /** A locale to keep to, or null for every locale. */
  locale: string | null;
}

const revisionJoin = (scope: ProductScope) =>
  scope.revision === 'approved'
    ? sql`r.id = p.approved_revision_id`
    : sql`r.id = p.latest_revision_id`;

/** Per-row text-search configuration, for searches across locales. */
const rowConfig = sql`(case left(p.locale, 2) when 'nl' then 'dutch' when 'en' then 'english' when 'de' then 'german' when 'fr' then 'french' else 'simple' end)::regconfig`;

function scopeConditions(scope: ProductScope): SQL {
  const conditions = [
    sql`p.company_id = any(${sql.param(scope.companyIds)}::uuid[])`,
    ...(scope.locale ? [sql`p.locale = ${scope.locale}`] : []),
    ...(scope.onlyInReview ? [sql`r.review_status = 'InReview'`] : []),
  ];
  return sql.join(conditions, sql` and `);
}

/** Vocabulary words within the allowed typo distance of each search word (DESIGN §5). */
async function typoCorrections(db: Db, scope: ProductScope, words: string[]) {
  const corrections = new Map<string, string[]>();
  for (const word of words) {
    const typos = allowedTypos(word);
    if (typos === 0 || !/^\p{L}+$/u.test(word)) continue;
    // Levenshtein counts a transposition as two, so prefilter at twice the allowed distance
    // and apply the exact rule (optimal string alignment) here.
    const result = await db.execute<{ word: string }>(sql`
      select distinct word from product_name_words
      where company_id = any(${sql.param(scope.companyIds)}::uuid[])
        ${scope.locale ? sql`and locale = ${scope.locale}` : sql``}
        and length(word) between ${word.length - typos} and ${word.length + typos}
        and levenshtein_less_equal(word, ${word}, ${typos * 2}) <= ${typos * 2}`);
    const close = result.rows
      .map((row) => row.word)
      .filter((candidate) => candidate !== word && typoDistance(candidate, word) <= typos);
    if (close.length > 0) corrections.set(word, close);
  }
  return corrections;
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
  total: number;
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
  // Numbers go to the exact codes only: in names they are concentrations ("30–33 %") that the
  // text-search parser splits differently from how people type them.
  const words = searchWords(options.search).filter((word) => /\p{L}/u.test(word));
  const codes = searchCodes(options.search);
  const hasSearch = options.search.trim() !== '';
  if (hasSearch && words.length === 0 && codes.length === 0) return { rows: [], total: 0 };

  const tsQuery = buildTsQuery(words, await typoCorrections(db, scope, words));
  const config = scope.locale ? sql`${textSearchConfig(scope.locale)}::regconfig` : rowConfig;
  const query = sql`to_tsquery(${config}, unaccent(${tsQuery}))`;
  const matches = hasSearch
    ? sql`and (r.search_codes && ${sql.param(codes)}::text[] ${words.length > 0 ? sql`or r.search_vector @@ ${query}` : sql``})`
    : sql``;
  const rank =
    hasSearch && words.length > 0 ? sql`ts_rank(r.search_vector, ${query})` : sql`0::real`;

  const result = await db.execute<ProductSummaryRow>(sql`
    select p.id, r.name, r.supplier, p.article_number as "articleNumber",
           p.master_code as "masterCode", p.locale, r.un_number as "unNumber",
           r.signal_word as "signalWord", r.pictograms, r.review_status as "reviewStatus",
           p.company_id as "companyId", c.name as "companyName",
           count(*) over ()::int as total
    from products p
    join product_revisions r on ${revisionJoin(scope)}
    join companies c on c.id = p.company_id
    where ${scopeConditions(scope)} ${matches}
    order by (r.search_codes && ${sql.param(codes)}::text[]) desc, ${rank} desc, lower(r.name), p.locale
    limit ${options.limit} offset ${options.offset}`);
  if (result.rows.length === 0 && options.offset > 0) {
    // Past the last page: the window count is gone with the rows, so count once more.
    const first = await searchProducts(db, scope, { ...options, limit: 1, offset: 0 });
    return { rows: [], total: first.total };
  }
  return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
}

/** A product row as read: the wire shape but for what the presenter adds. */
export type ProductRow = Omit<Product, 'documents' | 'variants' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

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
 * another company's product, so callers cannot tell it exists (DESIGN §8). By master code,
 * the variant in the requested locale wins, then en-US, then any.
 */
export async function findProduct(db: Db, scope: ProductScope, key: ProductKey) {
  const preferredLocale = 'masterCode' in key ? key.locale : null;
  const result = await db.execute<ProductRow>(sql`
    select p.id, p.company_id as "companyId", c.name as "companyName", p.master_code as "masterCode",
           p.article_number as "articleNumber", p.locale, p.import_status as "importStatus",
           p.created_at as "createdAt", p.updated_at as "updatedAt",
           r.review_status as "reviewStatus", r.reject_reason as "rejectReason", r.name, r.supplier,
           r.revision_date as "revisionDate", r.version, r.signal_word as "signalWord", r.pictograms,
           r.adr_class as "adrClass", r.un_number as "unNumber", r.packing_group as "packingGroup",
           r.cas_numbers as "casNumbers", r.contains, r.remarks, r.hazards, r.first_aid as "firstAid",
           r.fire_fighting as "fireFighting", r.spill_cleanup as "spillCleanup", r.hygiene,
           r.personal_protection as "personalProtection", r.storage_and_adr as "storageAndAdr",
           r.usage, r.waste_management as "wasteManagement", r.h_statements as "hStatements",
           r.p_statements as "pStatements"
    from products p
    join product_revisions r on ${revisionJoin(scope)}
    join companies c on c.id = p.company_id
    where p.company_id = any(${sql.param(scope.companyIds)}::uuid[]) and ${keyCondition(key)}
    order by (p.locale = ${preferredLocale ?? ''}) desc, (p.locale = 'en-US') desc, p.locale
    limit 1`);
  return result.rows[0] ?? null;
}

/** The language variants (same master code) a caller may see, the product itself included. */
export async function findVariants(
  db: Db,
  scope: ProductScope,
  companyId: string,
  masterCode: string,
) {
  const result = await db.execute<Product['variants'][number]>(sql`
    select p.id, p.locale, r.name, r.review_status as "reviewStatus"
    from products p
    join product_revisions r on ${revisionJoin(scope)}
    where p.company_id = ${companyId} and p.master_code = ${masterCode}
    order by p.locale`);
  return result.rows;
}
