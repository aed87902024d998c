import {
  PRODUCT_INPUT_LIMITS,
  Pictogram,
  hasValidCasCheckDigit,
  type SignalWord,
} from '@sds/contract';
import { BETWEEN_LABEL_AND_VALUE } from './labelled-value.ts';
import { foldForMatching } from './sds-languages.ts';

/** The signal words in the four languages. French "Danger" is spelled as the English one. */
const SIGNAL_WORDS = new Map<string, Exclude<SignalWord, 'None'>>([
  ['danger', 'Danger'],
  ['gevaar', 'Danger'],
  ['gefahr', 'Danger'],
  ['warning', 'Warning'],
  ['waarschuwing', 'Warning'],
  ['achtung', 'Warning'],
  ['attention', 'Warning'],
]);

const SIGNAL_WORD_LABELS = String.raw`signal\s?words?|signaalwoord(?:en)?|signalw(?:ort|örter|oerter)|mentions?\s+d['’]avertissement|mot\s+indicateur`;
const SIGNAL_WORD_VALUE = `(${[...SIGNAL_WORDS.keys()].join('|')})(?!\\p{L})`;
/**
 * An ANSI Z400.1 (pre-GHS) sheet's emergency overview, which opens with its signal word
 * (`Emergency overview   DANGER`); its third word, CAUTION, has no GHS equivalent.
 */
const EMERGENCY_OVERVIEW_LABEL = String.raw`emergency\s+overview`;
/** The word alone: at the end of its line or before `!` (`WARNING! Flammable liquid`). */
const OVERVIEW_SIGNAL_WORD = String.raw`(danger|warning)(?=[ \t]*(?:[!.:]|\n|$))`;
/** What a label says when the product has no signal word (`Pas de mention d'avertissement`). */
const NO_SIGNAL_WORD = String.raw`(pas\s+de\s+mention|aucune?|sans\s+objet|no\s+signal\s+word|none|not\s+applicable|keine?\s+signalw|nicht\s+anwendbar|entf[äa]llt|geen\s+signaalwoord|niet\s+van\s+toepassing)`;

/** `GHS02`, also written `GHS 02`. */
const PICTOGRAM_CODE = /(?<![\p{L}\d])GHS\s?0([1-9])(?!\d)/gu;

/** A CAS number's shape (`67-64-1`), not part of a longer run of digits and dashes. */
const CAS_NUMBER = /(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/g;

/**
 * The signal word: after its label (`Signal word: Danger`, `Signalwort: Gefahr`, `Mention
 * d'avertissement : Attention`; `None` when the label says there is none), else the word that
 * opens a pre-GHS emergency overview, else a line in section 2 that is nothing but the word. A bare
 * word elsewhere does not count: "attention" and "danger" are everyday words in English and
 * French ("get medical attention").
 */
export function readSignalWord(
  section2: readonly string[] | null,
  wholeText: string,
): SignalWord | null {
  const labelled = labelledAt(wholeText, SIGNAL_WORD_VALUE);
  const none = labelledAt(wholeText, NO_SIGNAL_WORD);
  // A label that says there is none (`Pas de mention d'avertissement`) is read before the words
  // that follow it; and then a bare "danger" elsewhere is a word of a sentence.
  if (none && (!labelled || none.index < labelled.index)) return 'None';
  if (labelled) return SIGNAL_WORDS.get(labelled.value.toLowerCase()) ?? null;
  const overview = labelledAt(wholeText, OVERVIEW_SIGNAL_WORD, EMERGENCY_OVERVIEW_LABEL);
  if (overview) return SIGNAL_WORDS.get(overview.value.toLowerCase()) ?? null;
  for (const line of section2 ?? []) {
    // `: Warning` alone: the value of a label column read apart from its label (OCR).
    const word = SIGNAL_WORDS.get(foldForMatching(line.replace(/^[:：]\s*/u, '')));
    if (word) return word;
  }
  return null;
}

/** The first value after a signal word's label, and where its label stands. */
function labelledAt(text: string, value: string, labels = SIGNAL_WORD_LABELS) {
  const pattern = new RegExp(`(?:${labels})${BETWEEN_LABEL_AND_VALUE}${value}`, 'iu');
  const match = pattern.exec(text);
  return match?.[1] ? { value: match[1], index: match.index } : null;
}

/** The GHS pictograms written as codes (`GHS02`), from section 2 when it names any. */
export function readPictograms(section2: string | null, wholeText: string): Pictogram[] {
  const fromSection2 = pictogramsIn(section2 ?? '');
  return fromSection2.length > 0 ? fromSection2 : pictogramsIn(wholeText);
}

function pictogramsIn(text: string): Pictogram[] {
  const codes = [...text.matchAll(PICTOGRAM_CODE)].map((match) => `GHS0${match[1]}`);
  return [...new Set(codes)].flatMap((code) => {
    const parsed = Pictogram.safeParse(code);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The CAS numbers with a right check digit of the composition: section 3's when the sheet has a
 * section 3 — none when it names none (a substance given as `-`, a base oil without one): the
 * numbers elsewhere are of exposure limits, regulations or section 16's abbreviations; only a
 * text whose section 3 was not found is searched in `otherText`. Each once, in order.
 */
export function readCasNumbers(section3: string | null, otherText: string): string[] {
  const found = validCasNumbersIn(section3 ?? otherText);
  return found.slice(0, PRODUCT_INPUT_LIMITS.casNumbers);
}

function validCasNumbersIn(text: string): string[] {
  return [...new Set(text.match(CAS_NUMBER) ?? [])].filter(hasValidCasCheckDigit);
}

/**
 * The composition in a few lines: the lines of section 3 that name a valid CAS number, which
 * in a composition table are the rows (name, numbers, concentration, classification).
 */
export function readContains(section3: readonly string[] | null): string | null {
  const rows = (section3 ?? []).filter((line) => validCasNumbersIn(line).length > 0);
  return rows.length > 0 ? rows.join('\n').slice(0, PRODUCT_INPUT_LIMITS.contains) : null;
}
