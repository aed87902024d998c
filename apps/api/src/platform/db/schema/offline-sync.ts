import { bigint, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The last change to what a User sees of each product (decision 0052): written by triggers in the
 * transaction of the change (drizzle/0020_offline_sync.sql), whoever wrote it — the product row,
 * its approved revision, its documents, a language variant, its company's name. A row outlives
 * its product (no foreign key): that is how a deletion reaches the offline packs. The position of
 * a change is (`changed_xid`, `product_id`); the writing transaction's id, so a reader can tell
 * which changes are final (every transaction below the snapshot's xmin has ended).
 */
export const productSyncChanges = pgTable(
  'product_sync_changes',
  {
    productId: uuid('product_id').primaryKey(),
    /** The product's (publisher's) company. */
    companyId: uuid('company_id').notNull(),
    changedXid: bigint('changed_xid', { mode: 'bigint' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_sync_changes_position_idx').on(
      table.companyId,
      table.changedXid,
      table.productId,
    ),
  ],
);

/**
 * The last change to a subscriber's view of a publisher's product: accepted, a newer revision
 * accepted, refused, removed from the subscription, the subscription ended (decision 0052).
 * Written by a trigger on subscription_products, also when a cascade deletes its rows.
 */
export const subscriptionSyncChanges = pgTable(
  'subscription_sync_changes',
  {
    subscriberCompanyId: uuid('subscriber_company_id').notNull(),
    productId: uuid('product_id').notNull(),
    changedXid: bigint('changed_xid', { mode: 'bigint' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriberCompanyId, table.productId] }),
    index('subscription_sync_changes_position_idx').on(
      table.subscriberCompanyId,
      table.changedXid,
      table.productId,
    ),
  ],
);
