import { z } from 'zod';
import { SignalWord } from './enums.ts';
import {
  CasNumber,
  PRODUCT_INPUT_LIMITS as LIMITS,
  PackingGroup,
  Pictogram,
  Statement,
  StorageClass,
  UnNumber,
  hasValidCasCheckDigit,
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
  /** Whether it takes a whole row (sheet facts, editor grid). */
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

const trimmed = (max: number) => z.string().trim().max(max);

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

const line = textOf('line');
const text = textOf('text');
const optionalLine = nullableTextOf('optionalLine');
const phone = nullableTextOf('phone');

const choice = <Values extends Record<string, string>, const M extends Meta>(
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
const section = (name: ProductSection, sdsSection: number) =>
  text(LIMITS.section, {
    label: `products:sections.${name}`,
    sheet: 'section',
    editor: 'sections',
    sdsSection,
    isImported: true,
  });

const statementInput = Statement.extend({ text: trimmed(LIMITS.statementText).default('') });
const statements = <const M extends Meta>(kind: 'H' | 'P', meta: M) =>
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

/**
 * A product's content, declared once: every field of a product revision
 * (docs/product/product-content.md#fields), in the order the editor shows them, with what each part
 * of the portal needs to know of it. The API's product and request bodies, the server's columns and
 * types, the import, search, the sheet, the editor and the printed documents are all derived from
 * this.
 */
export const PRODUCT_CONTENT = {
  name: line(LIMITS.name, {
    label: 'editor:fields.name',
    sheet: 'title',
    editor: 'identity',
    isWide: true,
    isRequired: true,
    sdsSection: 1,
    search: 'A',
    isImported: true,
    printedOn: ['sheet', 'label'],
  }),
  supplier: line(LIMITS.name, {
    label: 'products:product.supplier',
    sheet: 'details',
    editor: 'identity',
    sdsSection: 1,
    search: 'B',
    isImported: true,
    printedOn: ['sheet', 'label'],
  }),
  emergencyPhone: phone(LIMITS.phone, {
    label: 'products:facts.emergencyPhone',
    hint: 'editor:fields.emergencyPhoneHint',
    sheet: 'facts',
    editor: 'identity',
    sdsSection: 1,
    isImported: true,
    printedOn: ['sheet', 'label'],
  }),
  version: line(LIMITS.shortText, {
    label: 'products:product.version',
    sheet: 'details',
    editor: 'identity',
    sdsSection: 16,
    isImported: true,
    printedOn: ['sheet'],
  }),
  revisionDate: {
    kind: 'date',
    wire: z.iso.date().nullable(),
    input: z.iso.date().nullable().default(null),
    empty: null,
    label: 'products:product.revisionDate',
    sheet: 'details',
    editor: 'identity',
    sdsSection: 16,
    isImported: true,
    printedOn: ['sheet'],
  },
  signalWord: {
    kind: 'signalWord',
    wire: SignalWord,
    input: SignalWord.default('None'),
    empty: 'None',
    label: 'editor:fields.signalWord',
    sheet: 'hazardLabel',
    editor: 'hazardLabel',
    sdsSection: 2,
    isImported: true,
    printedOn: ['sheet', 'label'],
  },
  pictograms: {
    kind: 'pictograms',
    wire: z.array(Pictogram),
    input: z
      .array(Pictogram)
      .max(9)
      .default([])
      .refine((list) => new Set(list).size === list.length, 'lists a pictogram twice'),
    empty: [] as Pictogram[],
    label: 'editor:fields.pictograms',
    sheet: 'hazardLabel',
    editor: 'hazardLabel',
    sdsSection: 2,
    isImported: true,
    printedOn: ['sheet', 'label'],
  },
  unNumber: {
    kind: 'unNumber',
    wire: UnNumber.nullable(),
    input: UnNumber.nullable().default(null),
    empty: null,
    label: 'products:facts.unNumber',
    hint: 'editor:fields.unNumberHint',
    sheet: 'facts',
    editor: 'transport',
    sdsSection: 14,
    search: 'codes',
    isImported: true,
    printedOn: ['sheet', 'label'],
  },
  adrClass: optionalLine(LIMITS.shortText, {
    label: 'products:facts.adrClass',
    sheet: 'facts',
    editor: 'transport',
    sdsSection: 14,
    isImported: true,
    printedOn: ['sheet'],
  }),
  packingGroup: choice(PackingGroup, {
    label: 'products:facts.packingGroup',
    hint: 'editor:fields.packingGroupHint',
    noneLabel: 'editor:fields.packingGroupNone',
    sheet: 'facts',
    editor: 'transport',
    sdsSection: 14,
    isImported: true,
    printedOn: ['sheet'],
  }),
  casNumbers: {
    kind: 'casNumbers',
    wire: z.array(CasNumber),
    input: z
      .array(CasNumber.refine(hasValidCasCheckDigit, 'has a wrong check digit'))
      .max(LIMITS.casNumbers)
      .default([]),
    empty: [] as string[],
    label: 'products:facts.casNumbers',
    sheet: 'facts',
    editor: 'composition',
    sdsSection: 3,
    search: 'codes',
    isImported: true,
  },
  contains: text(LIMITS.contains, {
    label: 'products:facts.contains',
    sheet: 'facts',
    editor: 'composition',
    isWide: true,
    sdsSection: 3,
    isImported: true,
  }),
  remarks: text(LIMITS.contains, {
    label: 'products:facts.remarks',
    sheet: 'facts',
    editor: 'composition',
    isWide: true,
    sdsSection: null,
    isImported: false,
  }),
  hazards: section('hazards', 2),
  firstAid: section('firstAid', 4),
  fireFighting: section('fireFighting', 5),
  spillCleanup: section('spillCleanup', 6),
  hygiene: section('hygiene', 8),
  personalProtection: section('personalProtection', 8),
  storageClass: choice(StorageClass, {
    label: 'products:facts.storageClass',
    hint: 'editor:fields.storageClassHint',
    noneLabel: 'editor:fields.storageClassNone',
    sheet: { withSection: 'storageAndAdr' },
    editor: 'sections',
    sdsSection: 7,
    isImported: true,
    printedOn: ['sheet'],
  }),
  storageAndAdr: section('storageAndAdr', 7),
  usage: section('usage', 1),
  wasteManagement: section('wasteManagement', 13),
  hStatements: statements('H', {
    label: 'products:sections.hStatements',
    sheet: 'statements',
    editor: 'statements',
    sdsSection: 2,
    search: 'codes',
    isImported: true,
    printedOn: ['sheet', 'label'],
  }),
  pStatements: statements('P', {
    label: 'products:sections.pStatements',
    sheet: 'statements',
    editor: 'statements',
    sdsSection: 2,
    search: 'codes',
    isImported: true,
    printedOn: ['sheet', 'label'],
  }),
} as const satisfies Record<string, ContentFieldSpec>;

type Declared = typeof PRODUCT_CONTENT;

/** A field of a product's content (`name`, `emergencyPhone`, `firstAid`, …). */
export type ContentField = keyof Declared;

/** The content's fields in the declared order. */
export const CONTENT_FIELDS = Object.keys(PRODUCT_CONTENT) as ContentField[];

/** A field's declaration, typed loosely enough to read any field's in a loop. */
export const contentFieldSpec = (field: ContentField): ContentFieldSpec => PRODUCT_CONTENT[field];

const shapeOf = <Part extends 'wire' | 'input'>(part: Part) =>
  Object.fromEntries(CONTENT_FIELDS.map((field) => [field, PRODUCT_CONTENT[field][part]])) as {
    [Field in ContentField]: Declared[Field][Part];
  };

/** The content of a product revision, as the API answers it inside a product. */
export const ProductContent = z.object(shapeOf('wire'));
export type ProductContent = z.infer<typeof ProductContent>;

/** The content a key user sends, bounded, with defaults for what is left out. */
export const ProductContentInput = z.object(shapeOf('input'));

/** A revision with nothing in it yet but its name. */
export function emptyProductContent(name: string): ProductContent {
  const empty = Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, structuredClone(PRODUCT_CONTENT[field].empty)]),
  ) as unknown as ProductContent;
  return { ...empty, name };
}

/** The content fields an import may fill from a supplier's SDS. */
export const IMPORTED_FIELDS = CONTENT_FIELDS.filter(
  (field) => contentFieldSpec(field).isImported,
) as ImportedField[];
export type ImportedField = {
  [Field in ContentField]: Declared[Field]['isImported'] extends true ? Field : never;
}[ContentField];

/** The content's fields a part of the portal shows, in the declared order. */
export function contentFieldsWhere(
  test: (spec: ContentFieldSpec, field: ContentField) => boolean,
): ContentField[] {
  return CONTENT_FIELDS.filter((field) => test(contentFieldSpec(field), field));
}
