import { z } from 'zod';
import { EmailAddress } from './account.ts';

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

/** At most this many key-user contacts per company (decision 0065). */
export const MAX_KEY_USER_CONTACTS = 20;

/**
 * The e-mail addresses of the people who act as the company's key users (they sign in with a
 * device code and have no address in the portal): they get the weekly digest with the
 * administrators. 0–20, each trimmed; the server keeps an address written twice, in any case,
 * once.
 */
const keyUserContacts = z.array(EmailAddress).max(MAX_KEY_USER_CONTACTS);

/**
 * How a company keeps its records (decisions 0061 and 0065), as `PUT` takes it: how many years a
 * deleted product's versions stay in the archive (exposure records may have to be kept for
 * decades, so up to 100), and — each optional, what is left out stays as it is — after how many
 * years a sheet is due for review (1–5), whether the weekly digest of those goes out, and the
 * key-user contacts it goes to besides the administrators.
 */
export const RecordKeeping = z
  .object({
    archiveRetentionYears,
    reviewAfterYears: reviewAfterYears.optional(),
    dueDigestEnabled: dueDigestEnabled.optional(),
    keyUserContacts: keyUserContacts.optional(),
  })
  .meta({ id: 'RecordKeeping' });
export type RecordKeeping = z.infer<typeof RecordKeeping>;

/** The company's record keeping as `GET` and `PUT` answer it: every setting. */
export const RecordKeepingSettings = z.object({
  archiveRetentionYears,
  reviewAfterYears,
  dueDigestEnabled,
  keyUserContacts: z.array(z.string()),
});
export type RecordKeepingSettings = z.infer<typeof RecordKeepingSettings>;
