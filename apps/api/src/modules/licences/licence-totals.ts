import type { LicenceGrants } from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { licenceToday } from './licence-dates.ts';

/**
 * A one-row query: what a company's licences and add-ons grant on `today` — those not
 * cancelled whose period holds the day — as `"userLicences"` and `"keyUserLicences"`.
 * Sums are taken in bigint and capped at the integer column's range: 100,000 × 100,000 fits no
 * integer, and that many licences mean "unlimited" anyway (decision 0024). `companyId` is a
 * value or a column of an outer query (`sql\`c.id\``).
 */
export function grantedTotalsQuery(companyId: SQL | string, today: string): SQL {
  return sql`
    select
      least(coalesce(sum(cl.quantity::bigint * coalesce(l.user_licences, a.user_licences)), 0),
            2147483647)::int as "userLicences",
      least(coalesce(sum(cl.quantity::bigint * coalesce(l.key_user_licences, a.key_user_licences)), 0),
            2147483647)::int as "keyUserLicences"
    from company_licenses cl
      left join licenses l on l.id = cl.license_id
      left join license_addons a on a.id = cl.addon_id
    where cl.company_id = ${companyId}
      and cl.cancelled_at is null
      and cl.starts_on <= ${today}::date
      and (cl.ends_on is null or cl.ends_on >= ${today}::date)`;
}

/** A company's totals before and after a recompute. */
export interface RecomputedTotals {
  companyId: string;
  before: LicenceGrants;
  after: LicenceGrants;
  isChanged: boolean;
}

/**
 * Sets a company's licence totals to what its active licences and add-ons grant today, under
 * the lock on the company row that device login counts licences under (decision 0007). The
 * only writer of `user_licence_count` and `key_user_licence_count`: call it in the
 * transaction of every write to a company's licences, and of every catalogue change. Writes
 * only when the totals differ. Null when the company does not exist.
 */
export async function recomputeLicenceTotals(
  tx: Executor,
  companyId: string,
  today: string = licenceToday(),
): Promise<RecomputedTotals | null> {
  const result = await tx.execute<{
    userBefore: number;
    keyUserBefore: number;
    userLicences: number;
    keyUserLicences: number;
  }>(sql`
    select c.user_licence_count as "userBefore", c.key_user_licence_count as "keyUserBefore",
           granted."userLicences", granted."keyUserLicences"
    from companies c cross join lateral (${grantedTotalsQuery(sql`c.id`, today)}) granted
    where c.id = ${companyId}
    for update of c`);
  const row = result.rows[0];
  if (!row) return null;
  const before = { userLicences: row.userBefore, keyUserLicences: row.keyUserBefore };
  const after = { userLicences: row.userLicences, keyUserLicences: row.keyUserLicences };
  const isChanged =
    before.userLicences !== after.userLicences || before.keyUserLicences !== after.keyUserLicences;
  if (isChanged) {
    await tx.execute(sql`
      update companies
      set user_licence_count = ${after.userLicences},
          key_user_licence_count = ${after.keyUserLicences},
          updated_at = now()
      where id = ${companyId}`);
  }
  return { companyId, before, after, isChanged };
}

/** What a company's licences grant today, read without writing (for lists and screens). */
export async function readGrantedTotals(
  executor: Executor,
  companyId: string,
  today: string = licenceToday(),
): Promise<LicenceGrants> {
  const result = await executor.execute<LicenceGrants>(grantedTotalsQuery(companyId, today));
  return result.rows[0] ?? { userLicences: 0, keyUserLicences: 0 };
}
