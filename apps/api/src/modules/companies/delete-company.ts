import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companies, companyCodes, devices } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { requireCompanyAccess } from '../../platform/security/access-policy.ts';
import { requireCompany } from './company-directory.ts';
import { licencesInUse } from './licence-usage.ts';

export interface DeletedCompany {
  /** Devices that still held a licence and were signed out by `force`. */
  signedOutDevices: number;
  /** Every device the company had, for the verified-device cache to forget. */
  deviceGuids: string[];
}

/**
 * Deletes a company with everything of it (codes, accounts, devices, keys, products, licences,
 * locales, its audit record: all cascade), decision 0023. While devices are signed in, it
 * refuses with 409 naming how many, unless `force` — then they are signed out with it. Its
 * codes and row are locked first, so a sign-in racing the deletion waits and then finds nothing.
 */
export async function deleteCompany(
  db: Db,
  request: { principal: Principal; companyId: string; force: boolean; deviceInactivityMs: number },
): Promise<DeletedCompany> {
  return db.transaction(async (tx) => {
    // Codes before the company row: the order sign-in locks them in, so the two never deadlock.
    requireCompanyAccess(request.principal, request.companyId);
    await tx
      .select({ kind: companyCodes.kind })
      .from(companyCodes)
      .where(eq(companyCodes.companyId, request.companyId))
      .for('update');
    const company = await requireCompany(tx, request.principal, request.companyId, { lock: true });
    const inUse = await licencesInUse(tx, company.id, request.deviceInactivityMs);
    const signedIn = inUse.User + inUse.KeyUser;
    if (signedIn > 0 && !request.force) {
      throw new AppError(
        'conflict',
        `${signedIn} device(s) of this company are signed in; delete with force=true to sign them out with it`,
      );
    }
    const removed = await tx
      .delete(devices)
      .where(eq(devices.companyId, company.id))
      .returning({ deviceGuid: devices.deviceGuid });
    await tx.delete(companies).where(eq(companies.id, company.id));
    return { signedOutDevices: signedIn, deviceGuids: removed.map((row) => row.deviceGuid) };
  });
}
