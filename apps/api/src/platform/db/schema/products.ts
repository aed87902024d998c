import {
  ImportStatus,
  ReviewAction,
  ReviewStatus,
  SignalWord,
  type PlausibilityFinding,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
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
  ],
);

/** One version of a product's content, with its review state and search fields. */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
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
