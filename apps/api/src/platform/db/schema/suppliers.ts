import { SupplierRequestStatus } from '@sds/contract';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, valuesOf } from './columns.ts';
import { companies } from './companies.ts';

/**
 * A supplier of a company (decision 0070). The first revision that names it makes it: a trigger
 * on product_revisions (migration 0027) inserts the name under its key — `supplier_name_key()`,
 * lower case with spaces collapsed — so imports, the editor and new products all fill the list,
 * and products are linked by the same key, not by a column of their own.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `supplier_name_key(name)`: what links products to it. */
    nameKey: text('name_key').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The language of its e-mails; null: the product's. */
    locale: text('locale'),
    ...timestamps,
  },
  (table) => [uniqueIndex('suppliers_company_name_key_idx').on(table.companyId, table.nameKey)],
);

/** `Expired` is not stored: an `Open` request past `expires_at` is presented as expired. */
export const supplierRequestStatus = pgEnum(
  'supplier_request_status',
  valuesOf(SupplierRequestStatus).filter((status) => status !== 'Expired') as [
    'Open',
    'Uploaded',
    'Replaced',
  ],
);

/**
 * A key user's request to a supplier for a product's current SDS, with its single-use upload
 * link: only the SHA-256 of the link's token is kept, and of the reminder's (a second link to
 * the same request: the first e-mail's token is not kept to send again). Product name and
 * article number as they were asked for, like the requester's name: the product may be deleted.
 */
export const supplierRequests = pgTable(
  'supplier_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    articleNumber: text('article_number').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    reminderTokenHash: text('reminder_token_hash').unique(),
    status: supplierRequestStatus('status').notNull().default('Open'),
    requesterKind: text('requester_kind').notNull(),
    requesterId: uuid('requester_id').notNull(),
    requesterName: text('requester_name').notNull(),
    requesterRole: text('requester_role').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (table) => [
    index('supplier_requests_product_idx').on(table.companyId, table.productId, table.sentAt),
    index('supplier_requests_supplier_idx').on(table.supplierId, table.sentAt),
    // The daily reminders walk only the open requests not yet reminded.
    index('supplier_requests_reminder_idx')
      .on(table.sentAt)
      .where(sql`status = 'Open' and reminded_at is null`),
  ],
);
