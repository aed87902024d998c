import type { CreateCompanyLicenceRequest } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { giveCompanyLicence } from './give-company-licence.ts';

type AddCompanyLicenceInput = z.output<typeof CreateCompanyLicenceRequest>;

/**
 * `POST /api/CompanyLicenses` (Admin): gives a company an available licence or add-on,
 * recomputes its totals and records who did it — one transaction. Answers the new id.
 */
export async function addCompanyLicence(
  context: { db: Db; log: FastifyBaseLogger },
  principal: Principal,
  input: AddCompanyLicenceInput,
): Promise<string> {
  return context.db.transaction(async (tx) => {
    const { id, totals } = await giveCompanyLicence(tx, input, { onlyAvailable: true });
    await recordCompanyEvent(tx, context.log, {
      companyId: input.companyId,
      principal,
      action: 'licence-added',
      detail: {
        companyLicenceId: id,
        licenseId: input.licenseId ?? null,
        addonId: input.addonId ?? null,
        quantity: input.quantity,
        totals: totals.after,
      },
    });
    return id;
  });
}
