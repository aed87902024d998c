import { z } from 'zod';
import { DeviceType } from './enums.ts';

/**
 * Roles a device can hold: the kind of code it signed in with
 * (docs/product/roles-and-access.md#roles).
 */
export const DeviceRole = z.enum(['User', 'KeyUser']);
export type DeviceRole = z.infer<typeof DeviceRole>;

/**
 * Any RFC 9562 UUID (v1…v8); the web app makes a time-based one
 * (docs/product/wire-conventions.md#device-login, docs/product/security.md#device-sessions).
 */
export const DeviceGuid = z.uuid({ message: 'must be a UUID' });

/** The longest code the server reads; real codes have 16 characters plus separators. */
export const AUTH_CODE_MAX_LENGTH = 64;

/** `POST /api/Authorization`: the login payload (docs/product/wire-conventions.md#device-login). */
export const LoginRequest = z.object({
  authCode: z.string().trim().min(1, 'is required').max(AUTH_CODE_MAX_LENGTH),
  deviceGuid: DeviceGuid,
  /**
   * Empty at login (docs/product/wire-conventions.md#device-login); a Web Push subscription later
   * (PUT).
   */
  deviceToken: z.string().max(4096).default(''),
  /** A fixed identifier of the client app, e.g. `sds-portal-web`. */
  description: z.string().max(200).default(''),
  deviceType: DeviceType,
});
export type LoginRequest = z.input<typeof LoginRequest>;

/**
 * The authenticated user: the whole login answer, stored by the web app under local storage
 * `authenticatedUser` (docs/product/wire-conventions.md#device-login). `authCode` is the company
 * code in its canonical form; every later request sends `AuthCode` = hex SHA-256 of `authCode +
 * deviceGuid`.
 */
export const AuthenticatedUser = z.object({
  authCode: z.string(),
  deviceGuid: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  role: DeviceRole,
  /** The device's registration id (for device lists and revocation). */
  deviceId: z.uuid(),
  /** When the session ends unless used before then (sliding). */
  sessionExpiresAt: z.iso.datetime(),
});
export type AuthenticatedUser = z.infer<typeof AuthenticatedUser>;

/** `PUT /api/Authorization`: update this device's registration. */
export const UpdateDeviceRequest = z
  .object({
    deviceToken: z.string().max(4096).optional(),
    description: z.string().max(200).optional(),
  })
  .refine((body) => body.deviceToken !== undefined || body.description !== undefined, {
    message: 'give deviceToken or description',
  });
export type UpdateDeviceRequest = z.infer<typeof UpdateDeviceRequest>;

/** A device's registration as the server keeps it. */
export const DeviceRegistration = z.object({
  deviceId: z.uuid(),
  deviceGuid: z.string(),
  deviceType: DeviceType,
  description: z.string(),
  hasPushSubscription: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type DeviceRegistration = z.infer<typeof DeviceRegistration>;

/** The description the web app logs in with (docs/product/wire-conventions.md#device-login). */
export const WEB_APP_DEVICE_DESCRIPTION = 'sds-portal-web';

// AUTH_HEADERS and XSRF_COOKIE are in wire-constants.ts, which needs no zod.

/** Route templates of the login and logout calls. */
export const AUTHORIZATION_PATH = '/api/Authorization';
