// One SDS through the import as an upload takes it (decision 0040): read in a parser process
// (its memory cap and time limit, decision 0031), then laid onto an empty product with the
// product's rules (contentWithImport), and the status the import would end in.
import {
  PRODUCT_SECTIONS,
  emptyProductContent,
  type ImportStatus,
  type ProductSection,
} from '@sds/contract';
import { contentWithImport } from '../../apps/api/src/modules/imports/import-content.ts';
import type { ImportedSheet } from '../../apps/api/src/modules/imports/imported-sheet.ts';
import type { SdsParser } from '../../apps/api/src/modules/imports/parse/sds-parser-pool.ts';
import { checkedContent, type CheckedImport } from './findings.ts';
import { NOTHING_IMPORTED, importedFields, type ImportedFields } from './score.ts';

export interface ImportRun {
  status: ImportStatus;
  /** Why it failed (`ImportFailed`), as the key user would be told. */
  reason: string | null;
  detail: string | null;
  /** Where the fields came from, for a sheet. */
  source: ImportedSheet['source'] | null;
  /** From handing the file to the parser to the product's content, in milliseconds. */
  ms: number;
  fields: ImportedFields;
  /** The product's text sections the import filled. */
  sections: Partial<Record<ProductSection, string>>;
  /** What the plausibility check weighs of the product, and the source's evidence. */
  checked: CheckedImport | null;
}

/** The locale a placeholder has when the SDS does not tell (the upload's Accept-Language). */
const UPLOAD_LOCALE = 'en-US';

/**
 * The status an upload's placeholder ends in (apply-import.ts): `PendingUser` when a key user
 * must confirm something (no article number to name the product by, or fields read from text),
 * else `Completed`.
 */
function sheetStatus(sheet: ImportedSheet, filled: readonly string[]): ImportStatus {
  const toConfirm = !sheet.articleNumber || (sheet.source === 'text' && filled.length > 0);
  return toConfirm ? 'PendingUser' : 'Completed';
}

function withoutSheet(status: ImportStatus, ms: number, reason?: string, detail?: string) {
  return {
    status,
    reason: reason ?? null,
    detail: detail ?? null,
    source: null,
    ms,
    fields: NOTHING_IMPORTED,
    sections: {},
    checked: null,
  } satisfies ImportRun;
}

/**
 * Imports one PDF the way an upload does, without the database: parse in a parser process,
 * `contentWithImport` onto `emptyProductContent`. A parser process that dies for another reason
 * than memory is what the import job retries and finally fails as `internal-error`.
 */
export async function importSds(parser: SdsParser, content: Uint8Array): Promise<ImportRun> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  let outcome;
  try {
    outcome = await parser.parse(
      { content, contentType: 'application/pdf' },
      new AbortController().signal,
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return withoutSheet('ImportFailed', elapsed(), 'internal-error', detail);
  }
  if (outcome.kind === 'failed') {
    return withoutSheet('ImportFailed', elapsed(), outcome.reason, outcome.detail);
  }
  if (outcome.kind === 'nothing') return withoutSheet('NoXml', elapsed());
  const { sheet } = outcome;
  const { content: product, filled } = contentWithImport(
    emptyProductContent(''),
    sheet,
    sheet.locale ?? UPLOAD_LOCALE,
  );
  const ms = elapsed();
  const sections = Object.fromEntries(
    PRODUCT_SECTIONS.filter((section) => filled.includes(section)).map((section) => [
      section,
      product[section],
    ]),
  );
  return {
    status: sheetStatus(sheet, filled),
    reason: null,
    detail: null,
    source: sheet.source,
    ms,
    fields: importedFields(product, filled),
    sections,
    checked: { content: checkedContent(product), evidence: sheet.evidence },
  };
}
