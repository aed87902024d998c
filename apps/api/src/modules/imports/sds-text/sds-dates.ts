import { BETWEEN_LABEL_AND_VALUE } from './labelled-value.ts';
import type { DateOrder } from './sds-date-order.ts';
import { foldForMatching, type SdsLanguage } from './sds-languages.ts';

/** Labels of the revision date, by the language they are written in. */
const REVISION_DATE_LABELS: LabelsByLanguage = {
  en: String.raw`revision\s+date|date\s+of\s+(?:last\s+)?revision|revised\s+on|last\s+revised|revised|reviewed\s+on|review\s+date|date\s+reviewed`,
  nl: String.raw`herzieningsdatum|datum\s+(?:van\s+)?herziening|revisiedatum|herzien\s+op`,
  de: String.raw`überarbeitet\s+am|überarbeitungsdatum|revisionsdatum`,
  fr: String.raw`date\s+de\s+(?:la\s+)?r[ée]vision|r[ée]vis[ée]e?\s+le|r[ée]vision`,
};

/** A first edition has no revision date: its issue date is the date of its text. */
const ISSUE_DATE_LABELS: LabelsByLanguage = {
  // `Issued : 04/16/15`, `PREPARED BY FIRMENICH 15-OCT-2008` (an old form's first edition).
  en: String.raw`date\s+of\s+issue|issue\s+date|issued\s+on|date\s+issued|issued(?=\s*:)|date\s+prepared|preparation\s+date|prepared\s+on|prepared\s+by\s+\p{Lu}[\p{L}&.'’ -]{0,40}?(?=\s+\d)|effective\s+date`,
  nl: String.raw`uitgiftedatum|datum\s+van\s+uitgifte|opgesteld\s+op|datum\s+van(?=\s+\d)`,
  de: String.raw`ausgabedatum|ausstellungsdatum|erstellungsdatum|erstellt\s+am|datum\s+der\s+ausgabe`,
  fr: String.raw`date\s+d['’](?:[ée]mission|[ée]dition)|date\s+de\s+publication|[ée]mis\s+le`,
};

type LabelsByLanguage = Record<SdsLanguage, string>;

const MONTH_WORD = String.raw`\p{L}{3,9}\.?`;

/**
 * `2024-03-12`, `2024/03/12`; `12.03.2024`, `12-03-2024`, `12/03/2024`, `3/12/2024` (the order
 * is the sheet's), `5/21/18`; `12 March 2024`, `12. März 2024`, `13-June-2016`, `12-Jun-2017`,
 * `14/October/2014`;
 * `June 13, 2016`.
 */
const DATE_VALUE = [
  String.raw`\d{4}\s?[-/.]\s?\d{1,2}\s?[-/.]\s?\d{1,2}`,
  String.raw`\d{1,2}\s?[.\-/]\s?\d{1,2}\s?[.\-/]\s?\d{4}`,
  String.raw`\d{1,2}/\d{1,2}/\d{2}(?!\d)`,
  String.raw`\d{1,2}\.?[\s/-]+${MONTH_WORD}[\s/-]+\d{4}`,
  String.raw`${MONTH_WORD}\s+\d{1,2},?\s+\d{4}`,
]
  .map((form) => `(?:${form})`)
  .join('|');

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

/**
 * The revision date after its label, else the issue date of a first edition, as `YYYY-MM-DD`.
 * A print date does not count. A date of numbers only is read in the sheet's order
 * (`dateOrderOf`); when that cannot be told and the date reads both ways, there is none:
 * a key user types it, rather than trusting a date with day and month swapped.
 */
export function readRevisionDate(text: string, order: DateOrder | null): string | null {
  const found = labelledDate(text, REVISION_DATE_LABELS) ?? labelledDate(text, ISSUE_DATE_LABELS);
  if (!found) return null;
  // A label in Dutch, German or French is a European sheet's: day first.
  return toIsoDate(found.written, order ?? (found.language === 'en' ? null : 'day-first'));
}

/** The first date after one of the labels, with the language of its label. */
function labelledDate(text: string, labels: LabelsByLanguage) {
  let first: { written: string; language: SdsLanguage; index: number } | null = null;
  for (const [language, label] of Object.entries(labels) as [SdsLanguage, string][]) {
    const pattern = new RegExp(`(?:${label})${BETWEEN_LABEL_AND_VALUE}(${DATE_VALUE})`, 'iu');
    const match = pattern.exec(text);
    if (match?.[1] && (first === null || match.index < first.index)) {
      first = { written: match[1], language, index: match.index };
    }
  }
  return first;
}

/** A written date as `YYYY-MM-DD`, or null when it is no date of the calendar or is ambiguous. */
export function toIsoDate(written: string, order: DateOrder | null = 'day-first'): string | null {
  const parts = dateParts(written.trim(), order);
  if (!parts) return null;
  const { year, month, day } = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

type DateParts = { year: number; month: number; day: number };

function dateParts(written: string, order: DateOrder | null): DateParts | null {
  const yearFirst = /^(\d{4})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})$/.exec(written);
  if (yearFirst) return parts(yearFirst[1], yearFirst[2], yearFirst[3]);
  const numeric = /^(\d{1,2})\s?[.\-/]\s?(\d{1,2})\s?[.\-/]\s?(\d{4})$/.exec(written);
  if (numeric) return numericParts(numeric, order);
  // `5/21/18`: a two-digit year is this century's (sheets older than 2000 are rare and wrong).
  const shortYear = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(written);
  if (shortYear) {
    shortYear[3] = `20${shortYear[3]}`;
    return numericParts(shortYear, order);
  }
  const dayMonth = /^(\d{1,2})\.?[\s/-]+(\p{L}+)\.?[\s/-]+(\d{4})$/u.exec(written);
  if (dayMonth) return parts(dayMonth[3], monthNumber(dayMonth[2]), dayMonth[1]);
  const monthDay = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u.exec(written);
  if (monthDay) return parts(monthDay[3], monthNumber(monthDay[1]), monthDay[2]);
  return null;
}

/** `a/b/yyyy`: a number over 12 can only be the day; else the sheet's order decides. */
function numericParts(match: RegExpExecArray, order: DateOrder | null): DateParts | null {
  const [first, second, year] = [Number(match[1]), Number(match[2]), match[3]];
  let isDayFirst: boolean;
  if (first > 12) isDayFirst = true;
  else if (second > 12) isDayFirst = false;
  else if (first === second)
    isDayFirst = true; // the same either way
  else if (order === null) return null;
  else isDayFirst = order === 'day-first';
  return isDayFirst ? parts(year, second, first) : parts(year, first, second);
}

function parts(
  year: string | undefined,
  month: string | number | null | undefined,
  day: string | number | undefined,
): DateParts | null {
  if (year === undefined || month === null || month === undefined || day === undefined) {
    return null;
  }
  return { year: Number(year), month: Number(month), day: Number(day) };
}

function monthNumber(name: string | undefined): number | null {
  const folded = foldForMatching(name ?? '');
  const index = MONTHS.findIndex((names) => names.includes(folded));
  return index === -1 ? null : index + 1;
}
