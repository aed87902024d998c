import type { CompanyLicence, CompanyLicenceStatusResponse } from '@sds/contract';
import type { CompanyLicenceRow } from './company-licences.queries.ts';
import { companyLicenceStatus, licenceToday } from './licence-dates.ts';

/** A company licence as administrators see it, with its status on `today`. */
export function presentCompanyLicence(
  row: CompanyLicenceRow,
  today: string = licenceToday(),
): CompanyLicence {
  return {
    id: row.id,
    companyId: row.companyId,
    licenseId: row.licenseId,
    addonId: row.addonId,
    name: row.name,
    quantity: row.quantity,
    grants: {
      userLicences: row.quantity * row.unitUserLicences,
      keyUserLicences: row.quantity * row.unitKeyUserLicences,
    },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    status: companyLicenceStatus(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `checkstatus`: where a company licence stands today, and its period. */
export function presentCompanyLicenceStatus(row: CompanyLicenceRow): CompanyLicenceStatusResponse {
  return { status: companyLicenceStatus(row), startsOn: row.startsOn, endsOn: row.endsOn };
}
