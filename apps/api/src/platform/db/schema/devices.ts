import { DeviceRole, DeviceType } from '@sds/contract';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, valuesOf } from './columns.ts';
import { companies } from './companies.ts';

export const deviceRole = pgEnum('device_role', valuesOf(DeviceRole));
export const deviceType = pgEnum('device_type', valuesOf(DeviceType));

/**
 * A browser or app signed in with a company code (docs/product/codes-and-licences.md#devices,
 * docs/product/security.md#device-sessions). While `signedOutAt` and `revokedAt` are null it holds
 * one licence of its role. A device is its company and its deviceGuid (decision 0033): signing in
 * with the other code of the same company moves the row to that code; another company's sign-in
 * with the same guid is another device.
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
    /** The browser and operating system its User-Agent named at sign-in ("Chrome", "Android"). */
    browser: text('browser').notNull().default(''),
    operatingSystem: text('operating_system').notNull().default(''),
    /** The name an administrator gave it ("Reception tablet"); '' when none. Kept across sign-ins. */
    label: text('label').notNull().default(''),
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
