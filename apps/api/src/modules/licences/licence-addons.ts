import type { LicenceAddon, LicenceAddonRequest } from '@sds/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { licenseAddons } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { isPlatformAdmin } from '../../platform/security/access-policy.ts';
import { recomputeHoldersOf } from './recompute-holders.ts';

type AddonRow = typeof licenseAddons.$inferSelect;

const present = (row: AddonRow): LicenceAddon => ({
  id: row.id,
  name: row.name,
  userLicences: row.userLicences,
  keyUserLicences: row.keyUserLicences,
  isAvailable: row.isAvailable,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The add-ons a caller may see: Admin every one; a CompanyAdmin those it could be given now
 * (a withdrawn one is a 404 to it, like one that never existed).
 */
function visibleTo(principal: Principal): SQL | undefined {
  return isPlatformAdmin(principal) ? undefined : eq(licenseAddons.isAvailable, true);
}

/** `GET /api/LicenseAddons`, by name. */
export async function listAddons(db: Db, principal: Principal): Promise<LicenceAddon[]> {
  const rows = await db
    .select()
    .from(licenseAddons)
    .where(visibleTo(principal))
    .orderBy(asc(licenseAddons.name), asc(licenseAddons.id));
  return rows.map(present);
}

/** `GET /api/LicenseAddons/{id}`. */
export async function findAddon(db: Db, principal: Principal, id: string): Promise<LicenceAddon> {
  const [row] = await db
    .select()
    .from(licenseAddons)
    .where(and(eq(licenseAddons.id, id), visibleTo(principal)));
  if (!row) throw new AppError('not-found', 'No such add-on');
  return present(row);
}

/** `POST /api/LicenseAddons` (Admin): a new add-on. */
export async function createAddon(db: Db, input: LicenceAddonRequest): Promise<LicenceAddon> {
  const [row] = await db.insert(licenseAddons).values(input).returning();
  if (!row) throw new Error('The add-on was not written');
  return present(row);
}

/**
 * `PUT /api/LicenseAddons/{id}` (Admin): changes an add-on; the totals of every company holding
 * it follow in the same transaction, as for a catalogue licence (decision 0024).
 */
export async function updateAddon(
  context: { db: Db; log: FastifyBaseLogger },
  principal: Principal,
  id: string,
  input: LicenceAddonRequest,
): Promise<LicenceAddon> {
  return context.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: licenseAddons.id })
      .from(licenseAddons)
      .where(eq(licenseAddons.id, id))
      .for('update');
    if (!locked) throw new AppError('not-found', 'No such add-on');
    const [row] = await tx
      .update(licenseAddons)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(licenseAddons.id, id))
      .returning();
    if (!row) throw new Error('The add-on was not written');
    await recomputeHoldersOf(tx, { log: context.log, principal }, { addonId: id });
    return present(row);
  });
}
