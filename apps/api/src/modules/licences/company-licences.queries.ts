import { eq, sql, type SQL } from 'drizzle-orm';
import { companyLicenses, licenseAddons, licenses } from '../../platform/db/schema.ts';
import type { Executor } from '../../platform/db/database.ts';

/** A company licence with its catalogue item's name and what one unit of it grants. */
export interface CompanyLicenceRow {
  id: string;
  companyId: string;
  licenseId: string | null;
  addonId: string | null;
  name: string;
  quantity: number;
  unitUserLicences: number;
  unitKeyUserLicences: number;
  startsOn: string;
  endsOn: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Company licences matching `where`, newest period first. */
export async function selectCompanyLicences(
  executor: Executor,
  where: SQL,
): Promise<CompanyLicenceRow[]> {
  return executor
    .select({
      id: companyLicenses.id,
      companyId: companyLicenses.companyId,
      licenseId: companyLicenses.licenseId,
      addonId: companyLicenses.addonId,
      name: sql<string>`coalesce(${licenses.name}, ${licenseAddons.name})`,
      quantity: companyLicenses.quantity,
      unitUserLicences: sql<number>`coalesce(${licenses.userLicences}, ${licenseAddons.userLicences})`,
      unitKeyUserLicences: sql<number>`coalesce(${licenses.keyUserLicences}, ${licenseAddons.keyUserLicences})`,
      startsOn: companyLicenses.startsOn,
      endsOn: companyLicenses.endsOn,
      cancelledAt: companyLicenses.cancelledAt,
      createdAt: companyLicenses.createdAt,
      updatedAt: companyLicenses.updatedAt,
    })
    .from(companyLicenses)
    .leftJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .leftJoin(licenseAddons, eq(licenseAddons.id, companyLicenses.addonId))
    .where(where)
    .orderBy(
      sql`${companyLicenses.startsOn} desc`,
      sql`${companyLicenses.createdAt} desc`,
      companyLicenses.id,
    );
}

/** One company licence by id, whatever its company; null when there is none. */
export async function selectCompanyLicence(
  executor: Executor,
  id: string,
): Promise<CompanyLicenceRow | null> {
  const [row] = await selectCompanyLicences(executor, eq(companyLicenses.id, id));
  return row ?? null;
}

/**
 * Locks a company row for a change of its licences; false when there is no such company.
 * Writers take the catalogue item first, then the company (decision 0024), so they never wait
 * for each other in opposite orders.
 */
export async function lockCompanyForLicences(tx: Executor, companyId: string): Promise<boolean> {
  const result = await tx.execute(sql`select id from companies where id = ${companyId} for update`);
  return result.rows.length > 0;
}
