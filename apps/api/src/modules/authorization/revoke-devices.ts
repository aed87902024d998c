import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DeviceRole } from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import type { DeviceCache } from './device-cache.ts';

/**
 * Signs out every device of a company that signed in with the given kind of code, e.g. when
 * that code is reset (DESIGN §3); their next request answers 401. Returns how many.
 */
export async function revokeDevicesOfCode(
  db: Db,
  cache: DeviceCache,
  companyId: string,
  role: DeviceRole,
): Promise<number> {
  const revoked = await db
    .update(devices)
    .set({
      revokedAt: sql`now()`,
      sessionHash: null,
      sessionExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(devices.companyId, companyId), eq(devices.role, role), isNull(devices.revokedAt)))
    .returning({ deviceGuid: devices.deviceGuid });
  for (const { deviceGuid } of revoked) cache.forget(deviceGuid);
  return revoked.length;
}
