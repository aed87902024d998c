import type { LicenceTotals } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { requireCompanyAccess } from '../../platform/security/access-policy.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { recomputeLicenceTotals } from './licence-totals.ts';

/**
 * `GET /api/CompanyLicenses/{companyid}/updatelicenses`
 * (docs/product/codes-and-licences.md#licence-calls): recomputes a company's totals from its
 * licences and add-ons active today and answers them. A change is recorded (the call is safe to
 * repeat: an unchanged total writes nothing).
 */
export async function recomputeCompanyTotals(
  context: { db: Db; log: FastifyBaseLogger },
  principal: Principal,
  companyId: string,
): Promise<LicenceTotals> {
  requireCompanyAccess(principal, companyId);
  return context.db.transaction(async (tx) => {
    const totals = await recomputeLicenceTotals(tx, companyId);
    if (!totals) throw new AppError('not-found', 'No such company');
    if (totals.isChanged) {
      await recordCompanyEvent(tx, context.log, {
        companyId,
        principal,
        action: 'licences-recomputed',
        detail: { before: totals.before, after: totals.after },
      });
    }
    return { companyId, ...totals.after };
  });
}
