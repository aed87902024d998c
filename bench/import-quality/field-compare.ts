// How the import-quality benchmark decides that what the import read is what the sheet says
// (decision 0040): each field compared in a normal form, so that spacing, case and the way a
// code is written do not count as a miss.

/** Trimmed, runs of white space as one space; lower case when `ignoreCase`. */
export function normaliseText(value: string, ignoreCase = false): string {
  const collapsed = value.replace(/\s+/g, ' ').trim();
  return ignoreCase ? collapsed.toLowerCase() : collapsed;
}

/**
 * A statement code's parts: `P305 + P351+P338` → P305, P351, P338; `h 225` → H225; `Euh066` →
 * EUH066. Combinations are split so that a label written as separate codes and an import that
 * keeps the combination (or the other way round) agree on each code; the letters after the
 * number (`H360Fd`) keep their case, since it carries meaning.
 */
export function statementCodeParts(code: string): string[] {
  return code
    .replace(/\s+/g, '')
    .split('+')
    .filter((part) => part !== '')
    .map((part) => part.replace(/^(euh|h|p)/i, (prefix) => prefix.toUpperCase()));
}

/** A UN number's four digits: `UN 1090`, `UN1090` and `1090` are the same. */
export const normaliseUnNumber = (value: string) => value.replace(/^\s*UN\s*/i, '').trim();

/** `ghs 02` → `GHS02`. */
export const normalisePictogram = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** `7732 - 18 - 5` → `7732-18-5`. */
export const normaliseCasNumber = (value: string) => value.replace(/\s+/g, '');

/**
 * A phone number as printed: an optional `+`, an optional area code in brackets, then digits
 * with hyphens or dots, a space or `/` only between digits. So `+44 (0) 1235 239 670 (24/7)`
 * ends before `(24/7)` and `(01) 463 4200 / +353 1 463 4200` before ` / `.
 */
const PHONE_NUMBER = /\+?\s*(?:\(\d{1,5}\)\s*)?\d(?:[\d.-]|\s(?=\d)|\/(?=\d))*/g;

/**
 * The digits of the first phone number in a field that may hold several, or words around it
 * (`Carechem: +44 (0) 1235 239 670 (24/7)`, `1-800-424-9300, 703 527 3887`): the first number
 * with at least four digits (not `24/7` nor `24 h`; a short number such as `112` is not taken either). A trunk `(0)` after a country code
 * is dropped, and `00` before one is the same as `+`. Null when there is no number.
 */
export function firstPhoneDigits(value: string): string | null {
  const printed = value.replace(/\(0\)/g, '').replace(/\s+/g, ' ');
  for (const [number] of printed.matchAll(PHONE_NUMBER)) {
    const digits = number.replace(/\D/g, '');
    if (digits.length >= 4) return digits.replace(/^00/, '');
  }
  return null;
}

/**
 * Whether two phone numbers' digits are the same number: equal, or one the other in its
 * international form (`030 1234567` and `49 30 1234567`: the national form's trunk 0 dropped
 * is the end of the international one, with at least seven digits left).
 */
export function isSamePhone(truth: string, got: string): boolean {
  if (truth === got) return true;
  const [shorter, longer] = truth.length < got.length ? [truth, got] : [got, truth];
  const national = shorter.replace(/^0/, '');
  return national.length >= 7 && longer.endsWith(national) && longer.length - national.length <= 3;
}

/** How a date read compares with the sheet's: the same, day and month exchanged, or other. */
export type DateVerdict = 'right' | 'swapped' | 'wrong';

/** Compares two ISO dates (`YYYY-MM-DD`); `swapped` when only day and month are exchanged. */
export function compareDates(truth: string, got: string): DateVerdict {
  if (truth === got) return 'right';
  const [truthYear, truthMonth, truthDay] = truth.split('-');
  const [gotYear, gotMonth, gotDay] = got.split('-');
  const isSwapped = truthYear === gotYear && truthMonth === gotDay && truthDay === gotMonth;
  return isSwapped ? 'swapped' : 'wrong';
}
