import type { CompanyLocale, CompanyLocaleRequest } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companyLocales } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany } from './company-directory.ts';
import {
  clearDefaultLocale,
  listCompanyLocales,
  presentCompanyLocale,
  requireCompanyLocale,
} from './company-locales.queries.ts';

type LocaleChange = Required<CompanyLocaleRequest>;

const duplicate = () => new AppError('conflict', 'The company has this locale already');

/**
 * Adds a product locale to a company (decision 0023): a supported locale (the contract's
 * schema checked it), once per company (409). The first one is the default whatever was asked;
 * a new default unsets the old one in the same transaction. The company row is locked, so two
 * changes of one company's locales take turns.
 */
export async function addCompanyLocale(
  db: Db,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; locale: LocaleChange },
): Promise<CompanyLocale> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId, { lock: true });
    const existing = await listCompanyLocales(tx, company.id);
    if (existing.some((row) => row.locale === request.locale.locale)) throw duplicate();
    const isDefault = request.locale.isDefault || existing.length === 0;
    if (isDefault) await clearDefaultLocale(tx, company.id);
    const [row] = await tx
      .insert(companyLocales)
      .values({ companyId: company.id, locale: request.locale.locale, isDefault })
      .returning();
    if (!row) throw new Error('The company locale row was not written');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'locale-added',
      detail: { localeId: row.id, locale: row.locale, isDefault },
    });
    return presentCompanyLocale(row);
  });
}

/**
 * Changes a company locale's language or makes it the default (the old default is unset in the
 * same transaction). The default cannot be unset directly — a company with locales always has
 * exactly one default; making another locale the default moves it (409 otherwise).
 */
export async function changeCompanyLocale(
  db: Db,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; localeId: string; locale: LocaleChange },
): Promise<CompanyLocale> {
  const { locale, isDefault } = request.locale;
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId, { lock: true });
    const current = await requireCompanyLocale(tx, company.id, request.localeId);
    if (current.isDefault && !isDefault) {
      throw new AppError(
        'conflict',
        'A company always has one default locale: make another locale the default instead',
      );
    }
    const existing = await listCompanyLocales(tx, company.id);
    if (existing.some((row) => row.locale === locale && row.id !== current.id)) throw duplicate();
    if (isDefault && !current.isDefault) await clearDefaultLocale(tx, company.id);
    const [row] = await tx
      .update(companyLocales)
      .set({ locale, isDefault, updatedAt: sql`now()` })
      .where(eq(companyLocales.id, current.id))
      .returning();
    if (!row) throw new Error('The company locale row was not updated');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'locale-updated',
      detail: { localeId: row.id, locale, isDefault, previousLocale: current.locale },
    });
    return presentCompanyLocale(row);
  });
}

/**
 * Removes a locale from a company. The default cannot be removed (409): make another locale
 * the default first. So the last locale stays too — there is always a language new products
 * and searches start in, once a company has chosen one.
 */
export async function removeCompanyLocale(
  db: Db,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; localeId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId, { lock: true });
    const current = await requireCompanyLocale(tx, company.id, request.localeId);
    if (current.isDefault) {
      throw new AppError(
        'conflict',
        'The default locale cannot be removed: make another locale the default first',
      );
    }
    await tx.delete(companyLocales).where(eq(companyLocales.id, current.id));
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'locale-removed',
      detail: { localeId: current.id, locale: current.locale },
    });
  });
}
