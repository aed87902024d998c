import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companies } from './companies.ts';

/**
 * An integration's read-only key (docs/product/security.md#api-keys): shown once, stored as a
 * SHA-256 hash.
 */
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
