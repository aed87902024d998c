import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companies } from './companies.ts';
import type { ImportSource } from './products.ts';

export const productRequestStatus = pgEnum('product_request_status', [
  'Open',
  'Converted',
  'Dismissed',
]);

/**
 * A product someone of the company asked for (`POST /api/products/request`,
 * docs/product/requests-and-feedback.md#product-requests), with the SDS they had when they had one
 * (stored like an import source). The company's key users turn it into a product or dismiss it.
 * `productId` has no key to products: an import may merge the product it became into another, and
 * the id still answers `importstatus` (decision 0022).
 */
export const productRequests = pgTable(
  'product_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requesterKind: text('requester_kind').notNull(),
    requesterId: uuid('requester_id').notNull(),
    requesterRole: text('requester_role').notNull(),
    requesterName: text('requester_name').notNull(),
    /** `CompanyName` as the form sent it. */
    companyName: text('company_name').notNull().default(''),
    isExistingProduct: boolean('is_existing_product').notNull(),
    remarks: text('remarks').notNull().default(''),
    file: jsonb('file').$type<ImportSource>(),
    status: productRequestStatus('status').notNull().default('Open'),
    productId: uuid('product_id'),
    /** Who converted or dismissed it, as they were named then, and when. */
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('product_requests_company_idx').on(table.companyId, table.status, table.createdAt),
  ],
);
