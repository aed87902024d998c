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
