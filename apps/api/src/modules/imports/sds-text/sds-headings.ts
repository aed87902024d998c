import { withoutBullet } from './sds-bullets.ts';
import { foldForMatching, languagesOfTitle, type SdsLanguage } from './sds-languages.ts';

/** A line that reads like the heading of SDS section `number`. */
export interface SectionHeading {
  number: number;
  /** Index of the heading's line in the text's lines. */
  lineIndex: number;
  /** How many lines the heading takes: two when its title stands on the line below it. */
  lineCount: number;
  /** The language the heading is written in, when it tells. */
  language: SdsLanguage | null;
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
 * `RUBRIEK 4: …`, `Section 4.`, `ABSCHNITT 4 - …`, `Rubrique 4 …`: a label, a section number
 * not followed by a sub-number (`4.1` stays inside its section), an optional separator and the
 * title.
 */
const LABELLED_HEADING =
  /^(rubriek|sectie|hoofdstuk|abschnitt|kapitel|rubrique|section)\s*(\d{1,2})(?!\s*[.,]\s*\d)\s*([:.\-–—)]?)\s*(.*)$/i;

/** `4. FIRST AID MEASURES`, `4 EERSTEHULPMAATREGELEN`: a number, then the title. */
const NUMBERED_HEADING = /^(\d{1,2})(?:\s*[.:)](?!\d)|(?=\s))\s*(\p{L}.*)$/u;

/** A heading's title is short; a longer line is text that happens to start with a number. */
const MAX_TITLE_LENGTH = 120;

const SECTION_COUNT = 16;

/**
 * The SDS section headings of a text, at most one per section, in order. Every line that
 * reads like a heading is a candidate; the longest run of candidates whose numbers rise from
 * line to line is kept, which drops a "see section 8" that starts a wrapped line, a table of
 * contents' repeat and running page headers.
 */
export function findSectionHeadings(lines: readonly string[]): SectionHeading[] {
  const candidates = lines.flatMap((line, lineIndex) => {
    const next = withoutBullet(lines[lineIndex + 1] ?? '');
    const heading = readHeading(withoutBullet(line), next, lineIndex);
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
  const startsFirstSubsection = new RegExp(`^${heading.number}\\.\\s?1(?!\\d)`).test(afterNext);
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
  const number = Number(digits);
  // A sentence wrapped after "see" may start a line with "section 8 of …": real labels are
  // capitalised, and a title after no separator starts with a capital too.
  if (!isSectionNumber(number) || !startsWithCapital(label)) return null;
  if (separator === '' && title !== '' && !startsWithCapital(title)) return null;
  if (title.length > MAX_TITLE_LENGTH) return null;
  const titleBelow = title === '' && languagesOfTitle(number, foldForMatching(nextLine)).length > 0;
  const titleText = titleBelow ? nextLine : title;
  return {
    number,
    lineIndex,
    lineCount: titleBelow ? 2 : 1,
    language: LABEL_LANGUAGE[label.toLowerCase()] ?? onlyLanguage(number, titleText),
  } satisfies SectionHeading;
}

function readNumberedHeading(line: string, lineIndex: number): SectionHeading | null {
  const match = NUMBERED_HEADING.exec(line);
  if (!match) return null;
  const [, digits = '', title = ''] = match;
  const number = Number(digits);
  if (!isSectionNumber(number) || title.length > MAX_TITLE_LENGTH) return null;
  const languages = languagesOfTitle(number, foldForMatching(title));
  if (languages.length === 0) return null;
  return { number, lineIndex, lineCount: 1, language: onlyLanguage(number, title) };
}

function onlyLanguage(number: number, title: string): SdsLanguage | null {
  const languages = languagesOfTitle(number, foldForMatching(title));
  return languages.length === 1 ? (languages[0] ?? null) : null;
}

function isSectionNumber(number: number): boolean {
  return number >= 1 && number <= SECTION_COUNT;
}

function startsWithCapital(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toLowerCase();
}

/**
 * The longest run of candidates, in line order, whose section numbers rise. Kept per ending
 * number (there are only 16), so a text with thousands of candidate lines stays linear; on a
 * tie the earlier run wins.
 */
function longestRisingRun(candidates: readonly SectionHeading[]): SectionHeading[] {
  const bestEndingAt = new Map<number, SectionHeading[]>();
  for (const candidate of candidates) {
    const before = longestBelow(bestEndingAt, candidate.number);
    const run = [...before, candidate];
    const known = bestEndingAt.get(candidate.number);
    if (!known || run.length > known.length) bestEndingAt.set(candidate.number, run);
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
