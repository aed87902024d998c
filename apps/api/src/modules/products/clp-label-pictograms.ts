import { readFileSync } from 'node:fs';
import { Pictogram } from '@sds/contract';

const mappingFile = new URL(
  '../../../reference-data/clp-label-elements/h-code-pictograms.json',
  import.meta.url,
);
let mapping: Map<string, Pictogram[]> | null = null;

/** The pictograms each hazard statement carries under CLP Annex I, read once. */
function pictogramsByCode(): Map<string, Pictogram[]> {
  if (mapping) return mapping;
  const file = JSON.parse(readFileSync(mappingFile, 'utf8')) as {
    pictograms: Record<string, string[]>;
  };
  mapping = new Map(
    Object.entries(file.pictograms).map(([code, pictograms]) => [
      code,
      pictograms.map((pictogram) => Pictogram.parse(pictogram)),
    ]),
  );
  return mapping;
}

/**
 * The exclamation mark gives way (CLP Article 26(1)(b)–(d)): to the skull for acute toxicity,
 * to corrosion for skin and eye irritation, to the health hazard (respiratory sensitisation)
 * for skin sensitisation and irritation. Codes that carry it for these reasons only.
 */
const EXCLAMATION_MARK_GIVES_WAY: Record<string, Pictogram[]> = {
  H302: ['GHS06'],
  H312: ['GHS06'],
  H332: ['GHS06'],
  H315: ['GHS05', 'GHS08'],
  H319: ['GHS05', 'GHS08'],
  H317: ['GHS08'],
};

/**
 * The pictograms a label with these hazard statements carries under CLP Annex I and the
 * precedence of Article 26 — a suggestion where a sheet's pictograms could not be read
 * (they are drawn, not written); combined codes count by their parts. Sorted, each once.
 */
export function labelPictogramsOf(hazardCodes: readonly string[]): Pictogram[] {
  const codes = hazardCodes.flatMap((code) => code.split('+'));
  const byCode = pictogramsByCode();
  const found = new Set(codes.flatMap((code) => byCode.get(code) ?? []));
  if (found.has('GHS07')) {
    // The health hazard takes the exclamation mark's place only for respiratory sensitisation.
    const outranks = (pictogram: Pictogram) =>
      pictogram === 'GHS08' ? codes.includes('H334') : found.has(pictogram);
    const needsExclamationMark = codes.some(
      (code) =>
        byCode.get(code)?.includes('GHS07') &&
        !(EXCLAMATION_MARK_GIVES_WAY[code] ?? []).some(outranks),
    );
    if (!needsExclamationMark) found.delete('GHS07');
  }
  return [...found].sort();
}
