import { createHmac } from 'node:crypto';
import type { SecretKeys } from './secret-keys.ts';
import { openSealedText, sealText } from './sealed-text.ts';

/**
 * Codes are compared case-insensitively without separators
 * (docs/product/codes-and-licences.md#company-codes): `k7qx-m2pd 9wzr_4tna` and `K7QXM2PD9WZR4TNA`
 * are the same code.
 */
export function normaliseCompanyCode(code: string): string {
  return code
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

/** The keyed hash a code is looked up by (hex HMAC-SHA256 of the normalised code). */
export function companyCodeLookupHash(keys: SecretKeys, code: string): string {
  return createHmac('sha256', keys.codeLookup).update(normaliseCompanyCode(code)).digest('hex');
}

/** Encrypts a code for storage (AES-256-GCM): `iv.tag.ciphertext`, each base64url. */
export function encryptCompanyCode(keys: SecretKeys, code: string): string {
  return sealText(keys.codeEncryption, code);
}

/** Decrypts a stored code; throws when it was tampered with or another key encrypted it. */
export function decryptCompanyCode(keys: SecretKeys, stored: string): string {
  return openSealedText(keys.codeEncryption, stored, 'company code');
}
