import type { CompanyDetails, CompanyListResponse } from '@sds/contract';
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/database.ts';
import { companies } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { isPlatformAdmin, requireCompanyAccess } from '../../platform/security/access-policy.ts';
import { licencesInUse } from './licence-usage.ts';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * The company a call acts on, when the caller may act on it and it exists; a 404 otherwise,
 * the same for another tenant's id and an unknown one (docs/product/roles-and-access.md#tenants).
 * With `lock`, the row stays locked until the caller's transaction ends (writes that count
 * something of the company).
 */
export async function requireCompany(
  executor: Executor,
  principal: Principal,
  companyId: string,
  options: { lock?: boolean } = {},
): Promise<CompanyRow> {
  requireCompanyAccess(principal, companyId);
  const query = executor.select().from(companies).where(eq(companies.id, companyId));
  const [company] = options.lock ? await query.for('update') : await query;
  if (!company) throw new AppError('not-found', 'No such company');
  return company;
}

/** `%`, `_` and `\` in a search mean themselves, not LIKE patterns. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The companies a caller administers, a page at a time: every one for Admin (optionally
 * those whose name contains `search`), its own for a CompanyAdmin.
 */
export async function listCompanies(
  db: Db,
  principal: Principal,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<CompanyListResponse> {
  const conditions: SQL[] = [];
  if (!isPlatformAdmin(principal)) conditions.push(eq(companies.id, principal.companyId));
  if (query.search) conditions.push(ilike(companies.name, likePattern(query.search)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}

/** A company with its licence totals and the licences its devices hold now. */
export async function readCompanyDetails(
  executor: Executor,
  company: CompanyRow,
  deviceInactivityMs: number,
): Promise<CompanyDetails> {
  const inUse = await licencesInUse(executor, company.id, deviceInactivityMs);
  return {
    id: company.id,
    name: company.name,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
    licences: {
      user: { total: company.userLicenceCount, inUse: inUse.User },
      keyUser: { total: company.keyUserLicenceCount, inUse: inUse.KeyUser },
    },
  };
}
