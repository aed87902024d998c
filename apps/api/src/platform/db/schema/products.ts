import { ImportStatus, ReviewStatus, SignalWord, type PlausibilityFinding } from '@sds/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector, valuesOf } from './columns.ts';
import { companies } from './companies.ts';

export const reviewStatus = pgEnum('review_status', valuesOf(ReviewStatus));
export const importStatus = pgEnum('import_status', valuesOf(ImportStatus));
export const signalWord = pgEnum('signal_word', valuesOf(SignalWord));

/**
 * The question an import waits on (decision 0068): the SDS looks like another version of an
 * existing product, and a key user says whether it is, or a different product.
 */
export interface ImportDuplicateQuestion {
  productId: string;
  /** Why it matched: `ufi`, `name-supplier`, `similar-text`. */
  reasons: string[];
  /** The texts' estimated Jaccard similarity (MinHash), 0–1. */
  similarity: number | null;
}

/** The stored file an import reads (a storage reference, never the bytes). */
export interface ImportSource {
  storageKey: string;
  fileName: string;
  contentType: string;
  sha256: string;
  sizeBytes: number;
}

/**
 * A product: one SDS in one locale (docs/product/product-content.md#a-product). Its id never
 * changes; its content lives in revisions. Users see the approved revision; key users work on the
 * latest one.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    masterCode: text('master_code').notNull(),
    articleNumber: text('article_number').notNull(),
    locale: text('locale').notNull(),
    importStatus: importStatus('import_status').notNull().default('Unknown'),
    /** Why the last import failed (an `ImportFailureReason`), with the detail a key user sees. */
    importReason: text('import_reason'),
    importDetail: text('import_detail'),
    /** What the last import read: the SDS pdf, or an SDScom XML uploaded on its own. */
    importSource: jsonb('import_source').$type<ImportSource>(),
    /** Fields the import took from the PDF's text, which a key user must confirm. */
    importFieldsToConfirm: text('import_fields_to_confirm')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the plausibility check found in the imported product, until a key user saves it. */
    importFindings: jsonb('import_findings')
      .$type<PlausibilityFinding[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    importUpdatedAt: timestamp('import_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The open question of decision 0068: which existing product this SDS may be a version of. */
    importDuplicate: jsonb('import_duplicate').$type<ImportDuplicateQuestion>(),
    /** MinHash signature of the last imported SDS's text (decision 0068), 64 32-bit values. */
    importTextMinhash: integer('import_text_minhash').array(),
    /** Its LSH bands (`band:hash`), which find the products whose text may be similar. */
    importTextBands: text('import_text_bands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvedRevisionId: uuid('approved_revision_id'),
    latestRevisionId: uuid('latest_revision_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_article_locale_unique').on(
      table.companyId,
      table.articleNumber,
      table.locale,
    ),
    index('products_master_code_idx').on(table.companyId, table.masterCode),
    // The offline pack's full download pages through a company's products by locale and id.
    index('products_company_locale_id_idx').on(table.companyId, table.locale, table.id),
    // An import finds the products whose text may be similar by a shared band (decision 0068).
    index('products_import_text_bands_idx').using('gin', table.companyId, table.importTextBands),
  ],
);

/**
 * One version of a product's content, with its review state and search fields. Every approved
 * version is kept, also after the product is deleted (archived_products, decision 0061): no key
 * to products, the company's deletion takes them.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    reviewStatus: reviewStatus('review_status').notNull().default('Draft'),
    rejectReason: text('reject_reason'),
    /**
     * Mirrors of the product's pointers (`approved_revision_id`, `latest_revision_id`), so a
     * search runs on this table alone, within one company and locale (decision 0014). Whoever
     * moves a pointer moves the flag in the same transaction.
     */
    isCurrentApproved: boolean('is_current_approved').notNull().default(false),
    isLatest: boolean('is_latest').notNull().default(false),
    name: text('name').notNull(),
    supplier: text('supplier').notNull().default(''),
    /** The supplier's e-mail address and telephone of SDS 1.3 (not the emergency one of 1.4). */
    supplierEmail: text('supplier_email'),
    supplierPhone: text('supplier_phone'),
    /** The emergency telephone of SDS section 1.4, as printed (with its hours). */
    emergencyPhone: text('emergency_phone'),
    revisionDate: text('revision_date'),
    version: text('version').notNull().default(''),
    signalWord: signalWord('signal_word').notNull().default('None'),
    pictograms: text('pictograms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    adrClass: text('adr_class'),
    unNumber: text('un_number'),
    /** The trade item's EAN/GTIN barcode (8, 12, 13 or 14 digits, check digit checked). */
    gtin: text('gtin'),
    /** The mixture's Unique Formula Identifier (CLP Annex VIII), `XXXX-XXXX-XXXX-XXXX`. */
    ufi: text('ufi'),
    packingGroup: text('packing_group'),
    casNumbers: text('cas_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contains: text('contains').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    hazards: text('hazards').notNull().default(''),
    firstAid: text('first_aid').notNull().default(''),
    fireFighting: text('fire_fighting').notNull().default(''),
    spillCleanup: text('spill_cleanup').notNull().default(''),
    hygiene: text('hygiene').notNull().default(''),
    personalProtection: text('personal_protection').notNull().default(''),
    /** TRGS 510 storage class (`3`, `6.1C`, `8A`), checked by the contract when written. */
    storageClass: text('storage_class'),
    storageAndAdr: text('storage_and_adr').notNull().default(''),
    usage: text('usage').notNull().default(''),
    wasteManagement: text('waste_management').notNull().default(''),
    /** `[{code, text}]`; text may be '' and is then filled from the official phrases. */
    hStatements: jsonb('h_statements')
      .$type<{ code: string; text: string }[]>()
      .notNull()
      .default([]),
    pStatements: jsonb('p_statements')
      .$type<{ code: string; text: string }[]>()
      .notNull()
      .default([]),
    /** Name (weight A) and supplier (B), unaccented, in the locale's text-search config. */
    searchVector: tsvector('search_vector').notNull(),
    /** Normalised codes and numbers: article, master code, UN, CAS, H/P (exact matches). */
    searchCodes: text('search_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    index('product_revisions_product_idx').on(table.productId),
    // btree_gin: one index walk finds a company's matches in a locale, not all companies'.
    index('product_revisions_scoped_vector_idx').using(
      'gin',
      table.companyId,
      table.locale,
      table.searchVector,
    ),
    index('product_revisions_scoped_codes_idx').using(
      'gin',
      table.companyId,
      table.locale,
      table.searchCodes,
    ),
    // The empty search lists what users see by name.
    index('product_revisions_approved_name_idx')
      .on(table.companyId, table.locale, sql`lower(${table.name})`)
      .where(sql`is_current_approved`),
    index('product_revisions_company_locale_idx').on(table.companyId, table.locale),
    // The due-for-review list walks a company's approved versions oldest revision date first.
    index('product_revisions_approved_revision_date_idx')
      .on(table.companyId, table.revisionDate)
      .where(sql`is_current_approved`),
    // An import looks for another version of its SDS: same UFI, or same name (decision 0068).
    index('product_revisions_latest_ufi_idx')
      .on(table.companyId, table.ufi)
      .where(sql`is_latest and ufi is not null`),
    index('product_revisions_latest_name_key_idx')
      .on(
        table.companyId,
        table.locale,
        sql`lower(regexp_replace(${table.name}, '[^[:alnum:]]+', '', 'g'))`,
      )
      .where(sql`is_latest`),
  ],
);

/** Words of product names per company and locale: the vocabulary typos are corrected against. */
export const productNameWords = pgTable(
  'product_name_words',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    word: text('word').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.locale, table.word] })],
);
