import { z } from 'zod';
import { Locale } from './locale-schema.ts';
import { Product, ReadCompanyQuery } from './products.ts';

/** The most sheets one `GET /api/products/sync` answer carries (docs/product/offline-sync.md). */
export const SYNC_PAGE_LIMIT = 500;

/** Query of `GET /api/products/sync` (decision 0052). */
export const SyncQuery = ReadCompanyQuery.extend({
  /** The opaque cursor of the last answer; absent on a device's first sync. */
  since: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_LIMIT).optional(),
  /** The device's language: in a full sync its variants come first, then the rest. */
  locale: Locale.optional(),
});
export type SyncQuery = z.input<typeof SyncQuery>;

/** One sheet of the offline pack: what `GET /api/products/{id}` answers a User. */
export const SyncedSheet = Product;
export type SyncedSheet = z.infer<typeof SyncedSheet>;

/**
 * `GET /api/products/sync`: the sheets a User of the company sees that were added or changed since
 * the cursor, and the ids to drop. Pages: while `hasMore`, call again at once with `cursor`.
 */
export const SyncResponse = z
  .object({
    /** Sheets added or changed since the cursor (approved content only). */
    items: z.array(SyncedSheet),
    /** Product ids the device must drop: deleted, no longer approved or visible. */
    removed: z.array(z.uuid()),
    /** Pass as `since` next time; signed and bound to the company. */
    cursor: z.string(),
    /** True: call again at once with `cursor`. */
    hasMore: z.boolean(),
    /**
     * True: this answer starts a full download (a first sync, or a cursor the server can no longer
     * continue): once its last page has arrived, drop every sheet it did not carry.
     */
    reset: z.boolean(),
    /** The server time the answer is consistent with ("sheets as of <time>"). */
    syncedAt: z.iso.datetime(),
  })
  .meta({ id: 'SyncResponse' });
export type SyncResponse = z.infer<typeof SyncResponse>;
