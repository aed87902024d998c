import { eq } from 'drizzle-orm';
import { isCheckViolation } from '../../platform/db/check-violation.ts';
import { companyLicenses, licenseAddons, licenses } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lockCompanyForLicences } from './company-licences.queries.ts';
import { defaultEndsOn } from './licence-dates.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type RecomputedTotals, recomputeLicenceTotals } from './licence-totals.ts';

/** A catalogue licence or add-on (exactly one of the two ids) for a company and a period. */
export interface CompanyLicenceGrant {
  companyId: string;
  licenseId?: string | undefined;
  addonId?: string | undefined;
  quantity: number;
  startsOn: string;
  /** Absent: the catalogue licence's duration decides (none for add-ons); null: no end. */
  endsOn?: string | null | undefined;
}

interface CatalogueItem {
  isAvailable: boolean;
  durationMonths: number | null;
}

/**
 * The catalogue item, share-locked until the transaction ends: a catalogue change to it waits,
 * then recomputes this company with the rest of its holders (decision 0024).
 */
async function lockCatalogueItem(
  tx: Executor,
  grant: CompanyLicenceGrant,
): Promise<CatalogueItem | null> {
  if (grant.licenseId !== undefined) {
    const [licence] = await tx
      .select({ isAvailable: licenses.isAvailable, durationMonths: licenses.durationMonths })
      .from(licenses)
      .where(eq(licenses.id, grant.licenseId))
      .for('share');
    return licence ?? null;
  }
  if (grant.addonId === undefined) throw new Error('A grant names a licence or an add-on');
  const [addon] = await tx
    .select({ isAvailable: licenseAddons.isAvailable })
    .from(licenseAddons)
    .where(eq(licenseAddons.id, grant.addonId))
    .for('share');
  // Add-ons run as long as the licence beside them: no duration of their own.
  return addon ? { isAvailable: addon.isAvailable, durationMonths: null } : null;
}

/**
 * Gives a company a licence or add-on out of the catalogue and recomputes its totals, in the
 * caller's transaction. An unknown item or company is a 404; an item no longer available a 409
 * unless `onlyAvailable` is false (registration gives "Free" whatever the catalogue says).
 */
export async function giveCompanyLicence(
  tx: Executor,
  grant: CompanyLicenceGrant,
  options: { onlyAvailable: boolean },
): Promise<{ id: string; totals: RecomputedTotals }> {
  const item = await lockCatalogueItem(tx, grant);
  if (!item) throw new AppError('not-found', 'No such licence or add-on');
  if (options.onlyAvailable && !item.isAvailable) {
    throw new AppError('conflict', 'This licence or add-on is no longer given to companies');
  }
  if (!(await lockCompanyForLicences(tx, grant.companyId))) {
    throw new AppError('not-found', 'No such company');
  }
  const endsOn =
    grant.endsOn !== undefined
      ? grant.endsOn
      : item.durationMonths === null
        ? null
        : defaultEndsOn(grant.startsOn, item.durationMonths);
  const [row] = await tx
    .insert(companyLicenses)
    .values({
      companyId: grant.companyId,
      licenseId: grant.licenseId ?? null,
      addonId: grant.addonId ?? null,
      quantity: grant.quantity,
      startsOn: grant.startsOn,
      endsOn,
    })
    .returning({ id: companyLicenses.id })
    .catch(refusePeriodBackwards);
  if (!row) throw new Error('The company licence was not written');
  const totals = await recomputeLicenceTotals(tx, grant.companyId);
  if (!totals) throw new Error('The company vanished under its lock');
  return { id: row.id, totals };
}

/**
 * The database's own guard on a period whose end is before its start (the contract refuses
 * it first): a 400 on `endsOn`, as the contract's would be.
 */
export function refusePeriodBackwards(error: unknown): never {
  if (isCheckViolation(error, 'company_licenses_period')) {
    throw new AppError('validation-failed', 'The licence ends before it starts', {
      errors: [{ path: 'body.endsOn', message: 'must not be before startsOn', code: 'custom' }],
    });
  }
  throw error;
}
