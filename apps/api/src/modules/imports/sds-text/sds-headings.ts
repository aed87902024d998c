import { withoutBullet } from './sds-bullets.ts';
import { onlyLanguage, sectionNamedBy, titleLanguages } from './sds-heading-titles.ts';
import { foldForMatching, type SdsLanguage } from './sds-languages.ts';
import { findOshaFormHeadings, romanNumeralValue, sectionOfOldTitle } from './sds-osha-form.ts';

/** A line that reads like the heading of SDS section `number`. */
export interface SectionHeading {
  number: number;
  /**
   * The number the sheet prints, which the order is checked by: `number` itself, but for a
   * sheet that numbers its sections otherwise (ANSI Z400.1's `Section 2. Composition`, or
   * `Section 3. First-Aid Measures` on an older one), whose titles say which they are.
   */
  ordinal: number;
  /** Index of the heading's line in the text's lines. */
  lineIndex: number;
  /** How many lines the heading takes: two when its title stands on the line below it. */
  lineCount: number;
  /** The language the heading is written in, when it tells. */
  language: SdsLanguage | null;
  /** Whether the heading has its number (a title alone, or an old form's item, has none). */
  isNumbered: boolean;
}

/** Section labels in front of the number, and the language each one tells. */
const LABEL_LANGUAGE: Record<string, SdsLanguage | null> = {
  rubriek: 'nl',
  sectie: 'nl',
  hoofdstuk: 'nl',
  abschnitt: 'de',
  kapitel: 'de',
  rubrique: 'fr',
  // French sheets use SECTION as well as RUBRIQUE: the title decides.
  section: null,
};

/**
 * `RUBRIEK 4: …`, `Section 4.`, `ABSCHNITT 4 - …`, `Rubrique 4 …`, `SECTION IV - …`: a label, a
 * section number (Arabic or Roman) not followed by a sub-number (`4.1` stays inside its
 * section), an optional separator and the title.
 */
const LABELLED_HEADING =
  /^(rubriek|sectie|hoofdstuk|abschnitt|kapitel|rubrique|section)\s*(\d{1,2}|[IVX]{1,5}\b)(?!\s*[.,]\s*\d)\s*([:.\-–—)]?)\s*(.*)$/i;

/** `4. FIRST AID MEASURES`, `4 EERSTEHULPMAATREGELEN`: a number, then the title. */
const NUMBERED_HEADING = /^(\d{1,2})(?:\s*[.:)](?!\d)|(?=\s))\s*(\p{L}.*)$/u;

/** A speck OCR read as a quote or a stop before a heading's number (`‘2 HAZARDS …`). */
const OCR_SPECK = /^[‘’'"“”`,.]\s*(?=\d)/u;

/** A heading's title is short; a longer line is text that happens to start with a number. */
const MAX_TITLE_LENGTH = 120;

const SECTION_COUNT = 16;

/**
 * The SDS section headings of a text, in order. Every line that reads like a heading is a
 * candidate; the longest run of candidates whose numbers rise from line to line is kept, which
 * drops a "see section 8" that starts a wrapped line, a table of contents' repeat and running
 * page headers. Titles without a number count only when numbered headings are too few to be a
 * sheet's. An old OSHA form (sds-osha-form.ts), whose Roman numerals follow an order of their
 * own, wins when it has more headings; its sections may then map onto one of today's twice.
 */
export function findSectionHeadings(lines: readonly string[]): SectionHeading[] {
  const numbered = risingHeadings(lines, readHeading);
  const modern =
    numbered.length >= MIN_NUMBERED_HEADINGS
      ? numbered
      : risingHeadings(
          lines,
          (line, next, index) => readHeading(line, next, index) ?? readTitleOnly(line, index),
        );
  const oldForm = findOshaFormHeadings(lines);
  if (oldForm.length > modern.length) {
    return oldForm.map((heading) => ({
      ...heading,
      ordinal: heading.number,
      language: 'en',
      isNumbered: heading.lineCount > 0,
    }));
  }
  return modern;
}

/** Fewer numbered headings than this, and titles without numbers are looked for as well. */
const MIN_NUMBERED_HEADINGS = 4;

function risingHeadings(
  lines: readonly string[],
  read: (line: string, nextLine: string, lineIndex: number) => SectionHeading | null,
): SectionHeading[] {
  const candidates = lines.flatMap((line, lineIndex) => {
    const next = withoutBullet(lines[lineIndex + 1] ?? '');
    const heading = read(withoutBullet(line).replace(OCR_SPECK, ''), next, lineIndex);
    return heading ? [heading] : [];
  });
  return longestRisingRun(candidates).map((heading) => withWrappedTitle(heading, lines));
}

/** A wrapped title's second line is short and carries no sentence or number of its own. */
const MAX_TITLE_CONTINUATION_LENGTH = 60;

/**
 * Takes in the second line of a title that wrapped (`… Exposition/Persönliche` /
 * `Schutzausrüstungen`): a short line standing between the heading and the section's first
 * sub-heading (`8.1`) can be nothing else.
 */
function withWrappedTitle(heading: SectionHeading, lines: readonly string[]): SectionHeading {
  const next = lines[heading.lineIndex + heading.lineCount];
  const afterNext = lines[heading.lineIndex + heading.lineCount + 1];
  if (next === undefined || afterNext === undefined) return heading;
  const isTitleRest =
    next.length <= MAX_TITLE_CONTINUATION_LENGTH && !/^\d/.test(next) && !/[.:;]$/.test(next);
  const startsFirstSubsection = new RegExp(`^${heading.ordinal}\\.\\s?1(?!\\d)`).test(afterNext);
  return isTitleRest && startsFirstSubsection
    ? { ...heading, lineCount: heading.lineCount + 1 }
    : heading;
}

/**
 * The language most headings are written in; headings that do not tell (`SECTION 3:
 * Composition`, English or French) do not count.
 */
export function languageOfHeadings(headings: readonly SectionHeading[]): SdsLanguage | null {
  const votes = new Map<SdsLanguage, number>();
  for (const { language } of headings) {
    if (language) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const ranked = [...votes].sort((first, second) => second[1] - first[1]);
  return ranked[0]?.[0] ?? null;
}

function readHeading(line: string, nextLine: string, lineIndex: number): SectionHeading | null {
  return readLabelledHeading(line, nextLine, lineIndex) ?? readNumberedHeading(line, lineIndex);
}

function readLabelledHeading(line: string, nextLine: string, lineIndex: number) {
  const match = LABELLED_HEADING.exec(line);
  if (!match) return null;
  const [, label = '', digits = '', separator = '', title = ''] = match;
  const isRoman = /^[IVX]+$/i.test(digits);
  const ordinal = isRoman ? (romanNumeralValue(digits) ?? 0) : Number(digits);
  // `SECTION IX` is today's section 9 when its title says so (else an old form's: sds-osha-form.ts).
  if (
    isRoman &&
    (digits !== digits.toUpperCase() || titleLanguages(ordinal, title || nextLine).length === 0)
  ) {
    return null;
  }
  // A sentence wrapped after "see" may start a line with "section 8 of …": real labels are
  // capitalised, and a title after no separator starts with a capital too.
  if (!isSectionNumber(ordinal) || !startsWithCapital(label)) return null;
  if (separator === '' && title !== '' && !startsWithCapital(title)) return null;
  if (title.length > MAX_TITLE_LENGTH) return null;
  const titleBelow = title === '' && titleLanguages(ordinal, nextLine).length > 0;
  const titleText = titleBelow ? nextLine : title;
  const number = sectionOfTitle(ordinal, titleText);
  return {
    number,
    ordinal,
    lineIndex,
    lineCount: titleBelow ? 2 : 1,
    language: LABEL_LANGUAGE[label.toLowerCase()] ?? onlyLanguage(number, titleText),
    isNumbered: true,
  } satisfies SectionHeading;
}

/**
 * The section a labelled heading is: its number, unless its title names another section and
 * not its own (`Section 2. Composition/Information on Ingredients` on an ANSI Z400.1 sheet is
 * today's 3, an old sheet's `Section 9. Reactivity Data` is 10) — by the old forms' English
 * titles first, then today's. A title without any section's words (`SECTION 9:`) keeps it.
 */
function sectionOfTitle(ordinal: number, title: string): number {
  if (titleLanguages(ordinal, title).length > 0) return ordinal;
  return sectionOfOldTitle(title) ?? sectionNamedBy(title) ?? ordinal;
}

function readNumberedHeading(line: string, lineIndex: number): SectionHeading | null {
  const match = NUMBERED_HEADING.exec(line);
  if (!match) return null;
  const [, digits = '', title = ''] = match;
  const number = Number(digits);
  if (!isSectionNumber(number) || title.length > MAX_TITLE_LENGTH) return null;
  const languages = titleLanguages(number, title);
  if (languages.length === 0) return null;
  return {
    number,
    ordinal: number,
    lineIndex,
    lineCount: 1,
    language: onlyLanguage(number, title),
    isNumbered: true,
  };
}

/** Longest title without a number taken for a heading, in words. */
const MAX_TITLE_ONLY_WORDS = 6;

/**
 * A heading without a number (`FIRST AID MEASURES`): a line in capitals, of a few words and no
 * digit, that holds a section's title words — the section whose words come first when it holds
 * several (`HAZARDS IDENTIFICATION` is 2, not 1). Capitals, because a line of text may speak of
 * first aid too.
 */
function readTitleOnly(line: string, lineIndex: number): SectionHeading | null {
  if (/\d/.test(line) || line !== line.toUpperCase() || !/\p{Lu}/u.test(line)) return null;
  const wordCount = foldForMatching(line).split(' ').length;
  if (wordCount < 2 || wordCount > MAX_TITLE_ONLY_WORDS) return null;
  const number = sectionNamedBy(line);
  if (number === null) return null;
  return {
    number,
    ordinal: number,
    lineIndex,
    lineCount: 1,
    language: onlyLanguage(number, line),
    isNumbered: false,
  };
}

function isSectionNumber(number: number): boolean {
  return number >= 1 && number <= SECTION_COUNT;
}

function startsWithCapital(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toLowerCase();
}

/**
 * The longest run of candidates, in line order, whose printed numbers rise. Kept per ending
 * number (there are only 16), so a text with thousands of candidate lines stays linear; on a
 * tie the earlier run wins.
 */
function longestRisingRun(candidates: readonly SectionHeading[]): SectionHeading[] {
  const bestEndingAt = new Map<number, SectionHeading[]>();
  for (const candidate of candidates) {
    const before = longestBelow(bestEndingAt, candidate.ordinal);
    const run = [...before, candidate];
    const known = bestEndingAt.get(candidate.ordinal);
    if (!known || run.length > known.length) bestEndingAt.set(candidate.ordinal, run);
  }
  return longestBelow(bestEndingAt, SECTION_COUNT + 1);
}

function longestBelow(runs: Map<number, SectionHeading[]>, number: number): SectionHeading[] {
  let longest: SectionHeading[] = [];
  for (const [ending, run] of runs) {
    if (ending < number && run.length > longest.length) longest = run;
  }
  return longest;
}
