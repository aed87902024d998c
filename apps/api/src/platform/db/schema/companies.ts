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
import { timestamps } from './columns.ts';

/**
 * A tenant. Licence totals are the sum of its active company licences and add-ons
 * (docs/product/codes-and-licences.md#licences).
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  userLicenceCount: integer('user_licence_count').notNull().default(0),
  keyUserLicenceCount: integer('key_user_licence_count').notNull().default(0),
  /** Demo tenants are seeded outside production; production refuses to start with them. */
  isDemo: boolean('is_demo').notNull().default(false),
  /**
   * The numbers the company's sheets and printouts offer in an emergency (decision 0048): the
   * country whose defaults were offered (ISO 3166-1 alpha-2), the emergency number and the
   * poison centre. Null until a CompanyAdmin sets them.
   */
  emergencyCountry: text('emergency_country'),
  emergencyNumber: text('emergency_number'),
  poisonCentreNumber: text('poison_centre_number'),
  /** How long a deleted product's versions stay readable in the archive (decision 0061). */
  archiveRetentionYears: integer('archive_retention_years').notNull().default(40),
  /** A sheet whose revision date is older than this is due for review (decision 0065). */
  reviewAfterYears: integer('review_after_years').notNull().default(3),
  /** Whether the weekly e-mail of sheets due for review goes out (decision 0065). */
  dueDigestEnabled: boolean('due_digest_enabled').notNull().default(true),
  /**
   * The e-mail addresses of the people who act as key users (they sign in with a device code and
   * have no address here), 0–20: the weekly digest goes to them too (decision 0065).
   */
  keyUserContacts: text('key_user_contacts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
});

/**
 * The weekly digests of sheets due for review already queued (decision 0065): one row per company
 * and ISO week (`2026-W48`), written in the transaction that queues the mails, so none goes twice.
 */
export const dueReviewDigests = pgTable(
  'due_review_digests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isoWeek: text('iso_week').notNull(),
    dueCount: integer('due_count').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.isoWeek] })],
);

export const companyCodeKind = pgEnum('company_code_kind', ['User', 'KeyUser', 'Subscription']);

/**
 * A company's three codes (docs/product/codes-and-licences.md#company-codes): found by keyed hash,
 * kept only encrypted so that a database dump alone reveals none of them.
 */
export const companyCodes = pgTable(
  'company_codes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: companyCodeKind('kind').notNull(),
    /** HMAC-SHA256 of the normalised code, hex. */
    codeHash: text('code_hash').notNull(),
    /** AES-256-GCM ciphertext of the code, base64 `iv.tag.data`. */
    codeEncrypted: text('code_encrypted').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.kind] }),
    uniqueIndex('company_codes_code_hash_unique').on(table.codeHash),
  ],
);

/** The product languages a company keeps its sheets in (`companies/{id}/locale`). */
export const companyLocales = pgTable(
  'company_locales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** The language new products and searches start in; one per company. */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('company_locales_company_locale_unique').on(table.companyId, table.locale),
    uniqueIndex('company_locales_one_default')
      .on(table.companyId)
      .where(sql`is_default`),
  ],
);

/**
 * What administrators did to a company (reveals and resets of codes, revoked devices, API
 * keys, licences): who, when, what. Kept with the company; the log line says the same.
 */
export const companyAuditEvents = pgTable(
  'company_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** `account` or `device`, and its id and name as they were then. */
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** What the action was about (the code kind, a device or key id…), never a secret. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_audit_events_company_idx').on(table.companyId, table.createdAt)],
);
