import type { DeviceRole } from '@sds/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import { holdsLicence } from '../authorization/index.ts';

/**
 * The moment before which a device's last request no longer holds its licence. Computed the
 * way sign-in computes it, so what administrators see in use is what login counts.
 */
export function licenceActiveSince(deviceInactivityMs: number, now = Date.now()): Date {
  return new Date(now - deviceInactivityMs);
}

/**
 * How many licences of each kind a company's devices hold now
 * (docs/product/codes-and-licences.md#devices): signed in, not revoked, seen within the inactivity
 * period — the same condition login counts under its lock.
 */
export async function licencesInUse(
  executor: Executor,
  companyId: string,
  deviceInactivityMs: number,
): Promise<Record<DeviceRole, number>> {
  const rows = await executor
    .select({ role: devices.role, inUse: count() })
    .from(devices)
    .where(
      and(eq(devices.companyId, companyId), holdsLicence(licenceActiveSince(deviceInactivityMs))),
    )
    .groupBy(devices.role);
  const usage: Record<DeviceRole, number> = { User: 0, KeyUser: 0 };
  for (const row of rows) usage[row.role] = row.inUse;
  return usage;
}
