import {
  PRODUCT_LIST_LIMIT,
  type DueForReviewItem,
  type DueForReviewResponse,
  type SupportedLocale,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The day as `YYYY-MM-DD` (UTC). */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/**
 * The first revision date that is not due yet: `today` (UTC) `years` back. A sheet revised before
 * it is older than the company's limit (decision 0065); 29 February goes to the 28th in a year
 * without one.
 */
export function dueBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastOfMonth))));
}

/** Whole days from a revision date to `today` (UTC); null without a (readable) date. */
export function ageInDays(revisionDate: string | null, today: Date): number | null {
  const revised = revisionDate ? Date.parse(`${revisionDate}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(revised)) return null;
  return Math.floor((Date.parse(`${isoDay(today)}T00:00:00Z`) - revised) / DAY_MS);
}

/**
 * Approved versions of live products that are due: no revision date, or one before the cutoff.
 * Walks `product_revisions_approved_revision_date_idx` (company, revision date).
 */
const dueVersions = (companyId: string, cutoff: string) => sql`
  from product_revisions r join products p on p.id = r.product_id
  where r.company_id = ${companyId} and r.is_current_approved
    and (r.revision_date is null or r.revision_date < ${cutoff})`;

type DueRow = Omit<DueForReviewItem, 'ageDays' | 'locale'> & { locale: SupportedLocale };

/** The company's limit in years; a company that is not there is a 404. */
export async function reviewAfterYearsOf(executor: Executor, companyId: string): Promise<number> {
  const result = await executor.execute<{ years: number }>(
    sql`select review_after_years as years from companies where id = ${companyId}`,
  );
  const years = result.rows[0]?.years;
  if (years === undefined) throw new AppError('not-found', 'No such company');
  return Number(years);
}

/**
 * `GET /api/products/due-for-review` (decision 0065): the company's products whose approved
 * version is due, those without a revision date first (their age is unknown), then the oldest;
 * at most {@link PRODUCT_LIST_LIMIT}, with the count of all.
 */
export async function listDueForReview(
  executor: Executor,
  companyId: string,
  options: { today?: Date; limit?: number } = {},
): Promise<DueForReviewResponse> {
  const today = options.today ?? new Date();
  const limit = options.limit ?? PRODUCT_LIST_LIMIT;
  const reviewAfterYears = await reviewAfterYearsOf(executor, companyId);
  const cutoff = dueBefore(today, reviewAfterYears);
  const columns = sql`p.id, r.name, p.article_number as "articleNumber", p.locale, r.supplier,
    r.revision_date as "revisionDate"`;
  // Two index walks, each in its order: the undated ones, then the dated ones oldest first.
  const [rows, counted] = await Promise.all([
    executor.execute<DueRow>(sql`
      (select ${columns} ${dueVersions(companyId, cutoff)} and r.revision_date is null
        order by lower(r.name), p.id limit ${limit})
      union all
      (select ${columns} ${dueVersions(companyId, cutoff)} and r.revision_date is not null
        order by r.revision_date, p.id limit ${limit})`),
    executor.execute<{ total: number }>(
      sql`select count(*)::int as total ${dueVersions(companyId, cutoff)}`,
    ),
  ]);
  return {
    reviewAfterYears,
    dueBefore: cutoff,
    total: Number(counted.rows[0]?.total ?? 0),
    items: rows.rows
      .slice(0, limit)
      .map((row) => ({ ...row, ageDays: ageInDays(row.revisionDate, today) })),
  };
}

/**
 * Whether a product's approved version is due for review (the badge on a key user's sheet,
 * decision 0065); false for a product never approved.
 */
export async function isProductDueForReview(
  executor: Executor,
  companyId: string,
  productId: string,
  today: Date = new Date(),
): Promise<boolean> {
  const years = await reviewAfterYearsOf(executor, companyId);
  const result = await executor.execute<{ due: boolean }>(sql`
    select (r.revision_date is null or r.revision_date < ${dueBefore(today, years)}) as due
    from product_revisions r
    where r.product_id = ${productId} and r.company_id = ${companyId} and r.is_current_approved
    limit 1`);
  return result.rows[0]?.due === true;
}
