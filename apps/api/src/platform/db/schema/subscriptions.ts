import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from './columns.ts';
import { companies } from './companies.ts';
import { productRevisions, products } from './products.ts';

/**
 * A company (the subscriber) that sees another company's (the publisher's) products it accepts
 * (docs/product/subscriptions-and-push.md#subscriptions, decision 0027). One per pair; never a
 * company with itself.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberCompanyId: uuid('subscriber_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publisherCompanyId: uuid('publisher_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The subscriber's note ("paints from our sister plant"). */
    description: text('description').notNull().default(''),
    /** Who subscribed, as they were named then. */
    createdByName: text('created_by_name').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscriptions_pair_unique').on(
      table.subscriberCompanyId,
      table.publisherCompanyId,
    ),
    index('subscriptions_publisher_idx').on(table.publisherCompanyId),
    check(
      'subscriptions_not_self',
      sql`${table.subscriberCompanyId} <> ${table.publisherCompanyId}`,
    ),
  ],
);

/**
 * A subscriber key user's decision on one of the publisher's products: the revision accepted
 * (what the subscriber's people see, until a newer one is accepted) or the revision refused.
 * A publisher's approved revision that is neither is pending. The subscriber's company id is
 * kept here so that the search finds accepted revisions by one index (decision 0027).
 */
export const subscriptionProducts = pgTable(
  'subscription_products',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subscriberCompanyId: uuid('subscriber_company_id').notNull(),
    acceptedRevisionId: uuid('accepted_revision_id').references(() => productRevisions.id, {
      onDelete: 'set null',
    }),
    refusedRevisionId: uuid('refused_revision_id').references(() => productRevisions.id, {
      onDelete: 'set null',
    }),
    decidedByName: text('decided_by_name').notNull(),
    /**
     * The accepted revision's search fields, copied when it is accepted (an approved revision's
     * content never changes), so the subscriber's search finds and orders its accepted products
     * by these indexes alone and joins only the page's rows (decision 0027). Null when refused.
     */
    locale: text('locale'),
    nameKey: text('name_key'),
    searchVector: tsvector('search_vector'),
    searchCodes: text('search_codes').array(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.productId] }),
    index('subscription_products_product_idx').on(table.productId),
    // The offline pack's full download pages through the accepted products by locale and id.
    index('subscription_products_accepted_locale_idx')
      .on(table.subscriberCompanyId, table.locale, table.productId)
      .where(sql`${table.acceptedRevisionId} is not null`),
    index('subscription_products_accepted_name_idx')
      .on(table.subscriberCompanyId, table.locale, table.nameKey)
      .where(sql`${table.acceptedRevisionId} is not null`),
    index('subscription_products_accepted_vector_idx')
      .using('gin', table.subscriberCompanyId, table.locale, table.searchVector)
      .where(sql`${table.acceptedRevisionId} is not null`),
    index('subscription_products_accepted_codes_idx')
      .using('gin', table.subscriberCompanyId, table.locale, table.searchCodes)
      .where(sql`${table.acceptedRevisionId} is not null`),
  ],
);
