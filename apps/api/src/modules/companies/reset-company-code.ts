import type { CompanyCodeKind, ResetCompanyCodeResponse } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { generateCompanyCode } from '../../platform/crypto/company-code-generator.ts';
import {
  companyCodeLookupHash,
  encryptCompanyCode,
} from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Db } from '../../platform/db/database.ts';
import { companyCodes } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { revokeDevicesOfRole } from '../authorization/index.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany } from './company-directory.ts';

export interface ResetCode extends ResetCompanyCodeResponse {
  /** The signed-out devices, for the verified-device cache to forget after the commit. */
  deviceGuids: string[];
}

/**
 * Replaces one of a company's codes with a new one as strong as
 * docs/product/codes-and-licences.md#company-codes asks, kept as keyed hash and ciphertext, and
 * revokes every device signed in with the old user or key-user code in the same transaction: their
 * next request answers 401. The code row is written before the devices, the order sign-in locks in
 * (it share-locks the code row), so a sign-in with the old code either finishes first and is
 * revoked here, or waits and finds the code gone.
 */
export async function resetCompanyCode(
  db: Db,
  keys: SecretKeys,
  log: FastifyBaseLogger,
  request: { principal: Principal; companyId: string; kind: CompanyCodeKind },
): Promise<ResetCode> {
  const code = generateCompanyCode();
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, request.principal, request.companyId);
    const replaced = await tx
      .update(companyCodes)
      .set({
        codeHash: companyCodeLookupHash(keys, code),
        codeEncrypted: encryptCompanyCode(keys, code),
        updatedAt: sql`now()`,
      })
      .where(and(eq(companyCodes.companyId, company.id), eq(companyCodes.kind, request.kind)))
      .returning({ kind: companyCodes.kind });
    if (replaced.length === 0) throw new AppError('not-found', 'The company has no such code');
    const deviceGuids =
      request.kind === 'Subscription'
        ? []
        : await revokeDevicesOfRole(tx, company.id, request.kind);
    await recordCompanyEvent(tx, log, {
      companyId: company.id,
      principal: request.principal,
      action: 'code-reset',
      detail: { kind: request.kind, signedOutDevices: deviceGuids.length },
    });
    return { kind: request.kind, code, signedOutDevices: deviceGuids.length, deviceGuids };
  });
}
