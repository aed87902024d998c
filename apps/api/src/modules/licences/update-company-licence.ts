import type { UpdateCompanyLicenceRequest } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { companyLicenses } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { lockCompanyForLicences } from './company-licences.queries.ts';
import { refusePeriodBackwards } from './give-company-licence.ts';
import { recomputeLicenceTotals } from './licence-totals.ts';

/**
 * `POST /api/CompanyLicenses/update` (Admin): a company licence's quantity, period and
 * cancellation. Cancelling keeps the first cancellation time; `cancelled: false` undoes it.
 * The company's totals are recomputed and the change recorded in the same transaction.
 */
export async function updateCompanyLicence(
  context: { db: Db; log: FastifyBaseLogger },
  principal: Principal,
  input: UpdateCompanyLicenceRequest,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ companyId: companyLicenses.companyId })
      .from(companyLicenses)
      .where(eq(companyLicenses.id, input.id));
    if (!current) throw new AppError('not-found', 'No such company licence');
    await lockCompanyForLicences(tx, current.companyId);
    await tx
      .update(companyLicenses)
      .set({
        quantity: input.quantity,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        cancelledAt: input.cancelled ? sql`coalesce(${companyLicenses.cancelledAt}, now())` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(companyLicenses.id, input.id))
      .catch(refusePeriodBackwards);
    const totals = await recomputeLicenceTotals(tx, current.companyId);
    await recordCompanyEvent(tx, context.log, {
      companyId: current.companyId,
      principal,
      action: 'licence-updated',
      detail: {
        companyLicenceId: input.id,
        quantity: input.quantity,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        cancelled: input.cancelled,
        totals: totals?.after,
      },
    });
  });
}
