import type { CompanyCodeKind, MaskedCompanyCodes } from '@sds/contract';
import { and, eq } from 'drizzle-orm';
import { decryptCompanyCode } from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import { companyCodes } from '../../platform/db/schema.ts';
import type { Executor } from '../../platform/db/database.ts';

/** How many of a code's last characters a masked code still shows. */
const VISIBLE_CHARACTERS = 4;
const MASK = '•';

/**
 * A code with all but its last four characters masked, separators kept:
 * `K7QX-M2PD-9WZR-4TNA` → `••••-••••-••••-4TNA`. Enough to tell codes apart, while the 60
 * hidden bits keep a captured `AuthCode` header out of reach of brute force (decision 0023).
 */
export function maskCompanyCode(code: string): string {
  let visible = 0;
  const characters = [...code].reverse().map((character) => {
    if (!/[0-9a-z]/i.test(character)) return character;
    visible += 1;
    return visible <= VISIBLE_CHARACTERS ? character : MASK;
  });
  return characters.reverse().join('');
}

/**
 * A company's codes in clear, decrypted from storage
 * (docs/product/codes-and-licences.md#company-codes); never logged.
 */
export async function readCompanyCodes(
  executor: Executor,
  keys: SecretKeys,
  which: { companyId: string; kind?: CompanyCodeKind },
): Promise<Partial<Record<CompanyCodeKind, string>>> {
  const { companyId, kind } = which;
  const rows = await executor
    .select({ kind: companyCodes.kind, codeEncrypted: companyCodes.codeEncrypted })
    .from(companyCodes)
    .where(
      and(eq(companyCodes.companyId, companyId), kind ? eq(companyCodes.kind, kind) : undefined),
    );
  return Object.fromEntries(
    rows.map((row) => [row.kind, decryptCompanyCode(keys, row.codeEncrypted)]),
  );
}

/** Every code of a company masked (`GET /api/Companies/{id}/codes`); '' for a missing one. */
export async function readMaskedCompanyCodes(
  executor: Executor,
  keys: SecretKeys,
  companyId: string,
): Promise<MaskedCompanyCodes> {
  const codes = await readCompanyCodes(executor, keys, { companyId });
  const masked = (kind: CompanyCodeKind) => maskCompanyCode(codes[kind] ?? '');
  return {
    userCode: masked('User'),
    keyUserCode: masked('KeyUser'),
    subscriptionCode: masked('Subscription'),
  };
}
