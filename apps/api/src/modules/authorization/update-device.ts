import type { UpdateDeviceRequest } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import type { PushEndpointPolicy } from '../../platform/push/push-endpoint-policy.ts';
import { acceptedDeviceToken } from './device-token.ts';

/**
 * Updates a signed-in device's description and/or push subscription
 * (docs/product/subscriptions-and-push.md#push-channels). A Web device's token must be a Web Push
 * subscription (decision 0028) whose endpoint the policy allows (decision 0032); '' removes it.
 */
export async function updateDevice(
  db: Db,
  deviceId: string,
  changes: UpdateDeviceRequest,
  endpointPolicy: PushEndpointPolicy,
) {
  const update = { ...changes };
  if (changes.deviceToken) {
    const [current] = await db
      .select({ deviceType: devices.deviceType })
      .from(devices)
      .where(eq(devices.id, deviceId));
    if (!current) throw new Error(`Device ${deviceId} vanished while signed in`);
    update.deviceToken = await acceptedDeviceToken(
      current.deviceType,
      changes.deviceToken,
      endpointPolicy,
    );
  }
  const [device] = await db
    .update(devices)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(devices.id, deviceId))
    .returning();
  if (!device) throw new Error(`Device ${deviceId} vanished while signed in`);
  return device;
}
