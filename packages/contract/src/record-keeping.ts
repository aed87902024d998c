import { z } from 'zod';

/** The archive keeps a deleted product's versions this long unless the company says otherwise. */
export const DEFAULT_ARCHIVE_RETENTION_YEARS = 40;

/** A sheet older than this is due for review unless the company says otherwise (decision 0065). */
export const DEFAULT_REVIEW_AFTER_YEARS = 3;
export const MIN_REVIEW_AFTER_YEARS = 1;
export const MAX_REVIEW_AFTER_YEARS = 5;

const archiveRetentionYears = z.number().int().min(1).max(100);
/** A sheet whose revision date is older than this many years is due for review. */
const reviewAfterYears = z.number().int().min(MIN_REVIEW_AFTER_YEARS).max(MAX_REVIEW_AFTER_YEARS);
/** Whether the weekly e-mail of the sheets due for review goes out. */
const dueDigestEnabled = z.boolean();

/**
 * How a company keeps its records (decisions 0061 and 0065), as `PUT` takes it: how many years a
 * deleted product's versions stay in the archive (exposure records may have to be kept for
 * decades, so up to 100), and — each optional, what is left out stays as it is — after how many
 * years a sheet is due for review (1–5) and whether the weekly digest of those goes out.
 */
export const RecordKeeping = z
  .object({
    archiveRetentionYears,
    reviewAfterYears: reviewAfterYears.optional(),
    dueDigestEnabled: dueDigestEnabled.optional(),
  })
  .meta({ id: 'RecordKeeping' });
export type RecordKeeping = z.infer<typeof RecordKeeping>;

/** The company's record keeping as `GET` and `PUT` answer it: every setting. */
export const RecordKeepingSettings = z.object({
  archiveRetentionYears,
  reviewAfterYears,
  dueDigestEnabled,
});
export type RecordKeepingSettings = z.infer<typeof RecordKeepingSettings>;
