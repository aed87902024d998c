import type { EmergencyNumbers } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/database.ts';
import { companies } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany, type CompanyRow } from './company-directory.ts';

const NONE: EmergencyNumbers = { country: null, emergencyNumber: null, poisonCentreNumber: null };

function presentEmergencyNumbers(row: CompanyRow): EmergencyNumbers {
  return {
    country: row.emergencyCountry,
    emergencyNumber: row.emergencyNumber,
    poisonCentreNumber: row.poisonCentreNumber,
  };
}

/**
 * The emergency numbers of the caller's own company (decision 0048): what its sheets offer to
 * call and its printouts print. None for a caller without a company (the platform Admin) or a
 * company that has set none.
 */
export async function emergencyNumbersOf(
  executor: Executor,
  companyId: string,
): Promise<EmergencyNumbers> {
  if (companyId === '') return NONE;
  const [row] = await executor.select().from(companies).where(eq(companies.id, companyId));
  return row ? presentEmergencyNumbers(row) : NONE;
}

/** A company's numbers as its administrator sees them (another company's: 404). */
export async function readCompanyEmergencyNumbers(
  db: Db,
  principal: Principal,
  companyId: string,
): Promise<EmergencyNumbers> {
  return presentEmergencyNumbers(await requireCompany(db, principal, companyId));
}

/** Sets a company's numbers (null clears one), in its audit log with the numbers before. */
export async function changeCompanyEmergencyNumbers(
  db: Db,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; numbers: EmergencyNumbers },
): Promise<EmergencyNumbers> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId, { lock: true });
    const { country, emergencyNumber, poisonCentreNumber } = request.numbers;
    const [row] = await tx
      .update(companies)
      .set({
        emergencyCountry: country,
        emergencyNumber,
        poisonCentreNumber,
        updatedAt: sql`now()`,
      })
      .where(eq(companies.id, company.id))
      .returning();
    if (!row) throw new Error('The company row was not updated');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'emergency-numbers-changed',
      detail: { before: presentEmergencyNumbers(company), after: request.numbers },
    });
    return presentEmergencyNumbers(row);
  });
}
