import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { companyLicenses } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { licenceToday } from './licence-dates.ts';
import type { Executor } from '../../platform/db/database.ts';
import { recomputeLicenceTotals } from './licence-totals.ts';

/**
 * After a catalogue item's counts changed: recomputes every company that holds it (in any
 * state — cheap, and no status is left to guess), in id order so two such changes never wait
 * for each other crosswise, and records each company whose totals moved.
 */
export async function recomputeHoldersOf(
  tx: Executor,
  context: { log: FastifyBaseLogger; principal: Principal },
  item: { licenseId: string } | { addonId: string },
): Promise<void> {
  const holds =
    'licenseId' in item
      ? eq(companyLicenses.licenseId, item.licenseId)
      : eq(companyLicenses.addonId, item.addonId);
  const holders = await tx
    .selectDistinct({ companyId: companyLicenses.companyId })
    .from(companyLicenses)
    .where(holds)
    .orderBy(companyLicenses.companyId);
  const today = licenceToday();
  for (const { companyId } of holders) {
    const totals = await recomputeLicenceTotals(tx, companyId, today);
    if (!totals?.isChanged) continue;
    await recordCompanyEvent(tx, context.log, {
      companyId,
      principal: context.principal,
      action: 'licences-recomputed',
      detail: { ...item, before: totals.before, after: totals.after },
    });
  }
}
