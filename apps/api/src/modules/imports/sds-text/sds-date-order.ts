import type { SdsLanguage } from './sds-languages.ts';

/** Which comes first in a date written with numbers only (`03/04/2024`), when it can be told. */
export type DateOrder = 'day-first' | 'month-first';

/** Dates written with numbers only: `12.03.2024`, `3/14/2016`, `12-03-2024`, `04/16/15`. */
// A two-digit year only after a slash: `2.2.9.1.10` is a numbered paragraph, not a date.
const NUMERIC_DATE =
  /\b(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4}|(?<=\/\s?)\d{2}(?![\d./-]))\b/g;

/** The heading of an EU sheet names the REACH regulation or its annex. */
const EU_SHEET = /1907\/2006|2020\/878|453\/2010|\bREACH\b|\bCLP\b|1272\/2008/;
/**
 * The heading of a US sheet names OSHA's Hazard Communication Standard, or calls itself by the
 * North American name of an old form (`Material Safety Data Sheet`, `MSDS`).
 */
const US_SHEET =
  /\bOSHA\b|29\s?CFR\s?1910\.1200|\bHazCom\b|\bHCS\b|ANSI\s?Z400|material\s+safety\s+data\s+sheet|\bMSDS\b/i;

/** How far into a sheet its region shows: its title block and section 1. */
const HEADING_LENGTH = 3_000;

/**
 * The order of numeric dates in a sheet, by the strongest evidence it gives, or null when it
 * gives none: a date of its own that can only be read one way (`25/03/2024`, `3/25/2024`);
 * dates with dots (European); a language other than English (day first); then the region its
 * title block names (REACH: day first; OSHA: month first). A sheet whose dates contradict each
 * other, or its region, tells nothing.
 */
export function dateOrderOf(text: string, language: SdsLanguage | null): DateOrder | null {
  let dayFirst = 0;
  let monthFirst = 0;
  let dotted = 0;
  for (const [, first, separator, second] of text.matchAll(NUMERIC_DATE)) {
    if (Number(first) > 12 && Number(second) <= 12) dayFirst += 1;
    if (Number(second) > 12 && Number(first) <= 12) monthFirst += 1;
    if (separator === '.') dotted += 1;
  }
  const region = regionalOrder(text.slice(0, HEADING_LENGTH));
  const own = dayFirst > 0 ? 'day-first' : 'month-first';
  if (dayFirst > 0 && monthFirst > 0) return null;
  // A date that reads one way only, against the region the sheet names: one of them is
  // misread (OCR's `17/02/2015` for `11/02/2015` on a US sheet), so neither is trusted.
  if (dayFirst > 0 || monthFirst > 0) return region === null || region === own ? own : null;
  if (dotted > 0) return 'day-first';
  if (language !== null && language !== 'en') return 'day-first';
  return region;
}

/** The order the region a title block names writes dates in (REACH day first, OSHA month first). */
function regionalOrder(heading: string): DateOrder | null {
  const isEu = EU_SHEET.test(heading);
  const isUs = US_SHEET.test(heading);
  if (isEu === isUs) return null;
  return isEu ? 'day-first' : 'month-first';
}
