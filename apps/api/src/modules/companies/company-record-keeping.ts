import type { RecordKeeping, RecordKeepingSettings } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { archivedProducts, companies } from '../../platform/db/schema.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany, type CompanyRow } from './company-directory.ts';

const present = (row: CompanyRow): RecordKeepingSettings => ({
  archiveRetentionYears: row.archiveRetentionYears,
  reviewAfterYears: row.reviewAfterYears,
  dueDigestEnabled: row.dueDigestEnabled,
  keyUserContacts: row.keyUserContacts,
});

/** Each address once, the first way it was written: mail servers take `A@x` and `a@x` alike. */
function withoutRepeats(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A company's record keeping as its administrator sees it (another company's: 404). */
export async function readRecordKeeping(
  db: Db,
  principal: Principal,
  companyId: string,
): Promise<RecordKeepingSettings> {
  return present(await requireCompany(db, principal, companyId));
}

/**
 * Sets how long the archive keeps deleted products (decision 0061), for those already in it too:
 * each is let go its new number of years after its deletion; and, when given, after how many
 * years a sheet is due for review, whether the weekly digest goes out and to which key-user
 * contacts besides the administrators (decision 0065). In the company's audit log.
 */
export async function changeRecordKeeping(
  db: Db,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; recordKeeping: RecordKeeping },
): Promise<RecordKeepingSettings> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId, { lock: true });
    const {
      archiveRetentionYears: years,
      reviewAfterYears,
      dueDigestEnabled,
      keyUserContacts,
    } = request.recordKeeping;
    const [row] = await tx
      .update(companies)
      .set({
        archiveRetentionYears: years,
        reviewAfterYears: reviewAfterYears ?? company.reviewAfterYears,
        dueDigestEnabled: dueDigestEnabled ?? company.dueDigestEnabled,
        keyUserContacts: keyUserContacts
          ? withoutRepeats(keyUserContacts)
          : company.keyUserContacts,
        updatedAt: sql`now()`,
      })
      .where(eq(companies.id, company.id))
      .returning();
    if (!row) throw new Error('The company was not updated');
    await tx
      .update(archivedProducts)
      .set({ purgeAfter: sql`${archivedProducts.deletedAt} + make_interval(years => ${years})` })
      .where(eq(archivedProducts.companyId, company.id));
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'record-keeping-changed',
      detail: { before: present(company), after: present(row) },
    });
    return present(row);
  });
}
