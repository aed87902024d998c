import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
