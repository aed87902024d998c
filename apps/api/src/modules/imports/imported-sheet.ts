import type {
  ImportFailureReason,
  SupportedLocale,
  PackingGroup,
  Pictogram,
  ProductSection,
  SignalWord,
  Statement,
} from '@sds/contract';

/**
 * What an import read from a supplier's SDS, before it becomes a product revision. Every field
 * may be missing: a reader fills what its source says and nothing else. Codes are in the
 * product's shapes (`H225`, `P305+P351+P338`, `67-64-1`, `1090`, `II`); texts are plain text.
 */
export interface ImportedSheet {
  /** Where the data came from: SDScom XML (trusted) or the PDF's text (to be confirmed). */
  source: 'xml' | 'text';
  /** The SDS's language as a product locale, when the source says or shows it. */
  locale: SupportedLocale | null;
  name: string | null;
  articleNumber: string | null;
  supplier: string | null;
  /** `YYYY-MM-DD`. */
  revisionDate: string | null;
  version: string | null;
  signalWord: SignalWord | null;
  pictograms: Pictogram[];
  hStatements: Statement[];
  pStatements: Statement[];
  casNumbers: string[];
  /** The composition in a line or a few: names with their CAS numbers and concentrations. */
  contains: string | null;
  unNumber: string | null;
  adrClass: string | null;
  packingGroup: PackingGroup | null;
  /** The sheet's sections, from the SDS sections (decision 0022 has the mapping). */
  sections: Partial<Record<ProductSection, string>>;
}

/** An empty sheet of a source, for readers to fill. */
export function emptyImportedSheet(source: ImportedSheet['source']): ImportedSheet {
  return {
    source,
    locale: null,
    name: null,
    articleNumber: null,
    supplier: null,
    revisionDate: null,
    version: null,
    signalWord: null,
    pictograms: [],
    hStatements: [],
    pStatements: [],
    casNumbers: [],
    contains: null,
    unNumber: null,
    adrClass: null,
    packingGroup: null,
    sections: {},
  };
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
