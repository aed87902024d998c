import { searchCodes, textSearchWords } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { executePrepared } from '../../platform/db/prepared-statement.ts';
import { revisionScope, subscribedScope, type ProductScope } from './product-scope.ts';
import { buildTsQuery, textSearchConfig, textSearchConfigSql } from './search-text.ts';
import { typoCorrections } from './typo-vocabulary.ts';

/** Per-row text-search configuration, for searches across locales. */
const rowConfig = (table: 'r' | 'sp') => textSearchConfigSql(sql.raw(`${table}.locale`));

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
  /** Screened for the hit's regulatory flag kinds (products.presenter.ts), not sent. */
  casNumbers: string[];
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
             r.review_status, r.cas_numbers`;
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
             r.review_status, r.cas_numbers, ${sql.raw(own.sortKeys.map(({ name }) => `r.${name}`).join(', '))},
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
           p.company_id as "companyId", c.name as "companyName",
           r.cas_numbers as "casNumbers", r.total
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

/**
 * A search in the reader's language that finds nothing there looks in the company's other
 * languages: `Handwaschpaste` with an English interface finds the German sheet, which then
 * says it is in German and offers the reader's (docs/product/search.md#what-is-searched). Only then: a
 * hit in the reader's language is what they can read, and the same product in other languages
 * would repeat it (decision 0058).
 */
export async function searchProductsInAnyLanguage(
  db: Db,
  scope: ProductScope,
  options: { search: string; limit: number; offset: number },
): Promise<{ rows: ProductSummaryRow[]; total: number }> {
  const found = await searchProducts(db, scope, options);
  if (found.total > 0 || !scope.locale || options.search.trim() === '') return found;
  return searchProducts(db, { ...scope, locale: null }, options);
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
