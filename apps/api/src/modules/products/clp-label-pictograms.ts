import type { Pictogram } from '@sds/contract';
import { clpPictogramsOf, singleHazardCodes } from './clp-label-elements.ts';

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
 * (they are drawn, not written), and what the plausibility check expects; combined codes count
 * by their parts. A code whose categories differ in pictograms (H221: Flam. Gas 1B or 2) adds
 * only what all of them carry. Sorted, each once.
 */
export function labelPictogramsOf(hazardCodes: readonly string[]): Pictogram[] {
  return [...requiredPictograms(hazardCodes).keys()].sort();
}

/**
 * The pictograms these hazard statements make compulsory, each with the first statement that
 * calls for it (CLP Annex I with Article 26's precedence: the exclamation mark gives way as
 * above; with the exploding bomb, the flame and the flame over circle are optional unless both
 * are called for).
 */
export function requiredPictograms(hazardCodes: readonly string[]): Map<Pictogram, string> {
  const codes = singleHazardCodes(hazardCodes);
  const required = new Map<Pictogram, string>();
  for (const code of codes) {
    for (const pictogram of clpPictogramsOf(code)) {
      if (!required.has(pictogram)) required.set(pictogram, code);
    }
  }
  if (required.has('GHS07')) {
    // The health hazard takes the exclamation mark's place only for respiratory sensitisation.
    const outranks = (pictogram: Pictogram) =>
      pictogram === 'GHS08' ? codes.includes('H334') : required.has(pictogram);
    const needing = codes.find(
      (code) =>
        clpPictogramsOf(code).includes('GHS07') &&
        !(EXCLAMATION_MARK_GIVES_WAY[code] ?? []).some(outranks),
    );
    if (needing) required.set('GHS07', needing);
    else required.delete('GHS07');
  }
  return required;
}

/**
 * Pictograms a label may leave out although a statement calls for them: with the exploding
 * bomb, the flame and the flame over circle, unless both are called for (Article 26(1)(a)).
 */
export function optionalPictograms(required: ReadonlyMap<Pictogram, string>): Set<Pictogram> {
  const withBomb = required.has('GHS01') && !(required.has('GHS02') && required.has('GHS03'));
  return new Set(withBomb ? (['GHS02', 'GHS03'] as const) : []);
}
