import type { CompanyLicenceListResponse } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companies, companyLicenses } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { isPlatformAdmin, requireCompanyAccess } from '../../platform/security/access-policy.ts';
import {
  selectCompanyLicence,
  selectCompanyLicences,
  type CompanyLicenceRow,
} from './company-licences.queries.ts';
import { presentCompanyLicence } from './company-licences.presenter.ts';
import { licenceToday } from './licence-dates.ts';
import { readGrantedTotals } from './licence-totals.ts';

/**
 * One company licence the caller may see: any for Admin, its own company's for a CompanyAdmin.
 * Another company's is a 404, like one that does not exist
 * (docs/product/roles-and-access.md#tenants).
 */
export async function findCompanyLicence(
  db: Db,
  principal: Principal,
  id: string,
): Promise<CompanyLicenceRow> {
  const row = await selectCompanyLicence(db, id);
  const isVisible = (companyId: string) =>
    isPlatformAdmin(principal) || companyId === principal.companyId;
  if (!row || !isVisible(row.companyId)) {
    throw new AppError('not-found', 'No such company licence');
  }
  return row;
}

/**
 * A company's licences with their statuses, and the totals they grant today — what the next
 * device login enforces (decision 0024).
 */
export async function listCompanyLicences(
  db: Db,
  principal: Principal,
  companyId: string,
): Promise<CompanyLicenceListResponse> {
  requireCompanyAccess(principal, companyId);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError('not-found', 'No such company');
  const today = licenceToday();
  const [rows, granted] = await Promise.all([
    selectCompanyLicences(db, eq(companyLicenses.companyId, companyId)),
    readGrantedTotals(db, companyId, today),
  ]);
  return {
    items: rows.map((row) => presentCompanyLicence(row, today)),
    totals: { companyId, ...granted },
  };
}
