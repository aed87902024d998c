import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companies } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany, type CompanyRow } from './company-directory.ts';

/** Renames a company the caller administers (CompanyAdmin its own, Admin any), recorded. */
export async function renameCompany(
  db: Db,
  log: FastifyBaseLogger,
  change: { principal: Principal; companyId: string; name: string },
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, change.principal, change.companyId, { lock: true });
    const [renamed] = await tx
      .update(companies)
      .set({ name: change.name, updatedAt: sql`now()` })
      .where(eq(companies.id, company.id))
      .returning();
    if (!renamed) throw new Error('The company row was not updated');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: change.principal,
      action: 'company-updated',
      detail: { name: change.name, previousName: company.name },
    });
    return renamed;
  });
}
