import { DocumentKind } from '@sds/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { valuesOf } from './columns.ts';
import { products } from './products.ts';

export const documentKind = pgEnum('document_kind', valuesOf(DocumentKind));

/**
 * A file attached to a product (docs/product/documents.md#stored-documents): the supplier's SDS pdf
 * (at most one per product) and images. Reached only by its opaque random `reference`; the bytes
 * live in the file store under `storageKey` (content-addressed by SHA-256, so one upload stored
 * twice is one file).
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    reference: text('reference').notNull(),
    kind: documentKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Order of images on the sheet; the first is the main image. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_documents_reference_unique').on(table.reference),
    uniqueIndex('product_documents_one_pdf_per_product')
      .on(table.productId)
      .where(sql`kind = 'pdf'`),
    index('product_documents_product_idx').on(table.productId, table.kind, table.position),
  ],
);
