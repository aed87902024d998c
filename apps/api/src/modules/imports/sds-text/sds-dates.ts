import { findLabelledValue } from './labelled-value.ts';
import { foldForMatching } from './sds-languages.ts';

const REVISION_DATE_LABELS = [
  String.raw`revision\s+date|date\s+of\s+revision|revised\s+on|revised`,
  String.raw`herzieningsdatum|datum\s+(?:van\s+)?herziening|revisiedatum|herzien\s+op`,
  String.raw`überarbeitet\s+am|überarbeitungsdatum|revisionsdatum`,
  String.raw`date\s+de\s+(?:la\s+)?r[ée]vision|r[ée]vis[ée]e?\s+le|r[ée]vision`,
].join('|');

/**
 * `12.03.2024`, `12-03-2024`, `12/03/2024` (day first, as in Europe), `2024-03-12`, and
 * `12 March 2024` / `12. März 2024` / `12 maart 2024` / `12 mars 2024`.
 */
const DATE_VALUE = String.raw`(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\s?[.\-/]\s?\d{1,2}\s?[.\-/]\s?\d{4}|\d{1,2}\.?\s+\p{L}{3,9}\.?\s+\d{4})`;

/** Month names and their usual abbreviations in the four languages, folded. */
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'januari', 'januar', 'janvier', 'jan', 'janv'],
  ['february', 'februari', 'februar', 'fevrier', 'feb', 'febr', 'fev', 'fevr'],
  ['march', 'maart', 'marz', 'mars', 'mar', 'mrt'],
  ['april', 'avril', 'apr', 'avr'],
  ['may', 'mei', 'mai'],
  ['june', 'juni', 'juin', 'jun'],
  ['july', 'juli', 'juillet', 'jul', 'juil'],
  ['august', 'augustus', 'aout', 'aug'],
  ['september', 'septembre', 'sep', 'sept'],
  ['october', 'oktober', 'octobre', 'oct', 'okt'],
  ['november', 'novembre', 'nov'],
  ['december', 'dezember', 'decembre', 'dec', 'dez'],
];

/** The revision date after its label, as `YYYY-MM-DD`; a print or issue date does not count. */
export function readRevisionDate(text: string): string | null {
  const written = findLabelledValue(text, REVISION_DATE_LABELS, DATE_VALUE);
  return written === null ? null : toIsoDate(written);
}

/** A written date as `YYYY-MM-DD`, or null when it is no date of the calendar. */
export function toIsoDate(written: string): string | null {
  const parts = dateParts(written.trim());
  if (!parts) return null;
  const { year, month, day } = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function dateParts(written: string): { year: number; month: number; day: number } | null {
  const isoDate = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(written);
  if (isoDate)
    return { year: Number(isoDate[1]), month: Number(isoDate[2]), day: Number(isoDate[3]) };
  const numeric = /^(\d{1,2})\s?[.\-/]\s?(\d{1,2})\s?[.\-/]\s?(\d{4})$/.exec(written);
  if (numeric)
    return { year: Number(numeric[3]), month: Number(numeric[2]), day: Number(numeric[1]) };
  const named = /^(\d{1,2})\.?\s+(\p{L}+)\.?\s+(\d{4})$/u.exec(written);
  const month = named ? monthNumber(named[2] ?? '') : null;
  if (named && month) return { year: Number(named[3]), month, day: Number(named[1]) };
  return null;
}

function monthNumber(name: string): number | null {
  const folded = foldForMatching(name);
  const index = MONTHS.findIndex((names) => names.includes(folded));
  return index === -1 ? null : index + 1;
}
