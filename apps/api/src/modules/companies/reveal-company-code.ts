import type { CompanyCode, CompanyCodeKind } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { readCompanyCodes } from './company-codes.ts';
import { requireCompany } from './company-directory.ts';

/**
 * One of a company's codes in full, for its administrator to pass on. Every reveal is
 * recorded (who, when, which kind — never the code) in the transaction that reads it.
 */
export async function revealCompanyCode(
  db: Db,
  keys: SecretKeys,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; kind: CompanyCodeKind },
): Promise<CompanyCode> {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId);
    const codes = await readCompanyCodes(tx, keys, { companyId: company.id, kind: request.kind });
    const code = codes[request.kind];
    if (code === undefined) throw new AppError('not-found', 'The company has no such code');
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'code-revealed',
      detail: { kind: request.kind },
    });
    return { kind: request.kind, code };
  });
}
