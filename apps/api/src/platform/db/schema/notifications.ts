import type { ChangeSummaryItem } from '@sds/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { deviceRole } from './devices.ts';
import { products } from './products.ts';

/**
 * What a company's key users or users were told about a product
 * (docs/product/subscriptions-and-push.md#feeds): the feed of `productPushKeyUser` /
 * `productPushUser`, and what push messages carry (decision 0028).
 */
export const productNotifications = pgTable(
  'product_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    audience: deviceRole('audience').notNull(),
    kind: text('kind').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    locale: text('locale').notNull(),
    publisherName: text('publisher_name'),
    /** What an approval changed (ChangeSummaryItem[], decision 0061); `[]` for other notices. */
    changes: jsonb('changes')
      .$type<ChangeSummaryItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_notifications_feed_idx').on(table.companyId, table.audience, table.createdAt),
  ],
);
