import type { UpdateDeviceRequest } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import { acceptedDeviceToken } from './device-token.ts';

/**
 * Updates a signed-in device's description and/or push subscription (DESIGN §7). A Web
 * device's token must be a Web Push subscription (decision 0028); '' removes it.
 */
export async function updateDevice(
  db: Db,
  deviceId: string,
  changes: UpdateDeviceRequest,
  options: { allowHttpEndpoints: boolean },
) {
  const update = { ...changes };
  if (changes.deviceToken) {
    const [current] = await db
      .select({ deviceType: devices.deviceType })
      .from(devices)
      .where(eq(devices.id, deviceId));
    if (!current) throw new Error(`Device ${deviceId} vanished while signed in`);
    update.deviceToken = acceptedDeviceToken(current.deviceType, changes.deviceToken, options);
  }
  const [device] = await db
    .update(devices)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(devices.id, deviceId))
    .returning();
  if (!device) throw new Error(`Device ${deviceId} vanished while signed in`);
  return device;
}
