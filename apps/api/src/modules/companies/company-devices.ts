import type { CompanyDevice } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/database.ts';
import { devices } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { holdsLicence, revokeDevice } from '../authorization/index.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany } from './company-directory.ts';
import { licenceActiveSince } from './licence-usage.ts';

/**
 * The devices that hold one of a company's licences now — the ones its in-use counts count
 * (signed in, not revoked, seen within the inactivity period) — users, then key users, each
 * in the order they signed in.
 */
export async function listCompanyDevices(
  executor: Executor,
  companyId: string,
  deviceInactivityMs: number,
): Promise<CompanyDevice[]> {
  const rows = await executor
    .select({
      id: devices.id,
      role: devices.role,
      description: devices.description,
      browser: devices.browser,
      operatingSystem: devices.operatingSystem,
      label: devices.label,
      deviceType: devices.deviceType,
      signedInAt: devices.signedInAt,
      lastSeenAt: devices.lastSeenAt,
    })
    .from(devices)
    .where(
      and(eq(devices.companyId, companyId), holdsLicence(licenceActiveSince(deviceInactivityMs))),
    )
    .orderBy(asc(devices.role), asc(devices.signedInAt), asc(devices.id));
  return rows.map((row) => ({
    ...row,
    signedInAt: row.signedInAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}

/**
 * Revokes a device of a company (an administrator's revoke,
 * docs/product/codes-and-licences.md#devices): its session ends and its licence is free at once;
 * recorded. A device that holds no licence (unknown, another company's, already signed out) is a
 * 404. Returns its deviceGuid for the device cache. Signing in again with the company's code is
 * possible; resetting the code is what locks everyone with the old code out (decision 0023).
 */
export async function revokeCompanyDevice(
  db: Db,
  log: FastifyBaseLogger,
  request: {
    principal: Principal;
    companyId: string;
    deviceId: string;
    deviceInactivityMs: number;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId);
    const revoked = await revokeDevice(tx, {
      companyId: company.id,
      deviceId: request.deviceId,
      activeSince: licenceActiveSince(request.deviceInactivityMs),
    });
    if (!revoked) throw new AppError('not-found', 'No such signed-in device');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'device-revoked',
      detail: { deviceId: request.deviceId, role: revoked.role },
    });
    return revoked.deviceGuid;
  });
}

/**
 * Names a device of a company (an administrator's label, docs/product/codes-and-licences.md#devices)
 * so it is told apart from the others; '' removes the name. Only a device that holds a licence
 * now is named (the ones the list shows), else 404; recorded. The name stays across its sign-ins.
 */
export async function labelCompanyDevice(
  db: Db,
  log: FastifyBaseLogger,
  request: {
    principal: Principal;
    companyId: string;
    deviceId: string;
    label: string;
    deviceInactivityMs: number;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId);
    const [labelled] = await tx
      .update(devices)
      .set({ label: request.label, updatedAt: new Date() })
      .where(
        and(
          eq(devices.id, request.deviceId),
          eq(devices.companyId, company.id),
          holdsLicence(licenceActiveSince(request.deviceInactivityMs)),
        ),
      )
      .returning({ id: devices.id });
    if (!labelled) throw new AppError('not-found', 'No such signed-in device');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'device-labelled',
      detail: { deviceId: request.deviceId, label: request.label },
    });
  });
}
