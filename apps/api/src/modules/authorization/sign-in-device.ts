import type { DeviceRole, DeviceType } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/config.ts';
import { companyCodeLookupHash } from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Db } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import { signOutSameBrowserElsewhere, signedOutDevice } from './authorization.queries.ts';
import { clientOfUserAgent } from './client-of-user-agent.ts';
import { authCodeHeaderHash, authCodeHeaderValue, newSessionToken } from './device-session.ts';
import { findFreeLicence } from './find-free-licence.ts';

export interface SignInInput {
  authCode: string;
  deviceGuid: string;
  deviceToken: string;
  description: string;
  deviceType: DeviceType;
  /** SHA-256 of the session cookie the request carried, if any: proves the same browser. */
  presentedSessionHash?: string | null;
  /** The request's User-Agent header: the browser and system an administrator sees. */
  userAgent?: string;
}

export interface SignedInDevice {
  authCode: string;
  deviceGuid: string;
  deviceId: string;
  companyId: string;
  companyName: string;
  role: DeviceRole;
  sessionToken: string;
  sessionHash: string;
  sessionExpiresAt: Date;
}

/**
 * A refused sign-in leaves its transaction by rolling it back, whichever way it failed: a
 * commit after the known code's row locks would wait for the write-ahead log to reach the disk
 * (milliseconds on PostgreSQL) where an unknown code's commit has nothing to write.
 */
class SignInRefused extends Error {}

interface Dependencies {
  db: Db;
  keys: SecretKeys;
  config: Config;
}

/**
 * Signs a device in with a company code (docs/product/codes-and-licences.md#devices,
 * docs/product/security.md#device-sessions): finds the code by its keyed hash, takes a licence of
 * the code's kind under a lock on the company row (so parallel logins against the last licence give
 * exactly one success; find-free-licence.ts), and starts a new session. A device is the company's
 * device with this guid (decision 0033): one that already holds a licence of this code keeps it,
 * and another company's device with the same guid is left alone — unless the request carries that
 * device's session cookie (the same browser moved), which signs it out. Returns null when the code
 * is unknown or no licence is free — the caller must not tell the two apart, and neither does the
 * time it takes.
 */
export async function signInDevice(
  { db, keys, config }: Dependencies,
  input: SignInInput,
): Promise<SignedInDevice | null> {
  const codeHash = companyCodeLookupHash(keys, input.authCode);
  const deviceGuid = input.deviceGuid.toLowerCase();
  const session = newSessionToken();
  const now = new Date();
  const sessionExpiresAt = new Date(now.getTime() + config.sessionIdleMs);
  const activeSince = new Date(now.getTime() - config.deviceInactivityMs);

  try {
    return await db.transaction(async (tx) => {
      let wroteTotals = false;
      const licence = await findFreeLicence(tx, keys, {
        codeHash,
        deviceGuid,
        now,
        activeSince,
        onTotalsWritten: () => (wroteTotals = true),
      });
      // Totals a licence's first or last day changed are kept even when the sign-in is refused
      // (decision 0024); that commit happens once per such day, so it tells nobody anything.
      if (!licence && wroteTotals) return null;
      if (!licence) throw new SignInRefused();
      const { authCode, company } = licence;

      const registration = {
        companyId: company.id,
        role: licence.role,
        deviceType: input.deviceType,
        description: input.description,
        // The administrator's label stays: it names the device, whichever browser it became.
        ...clientOfUserAgent(input.userAgent),
        deviceToken: input.deviceToken,
        authCodeHash: authCodeHeaderHash(authCodeHeaderValue(authCode, deviceGuid)),
        sessionHash: session.hash,
        sessionExpiresAt,
        signedInAt: now,
        lastSeenAt: now,
        signedOutAt: null,
        revokedAt: null,
        updatedAt: now,
      };
      const [device] = await tx
        .insert(devices)
        .values({ deviceGuid, ...registration })
        .onConflictDoUpdate({ target: [devices.deviceGuid, devices.companyId], set: registration })
        .returning({ id: devices.id });
      if (!device) throw new Error('Device registration returned no row');
      if (input.presentedSessionHash) {
        // The browser moved to this company: its device at the former one gives its licence back.
        await signOutSameBrowserElsewhere(tx, {
          deviceGuid,
          exceptCompanyId: company.id,
          sessionHash: input.presentedSessionHash,
        });
      }

      return {
        authCode,
        deviceGuid,
        deviceId: device.id,
        companyId: company.id,
        companyName: company.name,
        role: licence.role,
        sessionToken: session.token,
        sessionHash: session.hash,
        sessionExpiresAt,
      };
    });
  } catch (error) {
    if (error instanceof SignInRefused) return null;
    throw error;
  }
}

/** Signs a device out: ends its session and frees its licence. */
export async function signOutDevice(db: Db, deviceId: string): Promise<void> {
  await db
    .update(devices)
    .set(signedOutDevice())
    .where(sql`${devices.id} = ${deviceId}`);
}
