import type { CompanyLocale } from '@sds/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { companyLocales } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Executor } from '../../platform/db/database.ts';

type CompanyLocaleRow = typeof companyLocales.$inferSelect;

export function presentCompanyLocale(row: CompanyLocaleRow): CompanyLocale {
  return { id: row.id, locale: row.locale as CompanyLocale['locale'], isDefault: row.isDefault };
}

/** A company's product locales: the default, then in the order they were added (by code within one transaction). */
export async function listCompanyLocales(
  executor: Executor,
  companyId: string,
): Promise<CompanyLocale[]> {
  const rows = await executor
    .select()
    .from(companyLocales)
    .where(eq(companyLocales.companyId, companyId))
    .orderBy(
      desc(companyLocales.isDefault),
      asc(companyLocales.createdAt),
      asc(companyLocales.locale),
    );
  return rows.map(presentCompanyLocale);
}

/** One locale of a company; another company's or an unknown id is a 404. */
export async function requireCompanyLocale(
  executor: Executor,
  companyId: string,
  localeId: string,
): Promise<CompanyLocaleRow> {
  const [row] = await executor
    .select()
    .from(companyLocales)
    .where(and(eq(companyLocales.id, localeId), eq(companyLocales.companyId, companyId)));
  if (!row) throw new AppError('not-found', 'No such company locale');
  return row;
}

/** Unsets the company's default, before another locale becomes it (one default per company). */
export async function clearDefaultLocale(executor: Executor, companyId: string): Promise<void> {
  await executor
    .update(companyLocales)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(companyLocales.companyId, companyId), eq(companyLocales.isDefault, true)));
}
