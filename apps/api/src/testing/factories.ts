import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiKeyHash } from '../modules/api-keys/api-key-authenticator.ts';
import { generateCompanyCode } from '../platform/crypto/company-code-generator.ts';
import {
  companyCodeLookupHash,
  encryptCompanyCode,
} from '../platform/crypto/company-code-protection.ts';
import { companies, companyApiKeys, companyCodes } from '../platform/db/schema.ts';

export interface TestCompany {
  id: string;
  name: string;
  codes: { User: string; KeyUser: string; Subscription: string };
}

/** A company with fresh random codes and the given licence counts. */
export async function createCompany(
  app: FastifyInstance,
  options: { name?: string; userLicences?: number; keyUserLicences?: number } = {},
): Promise<TestCompany> {
  const name = options.name ?? `Test Company ${randomBytes(3).toString('hex')}`;
  const [company] = await app.database.db
    .insert(companies)
    .values({
      name,
      userLicenceCount: options.userLicences ?? 5,
      keyUserLicenceCount: options.keyUserLicences ?? 1,
    })
    .returning({ id: companies.id });
  const codes = {
    User: generateCompanyCode(),
    KeyUser: generateCompanyCode(),
    Subscription: generateCompanyCode(),
  };
  await app.database.db.insert(companyCodes).values(
    Object.entries(codes).map(([kind, code]) => ({
      companyId: company!.id,
      kind: kind as keyof typeof codes,
      codeHash: companyCodeLookupHash(app.secretKeys, code),
      codeEncrypted: encryptCompanyCode(app.secretKeys, code),
    })),
  );
  return { id: company!.id, name, codes };
}

/** An API key for a company; returns the key itself (shown once in real life). */
export async function createApiKey(
  app: FastifyInstance,
  companyId: string,
  options: { revoked?: boolean } = {},
): Promise<string> {
  const key = `sds_${randomBytes(32).toString('base64url')}`;
  await app.database.db.insert(companyApiKeys).values({
    companyId,
    name: 'Test integration',
    keyHash: apiKeyHash(key),
    revokedAt: options.revoked ? new Date() : null,
  });
  return key;
}
