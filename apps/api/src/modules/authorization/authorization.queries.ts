import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companies, companyCodes, devices } from '../../platform/db/schema.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The user or key-user code with this lookup hash (subscription codes do not sign in). */
export async function findSignInCode(db: Db, codeHash: string) {
  const [code] = await db
    .select({
      companyId: companyCodes.companyId,
      role: companyCodes.kind,
      codeEncrypted: companyCodes.codeEncrypted,
    })
    .from(companyCodes)
    .where(
      and(eq(companyCodes.codeHash, codeHash), inArray(companyCodes.kind, ['User', 'KeyUser'])),
    );
  if (!code || code.role === 'Subscription') return null;
  return { ...code, role: code.role };
}

/** Locks the company row: logins to one company take licences one at a time. */
export async function lockCompany(tx: Executor, companyId: string) {
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return company ?? null;
}

/** Conditions under which a device holds a licence (DESIGN §3). */
export function holdsLicence(activeSince: Date) {
  return and(
    isNull(devices.signedOutAt),
    isNull(devices.revokedAt),
    gt(devices.lastSeenAt, activeSince),
  );
}

/** Devices of a company and role holding a licence, other than `exceptGuid`. */
export async function countLicencesInUse(
  tx: Executor,
  options: { companyId: string; role: 'User' | 'KeyUser'; exceptGuid: string; activeSince: Date },
): Promise<number> {
  const [row] = await tx
    .select({ inUse: count() })
    .from(devices)
    .where(
      and(
        eq(devices.companyId, options.companyId),
        eq(devices.role, options.role),
        ne(devices.deviceGuid, options.exceptGuid),
        holdsLicence(options.activeSince),
      ),
    );
  return row?.inUse ?? 0;
}

export async function findDeviceByGuid(tx: Executor, deviceGuid: string) {
  const [device] = await tx
    .select()
    .from(devices)
    .where(eq(devices.deviceGuid, deviceGuid))
    .for('update');
  return device ?? null;
}

/** A device with its company, for authenticating a request. */
export async function findDeviceForAuthentication(db: Db, deviceGuid: string) {
  const [row] = await db
    .select({ device: devices, companyName: companies.name })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(eq(devices.deviceGuid, deviceGuid));
  return row ?? null;
}

/** Slides a session's expiry and marks the device seen. */
export async function touchDevice(db: Db, deviceId: string, sessionExpiresAt: Date) {
  await db
    .update(devices)
    .set({ lastSeenAt: sql`now()`, sessionExpiresAt })
    .where(eq(devices.id, deviceId));
}
