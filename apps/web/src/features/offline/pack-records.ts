import { Product, type ProductSummary, type ProductVariant, type Statement } from '@sds/contract';
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { identityCodes, sheetCodes } from './pack-search-rules.ts';

/**
 * How a sheet is kept in the offline pack (decision 0062): not as the sync answers it, which
 * repeats per sheet what many sheets share, but split in compact records and put together again
 * when it is opened. A sheet's search fields are kept once (its entry, which the search reads),
 * the rest of it as a list of values in a fixed field order (its body), its language variants
 * once per product (its group), and the text of an H/EUH/P statement once per locale and code
 * (the phrase table) unless the sheet's own text differs. The body is compressed (deflate, by
 * fflate): section texts, the bulk of a real sheet, shrink several times.
 */

/** The fields of a sheet the search shows in a hit, besides those the entry names. */
export type PackHit = [
  companyId: string,
  companyName: string,
  name: string,
  supplier: string,
  unNumber: Product['unNumber'],
  signalWord: Product['signalWord'],
  pictograms: Product['pictograms'],
  reviewStatus: Product['reviewStatus'],
];

/** Which SDS pdf a sheet has, and how large it is (the choice states the total first). */
export type PackPdfRef = { reference: string; sizeBytes: number };

/** A sheet's search record as stored (store `entries`, key `id`). */
export type PackEntryRecord = {
  id: string;
  locale: string;
  articleNumber: string;
  masterCode: string;
  hit: PackHit;
  /** The codes it is found by beyond those of its article number, master code and UN number. */
  codes: string[];
  /** When the sheet was last opened (0: never); the storage keeps the most recently used. */
  usedAt: number;
  /** The full download the sheet came with; one that ends drops the sheets it did not carry. */
  generation: number;
  /** The sheet's SDS pdf, which the device keeps too when its user chose so; null without. */
  pdf: PackPdfRef | null;
};

/** What the search needs of a sheet: its hit and every code it is found by. */
export type PackEntry = Omit<PackEntryRecord, 'hit'> & { summary: ProductSummary };

/** A statement in a body: its code alone when the locale's phrase table has its text. */
export type PackStatement = string | [code: string, text: string];

/** Per locale, the text of each statement code as first stored (store `phrases`, key locale). */
export type PackPhrases = Record<string, string>;

const ENTRY_FIELDS = new Set<string>([
  'id',
  'locale',
  'articleNumber',
  'masterCode',
  'companyId',
  'companyName',
  'name',
  'supplier',
  'unNumber',
  'signalWord',
  'pictograms',
  'reviewStatus',
  'variants',
]);

/** The fields a body keeps, in the order it keeps them: every field of a sheet not named above. */
export const BODY_FIELDS = Object.keys(Product.shape).filter(
  (field) => !ENTRY_FIELDS.has(field),
) as (keyof Product)[];

/**
 * Body fields a sheet may leave out (`isDueForReview`, only in key users' reads): stored as null
 * when absent, left out again when read, as null is not among their values.
 */
const OMITTABLE_FIELDS = new Set(
  BODY_FIELDS.filter((field) => {
    const schema = Product.shape[field];
    return schema.safeParse(undefined).success && !schema.safeParse(null).success;
  }),
);

/**
 * The layout of the stored records: a pack stored under another (an app whose sheets have other
 * fields) is built anew rather than read wrong.
 */
export const RECORD_LAYOUT = `3:deflate:${BODY_FIELDS.join(',')}`;

/** The key of a product's language variants: its master code, then its company. */
export function groupKey(masterCode: string, companyId: string): string {
  return `${masterCode}\n${companyId}`;
}

/** The range of group keys of one master code (any company's). */
export function groupKeysOf(masterCode: string): IDBKeyRange {
  return IDBKeyRange.bound(`${masterCode}\n`, `${masterCode}\n\uffff`);
}

/** The sheet's SDS pdf (one per product), or null without one. */
export function pdfOf(sheet: Product): PackPdfRef | null {
  const pdf = sheet.documents.find((document) => document.kind === 'pdf');
  return pdf ? { reference: pdf.reference, sizeBytes: pdf.sizeBytes } : null;
}

export function entryRecordOf(sheet: Product, usedAt: number, generation: number): PackEntryRecord {
  const own = new Set(identityCodes(sheet));
  return {
    id: sheet.id,
    locale: sheet.locale,
    articleNumber: sheet.articleNumber,
    masterCode: sheet.masterCode,
    hit: [
      sheet.companyId,
      sheet.companyName,
      sheet.name,
      sheet.supplier,
      sheet.unNumber,
      sheet.signalWord,
      sheet.pictograms,
      sheet.reviewStatus,
    ],
    codes: sheetCodes(sheet).filter((code) => !own.has(code)),
    usedAt,
    generation,
    pdf: pdfOf(sheet),
  };
}

/** The hit of a stored entry, as `GET /api/products` answers it. */
export function summaryOf(record: PackEntryRecord): ProductSummary {
  const [companyId, companyName, name, supplier, unNumber, signalWord, pictograms, reviewStatus] =
    record.hit;
  const { id, articleNumber, masterCode } = record;
  // Stored from a sheet, whose locale the contract checked.
  const locale = record.locale as ProductSummary['locale'];
  return {
    id,
    name,
    supplier,
    articleNumber,
    masterCode,
    locale,
    unNumber,
    signalWord,
    pictograms,
    reviewStatus,
    companyId,
    companyName,
  };
}

/** A stored entry as the search reads it: its hit and all its codes. */
export function entryOf(record: PackEntryRecord): PackEntry {
  const { hit: _hit, ...rest } = record;
  const summary = summaryOf(record);
  return { ...rest, summary, codes: [...identityCodes(summary), ...record.codes] };
}

/**
 * The body of a sheet: its other fields' values in {@link BODY_FIELDS} order, statements by code
 * where the phrase table of its locale has their text, as deflated JSON. A code met for the first
 * time gives the table its text; a table's text never changes, so bodies stored before stay
 * right.
 */
export function bodyOf(sheet: Product, phrases: PackPhrases): Uint8Array {
  const byCode = (statements: Statement[]): PackStatement[] =>
    statements.map(({ code, text }) => {
      phrases[code] ??= text;
      return phrases[code] === text ? code : [code, text];
    });
  const values = BODY_FIELDS.map((field) =>
    field === 'hStatements' || field === 'pStatements' ? byCode(sheet[field]) : sheet[field],
  );
  return deflateSync(strToU8(JSON.stringify(values)));
}

/** A sheet put together again from its records. */
export function sheetOf(
  record: PackEntryRecord,
  body: Uint8Array,
  variants: ProductVariant[],
  phrases: PackPhrases,
): Product {
  const values = JSON.parse(strFromU8(inflateSync(body))) as unknown[];
  const fromCode = (statements: PackStatement[]): Statement[] =>
    statements.map((statement) =>
      typeof statement === 'string'
        ? { code: statement, text: phrases[statement] ?? '' }
        : { code: statement[0], text: statement[1] },
    );
  const fields = Object.fromEntries(
    BODY_FIELDS.flatMap((field, index) => {
      const value = values[index];
      if (value === null && OMITTABLE_FIELDS.has(field)) return [];
      const isStatements = field === 'hStatements' || field === 'pStatements';
      return [[field, isStatements ? fromCode(value as PackStatement[]) : value]];
    }),
  );
  return { ...(fields as Partial<Product>), ...summaryOf(record), variants } as Product;
}
