// The kinds a product's content field can be, and builders for the declaration of each kind
// (product-content.ts declares the fields).
import { z } from 'zod';
import {
  PRODUCT_INPUT_LIMITS as LIMITS,
  Statement,
  type ProductSection,
} from './product-values.ts';

/**
 * What a field holds. The kind decides how the field is checked, edited, shown, printed and
 * imported everywhere; a field of a new kind needs new components, one of a known kind none.
 */
export type ContentKind =
  /** One line of text, `''` when empty. */
  | 'line'
  /** One line of text, `null` when empty. */
  | 'optionalLine'
  /** A telephone number as the SDS prints it, hours and all; `null` when none. */
  | 'phone'
  /** An ISO date (`2025-03-14`), `null` when unknown. */
  | 'date'
  /** One of a closed list of codes (`options`), `null` when none applies. */
  | 'choice'
  /** Several lines of text, `''` when empty. */
  | 'text'
  | 'signalWord'
  | 'pictograms'
  | 'unNumber'
  | 'casNumbers'
  | 'statements';

/** Where the product sheet shows a field (the generated documents follow `printedOn`). */
export type SheetPlace =
  | 'title'
  | 'hazardLabel'
  | 'facts'
  | 'details'
  | 'section'
  | 'statements'
  /** Inside a text section's card, above its text. */
  | { withSection: ProductSection };

/** The part of the editor a field is edited in. */
export type EditorGroup =
  'identity' | 'hazardLabel' | 'composition' | 'transport' | 'sections' | 'statements';

/** Everything the sheet, the editor, the import, search and the printouts know of a field. */
export interface ContentFieldSpec<Wire extends z.ZodType = z.ZodType> {
  kind: ContentKind;
  /** Its shape in the product the API answers. */
  wire: Wire;
  /** Its shape in the body of `POST`/`PUT /api/products`, with the bounds and the default. */
  input: z.ZodType;
  /** Its value in a new revision, before anything is known. */
  empty: z.output<Wire>;
  /** Translation key of its label, as `namespace:key`. */
  label: string;
  /** Translation key of the editor's hint under it, as `namespace:key`. */
  hint?: string;
  /** Translation key of a `choice`'s option for none, as `namespace:key`. */
  noneLabel?: string;
  sheet: SheetPlace;
  editor: EditorGroup;
  /** Whether the editor gives it a whole row of its grid (the sheet decides by the kind). */
  isWide?: boolean;
  /** Whether a product cannot be saved without it. */
  isRequired?: boolean;
  /** The longest text it takes. */
  maxLength?: number;
  /** The codes a `choice` offers, in order. */
  options?: readonly string[];
  /** The SDS section that gives it (1–16), e.g. `1` for the emergency telephone (1.4). */
  sdsSection: number | null;
  /** How a search finds a product by it: full text at a weight (A above B), or as a code. */
  search?: 'A' | 'B' | 'codes';
  /** Whether an import fills it from a supplier's SDS (SDScom XML or the PDF's text). */
  isImported: boolean;
  /** The generated documents that print it: the workplace sheet, the container label. */
  printedOn?: readonly ('sheet' | 'label')[];
}

type Meta = Omit<ContentFieldSpec, 'kind' | 'wire' | 'input' | 'empty' | 'maxLength' | 'options'>;

/** Text as a key user sends it: trimmed, at most `max` characters. */
export const trimmed = (max: number) => z.string().trim().max(max);

/** Builds the fields of a kind of text that is `''` when empty. */
const textOf =
  <const Kind extends 'line' | 'text'>(kind: Kind) =>
  <const M extends Meta>(max: number, meta: M) =>
    ({
      kind,
      wire: z.string(),
      input: meta.isRequired ? trimmed(max).min(1) : trimmed(max).default(''),
      empty: '',
      maxLength: max,
      ...meta,
    }) as const satisfies ContentFieldSpec;

/** Builds the fields of a kind of one-line text that is `null` when empty. */
const nullableTextOf =
  <const Kind extends 'optionalLine' | 'phone'>(kind: Kind) =>
  <const M extends Meta>(max: number, meta: M) =>
    ({
      kind,
      wire: z.string().nullable(),
      input: trimmed(max).nullable().default(null),
      empty: null,
      maxLength: max,
      ...meta,
    }) as const satisfies ContentFieldSpec;

export const line = textOf('line');
export const text = textOf('text');
export const optionalLine = nullableTextOf('optionalLine');
export const phone = nullableTextOf('phone');

export const choice = <Values extends Record<string, string>, const M extends Meta>(
  options: z.ZodEnum<Values>,
  meta: M,
) =>
  ({
    kind: 'choice',
    wire: options.nullable(),
    input: options.nullable().default(null),
    empty: null,
    options: options.options,
    ...meta,
  }) as const satisfies ContentFieldSpec;

/** A text section of the sheet, under the heading `products:sections.<name>`. */
export const section = (name: ProductSection, sdsSection: number) =>
  text(LIMITS.section, {
    label: `products:sections.${name}`,
    sheet: 'section',
    editor: 'sections',
    sdsSection,
    isImported: true,
  });

const statementInput = Statement.extend({ text: trimmed(LIMITS.statementText).default('') });
export const statements = <const M extends Meta>(kind: 'H' | 'P', meta: M) =>
  ({
    kind: 'statements',
    wire: z.array(Statement),
    input: z
      .array(statementInput)
      .max(LIMITS.statements)
      .default([])
      .refine(
        (list) => list.every(({ code }) => (kind === 'P' ? /^P/ : /^(H|EUH)/).test(code)),
        kind === 'P' ? 'only P codes belong here' : 'only H and EUH codes belong here',
      )
      .refine(
        (list) => new Set(list.map(({ code }) => code)).size === list.length,
        'lists a code twice',
      ),
    empty: [] as Statement[],
    ...meta,
  }) as const satisfies ContentFieldSpec;
