import { normalisedUfi } from '@sds/contract';

/**
 * A UFI as sheets print it in section 1 or 2 (`UFI: 43J0-U0VX-V007-FUKS`, `UFI 43J0 U0VX …`,
 * `Unique Formula Identifier (UFI): …`): the label, then four groups of four characters.
 */
const PRINTED_UFI =
  /\b(?:UFI|unique\s+formula\s+identifier)\b(?:\s*\(UFI\))?\s*[:：]?\s*([0-9A-Z]{4}(?:\s*[-‐–]?\s*[0-9A-Z]{4}){3})(?![0-9A-Z])/giu;

/**
 * The mixture's UFI (CLP Annex VIII) read from an SDS's text: the first printed one whose check
 * character is right, written `XXXX-XXXX-XXXX-XXXX`; null when the text prints none (substances
 * and sheets outside the EU have none) or only misprinted ones.
 */
export function readUfi(text: string): string | null {
  for (const match of text.matchAll(PRINTED_UFI)) {
    const ufi = normalisedUfi((match[1] ?? '').replace(/[‐–]/g, '-'));
    if (ufi) return ufi;
  }
  return null;
}
