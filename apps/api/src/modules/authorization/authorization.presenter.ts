import type { AuthenticatedUser, DeviceRegistration } from '@sds/contract';
import type { devices } from '../../platform/db/schema.ts';
import type { SignedInDevice } from './sign-in-device.ts';

/**
 * The login answer (docs/product/wire-conventions.md#device-login): what the web app stores as
 * `authenticatedUser`.
 */
export function presentAuthenticatedUser(signedIn: SignedInDevice): AuthenticatedUser {
  return {
    authCode: signedIn.authCode,
    deviceGuid: signedIn.deviceGuid,
    companyId: signedIn.companyId,
    companyName: signedIn.companyName,
    role: signedIn.role,
    deviceId: signedIn.deviceId,
    sessionExpiresAt: signedIn.sessionExpiresAt.toISOString(),
  };
}

/** A device's registration, without any secret or hash. */
export function presentDeviceRegistration(device: typeof devices.$inferSelect): DeviceRegistration {
  return {
    deviceId: device.id,
    deviceGuid: device.deviceGuid,
    deviceType: device.deviceType,
    description: device.description,
    hasPushSubscription: device.deviceToken !== '',
    updatedAt: device.updatedAt.toISOString(),
  };
}
