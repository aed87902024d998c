import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from '../../platform/http/cookies.ts';
import type { Authenticator, DevicePrincipal } from '../../platform/http/principal.ts';
import { secretsMatch, sha256Hex } from '../../platform/security/secure-compare.ts';
import { findDevicesForAuthentication, touchDevice } from './authorization.queries.ts';
import { authCodeHeaderHash, setSessionCookie } from './device-session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHA256_HEX = /^[0-9a-f]{64}$/i;
/** Sliding expiry is written at most this often per device, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Authenticates a device by its `AuthCode` and `DeviceId` headers
 * (docs/product/wire-conventions.md#request-headers) **and** its session cookie
 * (docs/product/security.md#device-sessions): the headers alone are a static secret and are never
 * enough. Fails when the device is unknown, signed out, revoked, idle past the inactivity limit, or
 * its session expired; compares every secret in constant time. A deviceGuid may name one device at
 * each of several companies (decision 0033): the one whose secrets the request carries is the
 * caller. The device rows come from a cache that forgets a guid's rows when this server writes one
 * or the database announces its change (device-cache.ts).
 */
export function createDeviceAuthenticator(app: FastifyInstance): Authenticator {
  const { config, database, deviceCache: cache } = app;
  const cookieName = sessionCookieName(config.isServedOverTls);

  async function findDevices(deviceGuid: string) {
    const cached = cache.recall(deviceGuid);
    if (cached) return cached;
    const readAt = cache.generation;
    const found = await findDevicesForAuthentication(database.db, deviceGuid);
    if (found.length > 0) cache.remember(deviceGuid, found, readAt);
    return found;
  }

  type Device = Awaited<ReturnType<typeof findDevices>>[number]['device'];
  /** True when the request's secrets are this device's and its session is live. */
  function isAuthenticatedAs(device: Device, secrets: { sessionHash: string; authCode: string }) {
    const now = Date.now();
    const isLive =
      device.signedOutAt === null &&
      device.revokedAt === null &&
      device.sessionHash !== null &&
      device.sessionExpiresAt !== null &&
      device.sessionExpiresAt.getTime() > now &&
      device.lastSeenAt.getTime() > now - config.deviceInactivityMs;
    // Both comparisons always run, so timing does not tell which secret was wrong.
    const isSessionRight = secretsMatch(secrets.sessionHash, device.sessionHash ?? '');
    const isCodeRight = secretsMatch(authCodeHeaderHash(secrets.authCode), device.authCodeHash);
    return isLive && isSessionRight && isCodeRight;
  }

  return {
    kind: 'device',
    hasCredentials: (headers) => headers.authcode !== undefined || headers.deviceid !== undefined,
    async authenticate(request, reply) {
      const deviceGuid = header(request.headers.deviceid);
      const authCode = header(request.headers.authcode);
      const sessionToken = request.cookies[cookieName];
      if (!deviceGuid || !UUID.test(deviceGuid) || !authCode || !SHA256_HEX.test(authCode)) {
        return null;
      }
      if (!sessionToken) return null;

      // One row per company that knows this guid; the secrets say which one is asking.
      const candidates = await findDevices(deviceGuid.toLowerCase());
      const sessionHash = sha256Hex(sessionToken);
      const device = candidates
        .map((found) => found.device)
        .find((candidate) => isAuthenticatedAs(candidate, { sessionHash, authCode }));
      if (!device) return null;

      const now = Date.now();
      if (now - device.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchDevice(database.db, device.id, new Date(now + config.sessionIdleMs));
        cache.forget(deviceGuid.toLowerCase());
        setSessionCookie(reply, config, sessionToken);
      }

      const principal: DevicePrincipal = {
        kind: 'device',
        deviceId: device.id,
        deviceGuid: device.deviceGuid,
        companyId: device.companyId,
        role: device.role,
        roles: [device.role],
        sessionHash,
      };
      return principal;
    },
  };
}
