import { z } from 'zod';
import { Locale } from './locale-schema.ts';

/**
 * A product whose approved version is due for review (decision 0065): its revision date is older
 * than the company's limit, or it has none (`revisionDate` and `ageDays` null).
 */
export const DueForReviewItem = z.object({
  id: z.uuid(),
  name: z.string(),
  articleNumber: z.string(),
  locale: Locale,
  supplier: z.string(),
  /** `YYYY-MM-DD`, as the product's content has it. */
  revisionDate: z.string().nullable(),
  /** Days from the revision date to today (UTC); null without a revision date. */
  ageDays: z.number().int().nullable(),
});
export type DueForReviewItem = z.infer<typeof DueForReviewItem>;

/**
 * `GET /api/products/due-for-review`: the company's products due for review, those without a
 * revision date first, then the oldest; at most `PRODUCT_LIST_LIMIT`, `total` counts them all.
 */
export const DueForReviewResponse = z.object({
  /** The company's limit in years. */
  reviewAfterYears: z.number().int(),
  /** A revision date before this day (`YYYY-MM-DD`) is due. */
  dueBefore: z.string(),
  total: z.number().int(),
  items: z.array(DueForReviewItem),
});
export type DueForReviewResponse = z.infer<typeof DueForReviewResponse>;
