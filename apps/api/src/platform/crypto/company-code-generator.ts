import { randomInt } from 'node:crypto';

/**
 * Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud or off a poster is not
 * mistaken. 32 symbols = 5 bits each.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * Bits of entropy in a generated code: 16 symbols × 5 bits = 80
 * (docs/product/codes-and-licences.md#company-codes).
 */
export const COMPANY_CODE_ENTROPY_BITS = GROUPS * GROUP_LENGTH * Math.log2(ALPHABET.length);

/** A new company code such as `K7QX-M2PD-9WZR-4TNA`, drawn uniformly with a CSPRNG. */
export function generateCompanyCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group += 1) {
    let text = '';
    for (let index = 0; index < GROUP_LENGTH; index += 1)
      text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}
