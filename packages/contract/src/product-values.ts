import { z } from 'zod';

// The values a product's content is made of, and their bounds. The content itself, field by
// field, is declared in product-content.ts.

/** The nine GHS hazard pictograms. */
export const Pictogram = z.enum([
  'GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09',
]); // prettier-ignore
export type Pictogram = z.infer<typeof Pictogram>;

/** ADR packing group; gases and some articles have none. */
export const PackingGroup = z.enum(['I', 'II', 'III']);
export type PackingGroup = z.infer<typeof PackingGroup>;

/** A UN number: four digits (`1090`). */
export const UnNumber = z.string().regex(/^\d{4}$/, 'must be four digits');

/** A supplier's telephone's longest form: what a supplier record keeps (suppliers.ts). */
const SUPPLIER_PHONE_LENGTH = 64;

/** GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14: digits only. */
const GTIN_PATTERN = /^(?:\d{8}|\d{12,14})$/;

/**
 * Whether `digits` is a GTIN whose last digit checks out (GS1 General Specifications 7.9.1:
 * from the right, the digits before the check digit weigh 3, 1, 3, …; the check digit makes the
 * sum a multiple of 10). A misread bar or a mistyped digit usually breaks it.
 */
export function isValidGtin(digits: string): boolean {
  if (!GTIN_PATTERN.test(digits)) return false;
  const body = [...digits.slice(0, -1)].reverse();
  const sum = body.reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * The ways one GTIN is written: GTIN-14 and, where its leading digits are zeros, as GTIN-13,
 * GTIN-12 and GTIN-8 (`0036000291452` is UPC-A `036000291452`): a scanned EAN-13 finds a product
 * whose GTIN was typed with 14 digits, and the other way round. Empty when `digits` is no GTIN.
 */
export function gtinForms(digits: string): string[] {
  if (!isValidGtin(digits)) return [];
  const full = digits.padStart(14, '0');
  return [14, 13, 12, 8].flatMap((length) =>
    /^0*$/.test(full.slice(0, 14 - length)) ? [full.slice(14 - length)] : [],
  );
}

/**
 * A product's EAN/GTIN barcode number as a key user types it: spaces are dropped, then 8, 12, 13
 * or 14 digits whose check digit is right.
 */
export const GtinInput = z
  .string()
  .max(20)
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(
    (value) => value === '' || isValidGtin(value),
    'must be 8, 12, 13 or 14 digits with a right check digit',
  );

/** The UFI's base-31 characters (no B, I, L, O, Z), each worth its place in this list. */
const UFI_ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';

/**
 * A Unique Formula Identifier (CLP Annex VIII) written the way labels print it,
 * `XXXX-XXXX-XXXX-XXXX`, or null when `text` is none: 16 characters of the UFI alphabet (case,
 * spaces and hyphens aside) whose check character is right — ECHA's UFI Developer's Manual: the
 * characters' values weighted by their place, 1 to 16, sum to a multiple of 31.
 */
export function normalisedUfi(text: string): string | null {
  const chars = text.toUpperCase().replace(/[\s-]+/g, '');
  if (!/^[0-9ACDEFGHJKMNPQRSTUVWXY]{16}$/.test(chars)) return null;
  const sum = [...chars].reduce(
    (total, char, at) => total + (at + 1) * UFI_ALPHABET.indexOf(char),
    0,
  );
  return sum % 31 === 0 ? chars.replace(/(.{4})(?!$)/g, '$1-') : null;
}

/** A product's UFI as a key user types it: stored as `XXXX-XXXX-XXXX-XXXX`. */
export const UfiInput = z
  .string()
  .max(24)
  .transform((value) => (value.trim() === '' ? '' : (normalisedUfi(value) ?? value)))
  .refine(
    (value) => value === '' || normalisedUfi(value) === value,
    'must be 16 characters (XXXX-XXXX-XXXX-XXXX) with a right check character',
  );

/**
 * Whether a text is a telephone number as a supplier's letterhead prints it: digits, spaces and
 * `+ ( ) - / .` only (no hours, no words), with at least six digits (`+49 (0)621 60-0`).
 */
export function isSupplierPhone(text: string): boolean {
  return /^\+?[\d ()/.-]+$/.test(text) && text.replace(/\D/g, '').length >= 6;
}

/** A product's supplier telephone (SDS 1.3) as a key user types it; `''` is none. */
export const SupplierPhoneInput = z
  .string()
  .trim()
  .max(SUPPLIER_PHONE_LENGTH)
  .refine(
    (value) => value === '' || isSupplierPhone(value),
    'must be digits, spaces and + ( ) - / . with at least six digits',
  );

/** An e-mail address of a sane form: one `@`, a dotted domain, no spaces. */
const SupplierEmailAddress = z.email();

/** Whether a text is an e-mail address of a sane form (`sds@example.com`). */
export function isSupplierEmail(text: string): boolean {
  return text.length <= 254 && SupplierEmailAddress.safeParse(text).success;
}

/** A product's supplier e-mail address (SDS 1.3) as a key user types it; `''` is none. */
export const SupplierEmailInput = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || isSupplierEmail(value), 'must be an e-mail address');

/** A CAS registry number (`67-64-1`). */
export const CasNumber = z.string().regex(/^\d{2,7}-\d{2}-\d$/, 'must look like 67-64-1');

/**
 * An H/EUH/P statement with its code written in full (`H225`, `EUH066`, `P305+P351+P338`)
 * and its text in the product's language (docs/product/product-content.md#a-product).
 */
export const Statement = z.object({
  code: z.string().regex(/^(EUH\d{3}A?|H\d{3}[A-Za-z]{0,2}|P\d{3})(\+(H\d{3}|P\d{3}))*$/, 'is not an H, EUH or P code'),
  text: z.string(),
}); // prettier-ignore
export type Statement = z.infer<typeof Statement>;

/**
 * The nine text sections of the product sheet, in the order of
 * docs/product/product-content.md#sheet-sections.
 */
export const PRODUCT_SECTIONS = [
  'hazards',
  'firstAid',
  'fireFighting',
  'spillCleanup',
  'hygiene',
  'personalProtection',
  'storageAndAdr',
  'usage',
  'wasteManagement',
] as const;
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];

/**
 * A storage class of the German TRGS 510 (Lagerklasse): which products may be stored together.
 * The 24 classes, and `10-13`, which SDScom XML and many sheets give for "one of 10 to 13".
 */
export const StorageClass = z.enum([
  '1', '2A', '2B', '3', '4.1A', '4.1B', '4.2', '4.3', '5.1A', '5.1B', '5.1C', '5.2',
  '6.1A', '6.1B', '6.1C', '6.1D', '6.2', '7', '8A', '8B', '10', '11', '12', '13', '10-13',
]); // prettier-ignore
export type StorageClass = z.infer<typeof StorageClass>;

/** How long what a key user types may be: generous for real sheets, bounded for the server. */
export const PRODUCT_INPUT_LIMITS = {
  code: 64,
  name: 300,
  shortText: 64,
  /** A telephone number as sheets print it, with its hours: `+49 6131 19240 (24 h)`. */
  phone: 120,
  contains: 4_000,
  section: 20_000,
  statements: 100,
  statementText: 2_000,
  casNumbers: 100,
  /** A GTIN's 14 digits with the spaces a label prints between their groups. */
  gtin: 20,
  /** A UFI's 16 characters in groups, with room for spaces. */
  ufi: 24,
  /** The supplier's telephone of SDS 1.3: what a supplier record keeps (suppliers.ts). */
  supplierPhone: SUPPLIER_PHONE_LENGTH,
  /** An e-mail address's longest form (RFC 5321). */
  supplierEmail: 254,
} as const;

/**
 * Whether a CAS number's check digit is right: the digits before it, from the right, times
 * 1, 2, 3…, summed, modulo 10 (`67-64-1`: 4·1 + 6·2 + 7·3 + 6·4 = 61 → 1).
 */
export function hasValidCasCheckDigit(cas: string): boolean {
  const digits = cas.replace(/-/g, '');
  const body = digits.slice(0, -1);
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(digits.at(-1));
}
