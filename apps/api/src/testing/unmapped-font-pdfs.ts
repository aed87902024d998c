// PDFs whose fonts carry no character map, for the tests of unreadable text layers
// (pdf/text-legibility.ts): the pages print as before, but pdf.js reads the glyphs' numbers
// instead of their characters, as it does for real PDFs written without ToUnicode maps.
import { buildLetterPdf, buildSdsPdf, type SdsFixtureLanguage } from './sds-pdf-fixtures.ts';

/**
 * The same PDF with its fonts' ToUnicode maps unlinked: the key is renamed in place
 * (`/ToUnicode` → `/ToUnicodX`, as long), so every offset of the cross-reference table holds.
 * pdfkit embeds DejaVu as Identity-H: without the map pdf.js gives glyph ids, mostly control
 * characters and stray ASCII.
 */
export function withoutCharacterMaps(pdf: Buffer): Buffer {
  const source = pdf.toString('latin1');
  const unmapped = source.replaceAll('/ToUnicode ', '/ToUnicodX ');
  if (unmapped === source) throw new Error('the PDF has no ToUnicode map to unlink');
  return Buffer.from(unmapped, 'latin1');
}

/** The project's generated SDS (buildSdsPdf) with fonts that have no character map. */
export async function buildUnmappedSdsPdf(language: SdsFixtureLanguage): Promise<Buffer> {
  return withoutCharacterMaps(await buildSdsPdf({ language }));
}

/** The business letter (buildLetterPdf), no SDS, with fonts that have no character map. */
export async function buildUnmappedLetterPdf(): Promise<Buffer> {
  return withoutCharacterMaps(await buildLetterPdf());
}
