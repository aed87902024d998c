import type { CompanyLicenceStatus } from '@sds/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today as licences count days: the UTC calendar date (decision 0024). One clock for the
 * totals, the statuses and the daily job, whichever server or database answers.
 */
export function licenceToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The last day of a licence that runs `months` from `startsOn`: the day before the same date
 * that many months later (a month without that date ends on its last day): 2026-01-01 + 12 →
 * 2026-12-31; 2026-01-31 + 1 → 2026-02-27.
 */
export function defaultEndsOn(startsOn: string, months: number): string {
  const [year = 0, month = 1, day = 1] = startsOn.split('-').map(Number);
  const targetMonth = month - 1 + months;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const sameDayLater = Date.UTC(year, targetMonth, Math.min(day, lastDayOfTarget));
  return new Date(sameDayLater - DAY_MS).toISOString().slice(0, 10);
}

/** Where a company licence stands on `today` (the contract's `CompanyLicenceStatus`). */
export function companyLicenceStatus(
  licence: { startsOn: string; endsOn: string | null; cancelledAt: Date | null },
  today: string = licenceToday(),
): CompanyLicenceStatus {
  if (licence.cancelledAt !== null) return 'Cancelled';
  if (today < licence.startsOn) return 'NotStarted';
  if (licence.endsOn !== null && today > licence.endsOn) return 'Expired';
  return 'Active';
}
