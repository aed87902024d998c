import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DeviceRole } from '@sds/contract';
import type { Db, Executor } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import { holdsLicence } from './authorization.queries.ts';
import type { DeviceCache } from './device-cache.ts';

/** What revocation writes: no session, and a mark that frees the licence. */
const revocation = {
  revokedAt: sql`now()`,
  sessionHash: null,
  sessionExpiresAt: null,
  updatedAt: sql`now()`,
};

/**
 * Revokes, in the caller's transaction, every signed-in device of a company that signed in
 * with the given kind of code (a code reset, docs/product/codes-and-licences.md#company-codes).
 * Returns their deviceGuids: the caller forgets them in the device cache once the transaction
 * committed (decision 0015).
 */
export async function revokeDevicesOfRole(
  executor: Executor,
  companyId: string,
  role: DeviceRole,
): Promise<string[]> {
  const revoked = await executor
    .update(devices)
    .set(revocation)
    .where(
      and(
        eq(devices.companyId, companyId),
        eq(devices.role, role),
        isNull(devices.signedOutAt),
        isNull(devices.revokedAt),
      ),
    )
    .returning({ deviceGuid: devices.deviceGuid });
  return revoked.map((row) => row.deviceGuid);
}

/**
 * Signs out every device of a company that signed in with the given kind of code, e.g. when
 * that code is reset (docs/product/codes-and-licences.md#company-codes); their next request answers
 * 401. Returns how many.
 */
export async function revokeDevicesOfCode(
  db: Db,
  cache: DeviceCache,
  companyId: string,
  role: DeviceRole,
): Promise<number> {
  const deviceGuids = await revokeDevicesOfRole(db, companyId, role);
  for (const deviceGuid of deviceGuids) cache.forget(deviceGuid);
  return deviceGuids.length;
}

/**
 * Revokes one device of a company that holds a licence now (an administrator's revoke), in
 * the caller's transaction. Returns it, or null when no such device holds a licence. The
 * caller forgets its deviceGuid in the device cache after the commit.
 */
export async function revokeDevice(
  executor: Executor,
  options: { companyId: string; deviceId: string; activeSince: Date },
) {
  const [revoked] = await executor
    .update(devices)
    .set(revocation)
    .where(
      and(
        eq(devices.id, options.deviceId),
        eq(devices.companyId, options.companyId),
        holdsLicence(options.activeSince),
      ),
    )
    .returning({ deviceGuid: devices.deviceGuid, role: devices.role });
  return revoked ?? null;
}
