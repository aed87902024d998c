import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companies } from './companies.ts';

/**
 * The licence catalogue (docs/product/codes-and-licences.md#licences, Admin): what a company
 * licence grants. Totals of a company are recomputed from its active company licences (decision
 * 0007).
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

/**
 * Extra licences on top of a company's licence (`LicenseAddons`,
 * docs/product/codes-and-licences.md#licences).
 */
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
