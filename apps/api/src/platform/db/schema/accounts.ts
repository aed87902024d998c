import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companies } from './companies.ts';

/**
 * A person who signs in with e-mail and password (CompanyAdmin, Admin;
 * docs/product/roles-and-access.md#roles).
 */
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
 * A single-use link sent by e-mail (`account/reset`, docs/product/roles-and-access.md#accounts):
 * kept only as a SHA-256 hash, with its expiry. A registration's token carries what the visitor
 * entered; nothing else of the registration exists until the link is opened (issue 7: nothing is
 * usable before).
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
 * An account's bearer token from `POST /api/account/token`
 * (docs/product/security.md#account-tokens: short-lived, revocable): only its SHA-256 is kept.
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
