import {
  decryptCompanyCode,
  encryptCompanyCode,
} from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import type { Tx } from '../../platform/db/database.ts';
import { licenceToday, recomputeLicenceTotals } from '../licences/index.ts';
import {
  countLicencesInUse,
  findCompanyDevice,
  findSignInCode,
  lockCompany,
} from './authorization.queries.ts';

/** Stands in for the company of an unknown code: no company has this id. */
const NO_COMPANY_ID = '00000000-0000-0000-0000-000000000000';
const standInCodes = new WeakMap<SecretKeys, string>();

/** An encrypted code to decrypt for an unknown one, as a known code's is decrypted. */
function standInCode(keys: SecretKeys): string {
  let encrypted = standInCodes.get(keys);
  if (!encrypted) {
    encrypted = encryptCompanyCode(keys, 'STAN-DINC-ODE0-0000');
    standInCodes.set(keys, encrypted);
  }
  return encrypted;
}

/**
 * The code with this lookup hash and its company, locked, when the device may hold a licence of
 * the code's kind there now (it holds one already, or one is free); null otherwise. The limits
 * are what the company's licences grant today (decision 0024). Takes the code's share lock,
 * then the company's row lock: the order a code reset takes them in too.
 *
 * An unknown code takes the same steps as a known one, against a company that does not exist
 * (no licences, so it fails at the count): the time a refusal takes does not tell an unknown
 * code from a company without a free licence (decision 0033).
 */
export async function findFreeLicence(
  tx: Tx,
  keys: SecretKeys,
  attempt: {
    codeHash: string;
    deviceGuid: string;
    now: Date;
    activeSince: Date;
    /** Told when the company's stored totals were brought up to date (a write to keep). */
    onTotalsWritten?: () => void;
  },
) {
  const code = await findSignInCode(tx, attempt.codeHash);
  const companyId = code?.companyId ?? NO_COMPANY_ID;
  const role = code?.role ?? 'User';
  const authCode = decryptCompanyCode(keys, code?.codeEncrypted ?? standInCode(keys));
  const today = licenceToday(attempt.now);
  const company = await lockCompany(tx, companyId, today);
  const granted = {
    User: company?.grantedUserLicences ?? 0,
    KeyUser: company?.grantedKeyUserLicences ?? 0,
  };
  if (
    company &&
    (granted.User !== company.userLicenceCount || granted.KeyUser !== company.keyUserLicenceCount)
  ) {
    // A licence started or ended since the last write: bring the stored totals up to date.
    await recomputeLicenceTotals(tx, company.id, today);
    attempt.onTotalsWritten?.();
  }
  const existing = await findCompanyDevice(tx, { companyId, deviceGuid: attempt.deviceGuid });
  const alreadyHoldsThisLicence =
    existing !== null &&
    existing.role === role &&
    existing.signedOutAt === null &&
    existing.revokedAt === null &&
    existing.lastSeenAt > attempt.activeSince;
  if (!alreadyHoldsThisLicence) {
    const inUse = await countLicencesInUse(tx, {
      companyId,
      role,
      exceptGuid: attempt.deviceGuid,
      activeSince: attempt.activeSince,
    });
    if (inUse >= granted[role]) return null;
  }
  if (!code || !company) return null;
  return { role: code.role, authCode, company };
}
