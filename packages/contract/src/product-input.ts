import { z } from 'zod';
import { SignalWord } from './enums.ts';
import { Locale } from './locale-schema.ts';
import {
  CasNumber,
  PRODUCT_SECTIONS,
  PackingGroup,
  Pictogram,
  Statement,
  UnNumber,
  type ProductSection,
} from './products.ts';

/** How long what a key user types may be: generous for real sheets, bounded for the server. */
export const PRODUCT_INPUT_LIMITS = {
  code: 64,
  name: 300,
  shortText: 64,
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

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');
const code = text(PRODUCT_INPUT_LIMITS.code).min(1);

const statement = Statement.extend({
  text: text(PRODUCT_INPUT_LIMITS.statementText).default(''),
});
const statements = (kind: 'H' | 'P') =>
  z
    .array(statement)
    .max(PRODUCT_INPUT_LIMITS.statements)
    .default([])
    .refine(
      (list) => list.every(({ code }) => (kind === 'P' ? /^P/ : /^(H|EUH)/).test(code)),
      kind === 'P' ? 'only P codes belong here' : 'only H and EUH codes belong here',
    )
    .refine(
      (list) => new Set(list.map(({ code }) => code)).size === list.length,
      'lists a code twice',
    );

const sectionInputs = Object.fromEntries(
  PRODUCT_SECTIONS.map((name) => [name, optionalText(PRODUCT_INPUT_LIMITS.section)]),
) as { [Name in ProductSection]: ReturnType<typeof optionalText> };

/** The content fields a key user edits: every field of DESIGN §5 but identity and states. */
const productContentInput = z.object({
  name: text(PRODUCT_INPUT_LIMITS.name).min(1),
  supplier: optionalText(PRODUCT_INPUT_LIMITS.name),
  revisionDate: z.iso.date().nullable().default(null),
  version: optionalText(PRODUCT_INPUT_LIMITS.shortText),
  signalWord: SignalWord.default('None'),
  pictograms: z
    .array(Pictogram)
    .max(9)
    .default([])
    .refine((list) => new Set(list).size === list.length, 'lists a pictogram twice'),
  adrClass: text(PRODUCT_INPUT_LIMITS.shortText).nullable().default(null),
  unNumber: UnNumber.nullable().default(null),
  packingGroup: PackingGroup.nullable().default(null),
  casNumbers: z
    .array(CasNumber.refine(hasValidCasCheckDigit, 'has a wrong check digit'))
    .max(PRODUCT_INPUT_LIMITS.casNumbers)
    .default([]),
  contains: optionalText(PRODUCT_INPUT_LIMITS.contains),
  remarks: optionalText(PRODUCT_INPUT_LIMITS.contains),
  ...sectionInputs,
  hStatements: statements('H'),
  pStatements: statements('P'),
});

/** A packing group belongs to dangerous goods, which have a UN number (DESIGN §5). */
const packingGroupNeedsUnNumber = {
  check: (product: { unNumber: string | null; packingGroup: string | null }) =>
    product.packingGroup === null || product.unNumber !== null,
  issue: { message: 'needs a UN number', path: ['packingGroup'] },
};

/**
 * Body of `POST /api/products` (DESIGN §8: at least `articleNumber`, `locale`, `name`). The
 * master code groups language variants; without one, the article number is the master code.
 */
export const CreateProductRequest = productContentInput
  .extend({ articleNumber: code, locale: Locale, masterCode: code.optional() })
  .refine(packingGroupNeedsUnNumber.check, packingGroupNeedsUnNumber.issue);
export type CreateProductRequest = z.input<typeof CreateProductRequest>;

/**
 * Body of `PUT /api/products/{id}`: the whole content again, and the article number and master
 * code. The locale stays: another language is another variant (a product of its own).
 */
export const UpdateProductRequest = productContentInput
  .extend({ articleNumber: code, masterCode: code })
  .refine(packingGroupNeedsUnNumber.check, packingGroupNeedsUnNumber.issue);
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>;

/** Query of `GET /api/statements`: the language of the texts, as a product locale. */
export const OfficialStatementsQuery = z.object({ locale: Locale.default('en-US') });

/** `GET /api/statements`: the official CLP H/EUH/P codes with their texts (editor picker). */
export const OfficialStatementsResponse = z.object({ items: z.array(Statement) });
export type OfficialStatementsResponse = z.infer<typeof OfficialStatementsResponse>;
