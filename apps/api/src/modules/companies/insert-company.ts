import {
  companyCodeLookupHash,
  encryptCompanyCode,
} from '../../platform/crypto/company-code-protection.ts';
import { generateCompanyCode } from '../../platform/crypto/company-code-generator.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Executor } from '../../platform/db/database.ts';
import { companies, companyCodes } from '../../platform/db/schema.ts';
import { giveCompanyLicence, licenceToday } from '../licences/index.ts';

/**
 * A company's three codes as people type them (docs/product/codes-and-licences.md#company-codes).
 */
export interface NewCompanyCodes {
  User: string;
  KeyUser: string;
  Subscription: string;
}

/**
 * Creates a company with fresh codes as strong as docs/product/codes-and-licences.md#company-codes
 * asks, kept as keyed hash and ciphertext only, and gives it its first licence from today, its
 * totals following from that licence (decision 0024) — in the caller's transaction. Returns the
 * codes themselves, which exist in clear nowhere else after this call.
 */
export async function insertCompany(
  tx: Executor,
  keys: SecretKeys,
  company: { name: string; licenseId: string },
): Promise<{ id: string; codes: NewCompanyCodes }> {
  const [row] = await tx
    .insert(companies)
    .values({ name: company.name })
    .returning({ id: companies.id });
  if (!row) throw new Error('The company row was not written');
  const codes: NewCompanyCodes = {
    User: generateCompanyCode(),
    KeyUser: generateCompanyCode(),
    Subscription: generateCompanyCode(),
  };
  await tx.insert(companyCodes).values(
    (Object.keys(codes) as (keyof NewCompanyCodes)[]).map((kind) => ({
      companyId: row.id,
      kind,
      codeHash: companyCodeLookupHash(keys, codes[kind]),
      codeEncrypted: encryptCompanyCode(keys, codes[kind]),
    })),
  );
  // The system gives the first licence, not an administrator: whether the catalogue still
  // offers it does not matter, and there is nobody to record in the company's audit log.
  await giveCompanyLicence(
    tx,
    { companyId: row.id, licenseId: company.licenseId, quantity: 1, startsOn: licenceToday() },
    { onlyAvailable: false },
  );
  return { id: row.id, codes };
}
