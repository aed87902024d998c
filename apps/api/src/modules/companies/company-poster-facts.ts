import type { EmergencyNumbers, SupportedLocale } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { readCompanyCodes } from './company-codes.ts';
import { requireCompany } from './company-directory.ts';
import { emergencyNumbersOf } from './company-emergency-numbers.ts';
import { listCompanyLocales } from './company-locales.queries.ts';

/** What a company poster prints (issue 24, decision 0055). */
export interface CompanyPosterFacts {
  companyName: string;
  /** The user code in clear: the poster's QR code signs a phone in with it. */
  userCode: string;
  /** The company's default product locale, the poster's language when none is asked for. */
  defaultLocale: SupportedLocale | null;
  emergency: EmergencyNumbers;
}

/**
 * The facts of a company's poster, for its administrator. Printing one passes the user code on,
 * so it is recorded like a reveal (`code-revealed`, kind User, for the poster) in the
 * transaction that reads the code.
 */
export async function readCompanyPosterFacts(
  db: Db,
  keys: SecretKeys,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string },
): Promise<CompanyPosterFacts> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId);
    const { User: userCode } = await readCompanyCodes(tx, keys, {
      companyId: company.id,
      kind: 'User',
    });
    if (userCode === undefined) throw new AppError('not-found', 'The company has no user code');
    const locales = await listCompanyLocales(tx, company.id);
    const emergency = await emergencyNumbersOf(tx, company.id);
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'code-revealed',
      detail: { kind: 'User', for: 'poster' },
    });
    return {
      companyName: company.name,
      userCode,
      defaultLocale: locales[0]?.locale ?? null,
      emergency,
    };
  });
}
