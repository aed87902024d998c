import { z } from 'zod';
import {
  choice,
  line,
  optionalLine,
  phone,
  section,
  statements,
  text,
  type ContentFieldSpec,
} from './content-field-kinds.ts';
import { SignalWord } from './enums.ts';
import {
  CasNumber,
  GtinInput,
  PRODUCT_INPUT_LIMITS as LIMITS,
  PackingGroup,
  Pictogram,
  StorageClass,
  SupplierEmailInput,
  SupplierPhoneInput,
  UfiInput,
  UnNumber,
  hasValidCasCheckDigit,
} from './product-values.ts';

export type {
  ContentFieldSpec,
  ContentKind,
  EditorGroup,
  SheetPlace,
} from './content-field-kinds.ts';

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
  gtin: {
    kind: 'optionalLine',
    wire: z.string().nullable(),
    input: GtinInput.nullable().default(null),
    empty: null,
    maxLength: LIMITS.gtin,
    label: 'products:product.gtin',
    hint: 'editor:fields.gtinHint',
    sheet: 'details',
    editor: 'identity',
    sdsSection: null,
    search: 'codes',
    isImported: false,
  },
  ufi: {
    kind: 'optionalLine',
    wire: z.string().nullable(),
    input: UfiInput.nullable().default(null),
    empty: null,
    maxLength: LIMITS.ufi,
    label: 'products:product.ufi',
    hint: 'editor:fields.ufiHint',
    sheet: 'details',
    editor: 'identity',
    sdsSection: 1,
    search: 'codes',
    isImported: true,
  },
  supplier: line(LIMITS.name, {
    label: 'products:product.supplier',
    sheet: 'details',
    editor: 'identity',
    sdsSection: 1,
    search: 'B',
    isImported: true,
    printedOn: ['sheet', 'label'],
  }),
  // The supplier's contact of SDS 1.3, which fills its supplier record when that has none.
  supplierEmail: {
    kind: 'optionalLine',
    wire: z.string().nullable(),
    input: SupplierEmailInput.nullable().default(null),
    empty: null,
    maxLength: LIMITS.supplierEmail,
    label: 'products:product.supplierEmail',
    hint: 'editor:fields.supplierEmailHint',
    sheet: 'details',
    editor: 'identity',
    sdsSection: 1,
    isImported: true,
  },
  supplierPhone: {
    kind: 'phone',
    wire: z.string().nullable(),
    input: SupplierPhoneInput.nullable().default(null),
    empty: null,
    maxLength: LIMITS.supplierPhone,
    label: 'products:product.supplierPhone',
    hint: 'editor:fields.supplierPhoneHint',
    sheet: 'details',
    editor: 'identity',
    sdsSection: 1,
    isImported: true,
  },
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

/** The declaration's type: each field's kind, wire and input schemas, flags. */
export type Declared = typeof PRODUCT_CONTENT;

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
