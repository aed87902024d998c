import type { DeviceRole, DeviceType } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/config.ts';
import {
  companyCodeLookupHash,
  decryptCompanyCode,
} from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Db } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import { licenceToday } from '../licences/licence-dates.ts';
import { recomputeLicenceTotals } from '../licences/licence-totals.ts';
import {
  countLicencesInUse,
  findCompanyDevice,
  findSignInCode,
  lockCompany,
  signOutSameBrowserElsewhere,
} from './authorization.queries.ts';
import { authCodeHeaderHash, authCodeHeaderValue, newSessionToken } from './device-session.ts';

export interface SignInInput {
  authCode: string;
  deviceGuid: string;
  deviceToken: string;
  description: string;
  deviceType: DeviceType;
  /** SHA-256 of the session cookie the request carried, if any: proves the same browser. */
  presentedSessionHash?: string | null;
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

interface Dependencies {
  db: Db;
  keys: SecretKeys;
  config: Config;
}

/**
 * Signs a device in with a company code (DESIGN §3–§4): finds the code by its keyed hash,
 * takes a licence of the code's kind under a lock on the company row (so parallel logins
 * against the last licence give exactly one success), and starts a new session. The limits are
 * what the company's licences grant today (decision 0024). A device is the company's device
 * with this guid (decision 0033): one that already holds a licence of this code keeps it, and
 * another company's device with the same guid is left alone — unless the request carries that
 * device's session cookie (the same browser moved), which signs it out. Returns null when the
 * code is unknown or no licence is free — the caller must not tell the two apart.
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

  return db.transaction(async (tx) => {
    // The code first, then the company: the order a code reset takes its locks in too.
    const code = await findSignInCode(tx, codeHash);
    if (!code) return null;
    const authCode = decryptCompanyCode(keys, code.codeEncrypted);
    const today = licenceToday(now);
    const company = await lockCompany(tx, code.companyId, today);
    if (!company) return null;
    const granted = {
      User: company.grantedUserLicences,
      KeyUser: company.grantedKeyUserLicences,
    };
    if (
      granted.User !== company.userLicenceCount ||
      granted.KeyUser !== company.keyUserLicenceCount
    ) {
      // A licence started or ended since the last write: bring the stored totals up to date.
      await recomputeLicenceTotals(tx, company.id, today);
    }
    const existing = await findCompanyDevice(tx, { companyId: company.id, deviceGuid });
    const alreadyHoldsThisLicence =
      existing !== null &&
      existing.role === code.role &&
      existing.signedOutAt === null &&
      existing.revokedAt === null &&
      existing.lastSeenAt > activeSince;

    if (!alreadyHoldsThisLicence) {
      const limit = granted[code.role];
      const inUse = await countLicencesInUse(tx, {
        companyId: company.id,
        role: code.role,
        exceptGuid: deviceGuid,
        activeSince,
      });
      if (inUse >= limit) return null;
    }

    const registration = {
      companyId: company.id,
      role: code.role,
      deviceType: input.deviceType,
      description: input.description,
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
      role: code.role,
      sessionToken: session.token,
      sessionHash: session.hash,
      sessionExpiresAt,
    };
  });
}

/** Signs a device out: ends its session and frees its licence. */
export async function signOutDevice(db: Db, deviceId: string): Promise<void> {
  await db
    .update(devices)
    .set({
      sessionHash: null,
      sessionExpiresAt: null,
      signedOutAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(sql`${devices.id} = ${deviceId}`);
}
