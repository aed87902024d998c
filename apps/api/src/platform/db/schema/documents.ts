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
import { companies } from './companies.ts';
import { productRevisions } from './products.ts';

export const documentKind = pgEnum('document_kind', valuesOf(DocumentKind));

/**
 * A file attached to a version of a product (docs/product/documents.md#stored-documents): the
 * supplier's SDS pdf (at most one per version) and images. Reached only by its opaque random `reference`; the bytes
 * live in the file store under `storageKey` (content-addressed by SHA-256, so one upload stored
 * twice is one file).
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    /** The version of the product that carries it: each version keeps its own (decision 0061). */
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => productRevisions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    // A document keeps its reference in the versions that carry it on (working-revision.ts).
    uniqueIndex('product_documents_revision_reference_unique').on(
      table.revisionId,
      table.reference,
    ),
    uniqueIndex('product_documents_one_pdf_per_revision')
      .on(table.revisionId)
      .where(sql`kind = 'pdf'`),
    index('product_documents_revision_idx').on(table.revisionId, table.kind, table.position),
    index('product_documents_product_reference_idx').on(table.productId, table.reference),
  ],
);
