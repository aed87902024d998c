import type { UpdateDeviceRequest } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';

/** Updates a signed-in device's description and/or push subscription (DESIGN §7). */
export async function updateDevice(db: Db, deviceId: string, changes: UpdateDeviceRequest) {
  const [device] = await db
    .update(devices)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(devices.id, deviceId))
    .returning();
  if (!device) throw new Error(`Device ${deviceId} vanished while signed in`);
  return device;
}
