import { ReviewAction } from '@sds/contract';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { valuesOf } from './columns.ts';
import { companies } from './companies.ts';
import { products, reviewStatus } from './products.ts';

// What is kept about products beside their revisions: the review record, uploads merged into
// another product or refused, and the archive of deleted products.

export const reviewAction = pgEnum('review_action', valuesOf(ReviewAction));

/**
 * Every review decision (docs/product/product-content.md#review-states): who, when, from → to, the
 * reason of a rejection. Kept when the product is deleted (no key to products); gone with the
 * company.
 */
export const productReviewEvents = pgTable(
  'product_review_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    revisionId: uuid('revision_id').notNull(),
    action: reviewAction('action').notNull(),
    fromStatus: reviewStatus('from_status').notNull(),
    toStatus: reviewStatus('to_status').notNull(),
    reason: text('reason'),
    /** `device` or `account`, and its id: who decided, even after it is gone. */
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    /** The device's description or the account's name, as it was then. */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_review_events_product_idx').on(table.productId, table.createdAt)],
);

/**
 * An upload's placeholder product that its import found to be a new edition of an existing
 * product (same article number or master code, same locale): the placeholder is gone, and its
 * id still answers `importstatus` with the product the SDS went into.
 */
export const productMerges = pgTable('product_merges', {
  fromProductId: uuid('from_product_id').primaryKey(),
  intoProductId: uuid('into_product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An upload whose file was not a safety data sheet (`not-an-sds`: a letter, a label, a product
 * data sheet): its placeholder product is removed rather than left for a key user to fill in
 * (issue 22), and its id still answers `importstatus` with the refusal and its reason.
 */
export const refusedUploads = pgTable('refused_uploads', {
  productId: uuid('product_id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  detail: text('detail'),
  refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A deleted product (decision 0061): its identity as it was, so its versions and their documents
 * stay readable by key users and administrators until `purge_after` (the company's retention,
 * 40 years unless it sets another), when the daily purge removes them.
 */
export const archivedProducts = pgTable(
  'archived_products',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    masterCode: text('master_code').notNull(),
    articleNumber: text('article_number').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    approvedRevisionId: uuid('approved_revision_id'),
    latestRevisionId: uuid('latest_revision_id').notNull(),
    deletedByName: text('deleted_by_name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('archived_products_company_idx').on(table.companyId, table.deletedAt),
    index('archived_products_purge_idx').on(table.purgeAfter),
  ],
);
