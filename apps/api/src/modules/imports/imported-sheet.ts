import {
  IMPORTED_FIELDS,
  PRODUCT_CONTENT,
  PRODUCT_SECTIONS,
  type ImportFailureReason,
  type ImportedField,
  type ProductContent,
  type ProductSection,
  type SupportedLocale,
} from '@sds/contract';
import { NO_EVIDENCE, type PlausibilityEvidence } from '../products/index.ts';

/** The content fields a reader fills one by one; the text sections come together. */
export type ImportedValueField = Exclude<ImportedField, ProductSection>;

/** What a reader found for a field: a list (maybe empty), or a value or nothing (null). */
type ImportedValue<Field extends ImportedValueField> = ProductContent[Field] extends unknown[]
  ? ProductContent[Field]
  : NonNullable<ProductContent[Field]> | null;

/**
 * What an import read from a supplier's SDS, before it becomes a product revision: the fields
 * the content declares imported (product-content.ts), each missing until a reader finds it.
 * A reader fills what its source says and nothing else. Codes are in the product's shapes
 * (`H225`, `P305+P351+P338`, `67-64-1`, `1090`, `II`, `6.1C`); texts are plain text.
 */
export type ImportedSheet = {
  /** Where the data came from: SDScom XML (trusted) or the PDF's text (to be confirmed). */
  source: 'xml' | 'text';
  /** The SDS's language as a product locale, when the source says or shows it. */
  locale: SupportedLocale | null;
  articleNumber: string | null;
  /** The sheet's sections, from the SDS sections (decision 0022 has the mapping). */
  sections: Partial<Record<ProductSection, string>>;
  /**
   * What the plausibility check weighs besides the product's fields (the flash point, CAS
   * numbers left out for their check digit): evidence of the import, never product content.
   */
  evidence: PlausibilityEvidence;
} & { [Field in ImportedValueField]: ImportedValue<Field> };

/** Whether a field is one of the sheet's text sections. */
export const isSection = (field: ImportedField): field is ProductSection =>
  (PRODUCT_SECTIONS as readonly string[]).includes(field);

/** The fields a reader fills one by one, in the declared order. */
export const IMPORTED_VALUE_FIELDS = IMPORTED_FIELDS.filter(
  (field): field is ImportedValueField => !isSection(field),
);

/** An empty sheet of a source, for readers to fill. */
export function emptyImportedSheet(source: ImportedSheet['source']): ImportedSheet {
  const values = Object.fromEntries(
    IMPORTED_VALUE_FIELDS.map((field) => [
      field,
      Array.isArray(PRODUCT_CONTENT[field].empty) ? [] : null,
    ]),
  );
  const evidence = { ...NO_EVIDENCE };
  return {
    source,
    locale: null,
    articleNumber: null,
    sections: {},
    evidence,
    ...values,
  } as ImportedSheet;
}

/**
 * A file the import cannot read, with the reason a key user sees (`ImportFailureReason`) and a
 * detail for the log. Readers throw it; anything else thrown is a bug and is retried.
 */
export class ImportError extends Error {
  readonly reason: ImportFailureReason;

  constructor(reason: ImportFailureReason, detail: string) {
    super(detail);
    this.name = 'ImportError';
    this.reason = reason;
  }
}
