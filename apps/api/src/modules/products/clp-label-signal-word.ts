import type { SignalWord } from '@sds/contract';
import { labelElementsOf, singleHazardCodes } from './clp-label-elements.ts';

/**
 * The signal word a label with these hazard statements carries (CLP Annex I, Article 20: with
 * "Danger", "Warning" does not appear; the UN GHS for codes CLP lacks): a suggestion where a
 * sheet's signal word could not be read — a scan whose OCR lost the word beside the pictograms —
 * for a key user to confirm. A code whose categories differ (H221: Flam. Gas 1B Danger, 2
 * Warning) counts with what all of them carry at least. Null when no statement calls for one: that a label has no signal
 * word is read from the sheet, never concluded from what it does not list.
 */
export function labelSignalWordOf(hazardCodes: readonly string[]): SignalWord | null {
  let word: SignalWord | null = null;
  for (const code of singleHazardCodes(hazardCodes)) {
    const words = new Set(labelElementsOf(code)?.elements.map((entry) => entry.signalWord));
    if (words.size === 0 || words.has('None')) continue;
    if (words.size === 1 && words.has('Danger')) return 'Danger';
    word = 'Warning';
  }
  return word;
}
