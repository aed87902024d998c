import {
  DeviceRole,
  DeviceType,
  DocumentKind,
  ImportStatus,
  ReviewAction,
  ReviewStatus,
  SignalWord,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
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

/** A contract enum's values as the tuple pgEnum wants: one list of names for both. */
function valuesOf<Value extends string>(zodEnum: { options: readonly Value[] }) {
  return zodEnum.options as unknown as [Value, ...Value[]];
}

/** PostgreSQL's tsvector, written with to_tsvector() in SQL and never read by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A tenant. Licence totals are the sum of its active company licences and add-ons (DESIGN §3). */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  userLicenceCount: integer('user_licence_count').notNull().default(0),
  keyUserLicenceCount: integer('key_user_licence_count').notNull().default(0),
  /** Demo tenants are seeded outside production; production refuses to start with them. */
  isDemo: boolean('is_demo').notNull().default(false),
  ...timestamps,
});

export const companyCodeKind = pgEnum('company_code_kind', ['User', 'KeyUser', 'Subscription']);
export const deviceRole = pgEnum('device_role', valuesOf(DeviceRole));
export const deviceType = pgEnum('device_type', valuesOf(DeviceType));

/**
 * A company's three codes (DESIGN §3): found by keyed hash, kept only encrypted so that a
 * database dump alone reveals none of them.
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

/** A person who signs in with e-mail and password (CompanyAdmin, Admin; DESIGN §2). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id PHC string; null until the account sets a password. */
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${table.email})`),
    index('accounts_company_idx').on(table.companyId),
  ],
);

export const accountTokenPurpose = pgEnum('account_token_purpose', [
  'registration',
  'password-reset',
]);

/**
 * A single-use link sent by e-mail (DESIGN §8 `account/reset`): kept only as a SHA-256 hash,
 * with its expiry. A registration's token carries what the visitor entered; nothing else of
 * the registration exists until the link is opened (issue 7: nothing is usable before).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: accountTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The account a reset is for; null for a registration (no account yet). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Registration: `{companyName, name, locale}` as entered. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_unique').on(table.tokenHash),
    index('account_tokens_email_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * An account's bearer token from `POST /api/account/token` (DESIGN §4: short-lived,
 * revocable): only its SHA-256 is kept.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_sessions_token_hash_unique').on(table.tokenHash),
    index('account_sessions_account_idx').on(table.accountId),
  ],
);

/**
 * A browser or app signed in with a company code (DESIGN §3–§4). While `signedOutAt` and
 * `revokedAt` are null it holds one licence of its role. A device is its company and its
 * deviceGuid (decision 0033): signing in with the other code of the same company moves the row
 * to that code; another company's sign-in with the same guid is another device.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceGuid: uuid('device_guid').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: deviceRole('role').notNull(),
    deviceType: deviceType('device_type').notNull(),
    description: text('description').notNull().default(''),
    /** Push subscription (Web Push JSON) or push token; '' when none. */
    deviceToken: text('device_token').notNull().default(''),
    /** SHA-256 (hex) of the `AuthCode` header value this device must send. */
    authCodeHash: text('auth_code_hash').notNull(),
    /** SHA-256 (hex) of the current session cookie; null when signed out. */
    sessionHash: text('session_hash'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Leading with the guid, it also serves the authenticator's lookup of a guid's rows.
    uniqueIndex('devices_device_guid_company_unique').on(table.deviceGuid, table.companyId),
    index('devices_active_by_company_idx')
      .on(table.companyId, table.role)
      .where(sql`${table.signedOutAt} is null and ${table.revokedAt} is null`),
  ],
);

/** An integration's read-only key (DESIGN §4): shown once, stored as a SHA-256 hash. */
export const companyApiKeys = pgTable(
  'company_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown so people can tell their keys apart (never enough to use). */
    prefix: text('prefix').notNull().default(''),
    /** A disabled key is refused until enabled again; a revoked (deleted) key never works again. */
    enabled: boolean('enabled').notNull().default(true),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('company_api_keys_key_hash_unique').on(table.keyHash),
    index('company_api_keys_company_idx').on(table.companyId),
  ],
);

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
 * A product: one SDS in one locale (DESIGN §5). Its id never changes; its content lives in
 * revisions. Users see the approved revision; key users work on the latest one.
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
 * Every review decision (DESIGN §5): who, when, from → to, the reason of a rejection. Kept
 * when the product is deleted (no key to products); gone with the company.
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

export const documentKind = pgEnum('document_kind', valuesOf(DocumentKind));

/**
 * A file attached to a product (DESIGN §5): the supplier's SDS pdf (at most one per product)
 * and images. Reached only by its opaque random `reference`; the bytes live in the file store
 * under `storageKey` (content-addressed by SHA-256, so one upload stored twice is one file).
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

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'completed', 'failed']);

/**
 * The job queue (DESIGN §10, decision 0022): workers claim due jobs with `FOR UPDATE SKIP
 * LOCKED` and hold them by a lease they renew; a job whose lease ran out (its worker died) is
 * claimed again. Payloads carry ids and storage references, never file bytes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one waiting job per key (one queued import per product). */
    singletonKey: text('singleton_key'),
    ...timestamps,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.queue, table.runAt)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex('jobs_waiting_singleton_unique')
      .on(table.singletonKey)
      .where(sql`status = 'queued'`),
    index('jobs_finished_idx')
      .on(table.finishedAt)
      .where(sql`status in ('completed', 'failed')`),
  ],
);

/**
 * The licence catalogue (DESIGN §3, Admin): what a company licence grants. Totals of a company
 * are recomputed from its active company licences (decision 0007).
 */
export const licenses = pgTable('licenses', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  userLicences: integer('user_licences').notNull(),
  keyUserLicences: integer('key_user_licences').notNull(),
  /** How long a company licence of it runs by default; null: no end (the free plan). */
  durationMonths: integer('duration_months'),
  /** Whether it may still be given to companies (old ones stay on existing licences). */
  isAvailable: boolean('is_available').notNull().default(true),
  ...timestamps,
});

/** Extra licences on top of a company's licence (`LicenseAddons`, DESIGN §3). */
export const licenseAddons = pgTable('license_addons', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  userLicences: integer('user_licences').notNull(),
  keyUserLicences: integer('key_user_licences').notNull(),
  isAvailable: boolean('is_available').notNull().default(true),
  ...timestamps,
});

/**
 * A licence or add-on given to a company for a period, `quantity` times. Active while today is
 * within [startsOn, endsOn] (no end: open) and it is not cancelled.
 */
export const companyLicenses = pgTable(
  'company_licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    licenseId: uuid('license_id').references(() => licenses.id),
    addonId: uuid('addon_id').references(() => licenseAddons.id),
    quantity: integer('quantity').notNull().default(1),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('company_licenses_company_idx').on(table.companyId),
    check(
      'company_licenses_one_item',
      sql`(${table.licenseId} is null) <> (${table.addonId} is null)`,
    ),
    check('company_licenses_quantity_positive', sql`${table.quantity} between 1 and 100000`),
    check(
      'company_licenses_period',
      sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`,
    ),
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

/**
 * Feedback sent from any signed-in device or account (`POST /api/feedback`, SPEC §7), read by
 * the platform Admin. The sender is kept as it was then (kind, id, role, name), so the message
 * still says who sent it after the device is gone; the Admin marks what was dealt with.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the platform Admin, who belongs to no company, sent it. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    actorName: text('actor_name').notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    /** The screen it was sent from, as the client names it (`/search`). */
    screen: text('screen'),
    /** When the Admin marked it handled; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt),
    check('feedback_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);

export const productRequestStatus = pgEnum('product_request_status', [
  'Open',
  'Converted',
  'Dismissed',
]);

/**
 * A product someone of the company asked for (`POST /api/products/request`, SPEC §3), with the
 * SDS they had when they had one (stored like an import source). The company's key users turn
 * it into a product or dismiss it. `productId` has no key to products: an import may merge
 * the product it became into another, and the id still answers `importstatus` (decision 0022).
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

/**
 * A company (the subscriber) that sees another company's (the publisher's) products it accepts
 * (DESIGN §7, decision 0027). One per pair; never a company with itself.
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

/**
 * What a company's key users or users were told about a product (DESIGN §7): the feed of
 * `productPushKeyUser` / `productPushUser`, and what push messages carry (decision 0028).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_notifications_feed_idx').on(table.companyId, table.audience, table.createdAt),
  ],
);
