import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/database.ts';
import { companies, companyCodes, devices } from '../../platform/db/schema.ts';
import { grantedTotalsQuery } from '../licences/index.ts';

/**
 * The user or key-user code with this lookup hash (subscription codes do not sign in), share-
 * locked until the transaction ends: a code reset (which updates the row) waits for a sign-in
 * in progress, and a sign-in that waited for a reset finds the old code gone, so no device
 * signs in with a code after its reset revoked that code's devices.
 */
export async function findSignInCode(tx: Executor, codeHash: string) {
  const [code] = await tx
    .select({
      companyId: companyCodes.companyId,
      role: companyCodes.kind,
      codeEncrypted: companyCodes.codeEncrypted,
    })
    .from(companyCodes)
    .where(
      and(eq(companyCodes.codeHash, codeHash), inArray(companyCodes.kind, ['User', 'KeyUser'])),
    )
    .for('share');
  if (!code || code.role === 'Subscription') return null;
  return { ...code, role: code.role };
}

/**
 * Locks the company row, so logins to one company take licences one at a time, and reads in
 * the same statement its stored totals and what its licences grant today: licences start and
 * end with the calendar, without a write (decision 0024).
 */
export async function lockCompany(tx: Executor, companyId: string, today: string) {
  const result = await tx.execute<{
    id: string;
    name: string;
    userLicenceCount: number;
    keyUserLicenceCount: number;
    grantedUserLicences: number;
    grantedKeyUserLicences: number;
  }>(sql`
    select c.id, c.name, c.user_licence_count as "userLicenceCount",
           c.key_user_licence_count as "keyUserLicenceCount",
           granted."userLicences" as "grantedUserLicences",
           granted."keyUserLicences" as "grantedKeyUserLicences"
    from companies c cross join lateral (${grantedTotalsQuery(sql`c.id`, today)}) granted
    where c.id = ${companyId}
    for update of c`);
  return result.rows[0] ?? null;
}

/** Conditions under which a device holds a licence (docs/product/codes-and-licences.md#devices). */
export function holdsLicence(activeSince: Date) {
  return and(
    isNull(devices.signedOutAt),
    isNull(devices.revokedAt),
    gt(devices.lastSeenAt, activeSince),
  );
}

/** Devices of a company and role holding a licence, other than `exceptGuid`. */
export async function countLicencesInUse(
  tx: Executor,
  options: { companyId: string; role: 'User' | 'KeyUser'; exceptGuid: string; activeSince: Date },
): Promise<number> {
  const [row] = await tx
    .select({ inUse: count() })
    .from(devices)
    .where(
      and(
        eq(devices.companyId, options.companyId),
        eq(devices.role, options.role),
        ne(devices.deviceGuid, options.exceptGuid),
        holdsLicence(options.activeSince),
      ),
    );
  return row?.inUse ?? 0;
}

/**
 * The device this company knows by this guid (a device is both;
 * docs/product/codes-and-licences.md#devices), locked.
 */
export async function findCompanyDevice(
  tx: Executor,
  device: { companyId: string; deviceGuid: string },
) {
  const [found] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.deviceGuid, device.deviceGuid), eq(devices.companyId, device.companyId)))
    .for('update');
  return found ?? null;
}

/**
 * Every company's device with this guid, each with its company's name, for authenticating a
 * request: the request's `AuthCode` and session tell which one it is (decision 0033).
 */
export async function findDevicesForAuthentication(db: Db, deviceGuid: string) {
  return db
    .select({ device: devices, companyName: companies.name })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(eq(devices.deviceGuid, deviceGuid));
}

/** What signing a device out writes: no session, signed out now (its licence is free again). */
export const signedOutDevice = () => ({
  sessionHash: null,
  sessionExpiresAt: null,
  signedOutAt: sql`now()`,
  updatedAt: sql`now()`,
});

/**
 * Signs out the same browser's devices at other companies: those with this guid whose session
 * is the one the sign-in presented (its cookie), so their licences are free again.
 */
export async function signOutSameBrowserElsewhere(
  tx: Executor,
  browser: { deviceGuid: string; exceptCompanyId: string; sessionHash: string },
) {
  await tx
    .update(devices)
    .set(signedOutDevice())
    .where(
      and(
        eq(devices.deviceGuid, browser.deviceGuid),
        ne(devices.companyId, browser.exceptCompanyId),
        eq(devices.sessionHash, browser.sessionHash),
      ),
    );
}

/** Slides a session's expiry and marks the device seen. */
export async function touchDevice(db: Db, deviceId: string, sessionExpiresAt: Date) {
  await db
    .update(devices)
    .set({ lastSeenAt: sql`now()`, sessionExpiresAt })
    .where(eq(devices.id, deviceId));
}
