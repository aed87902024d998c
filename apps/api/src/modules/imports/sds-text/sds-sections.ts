import { findSectionHeadings, languageOfHeadings, type SectionHeading } from './sds-headings.ts';
import { type SdsLanguage } from './sds-languages.ts';
import { isPageNumberLine, isRuleLine, pageFurnitureTest } from './sds-page-furniture.ts';

/** An SDS's text cut into its numbered sections. */
export interface SdsText {
  /** Every line, page headers and footers included: a revision date may stand only there. */
  lines: string[];
  /** The language of the section headings, when they tell. */
  language: SdsLanguage | null;
  /**
   * Section number → its lines, without the heading, page numbers and rule lines. Running
   * headers and footers stay until `withoutRunningLines`: one may be the very line a field is
   * read from (`Product name: Sodium` heads every page and opens section 1).
   */
  sections: Map<number, string[]>;
  /** The section headings found, in order (sds-recognition.ts tells an SDS by them). */
  headings: SectionHeading[];
}

/** Cuts an SDS's text into lines and its sections by their headings. */
export function splitSdsText(text: string): SdsText {
  const lines = withoutSoftHyphens(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const headings = findSectionHeadings(lines);
  const isFurniture = (line: string) => isPageNumberLine(line) || isRuleLine(line);
  const sections = new Map<number, string[]>();
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.lineIndex ?? lines.length;
    const body = lines.slice(heading.lineIndex + heading.lineCount, end);
    const text = withSubsectionTitlesJoined(
      body.filter((line) => !isFurniture(line)),
      heading.ordinal,
    );
    // An old form's two sections may both belong to one of today's: their texts are joined.
    sections.set(heading.number, [...(sections.get(heading.number) ?? []), ...text]);
  });
  return { lines, language: languageOfHeadings(headings), sections, headings };
}

/**
 * The text without soft hyphens (U+00AD), which a PDF may keep where it broke a word at a line's
 * end: the word's halves are joined again, as a reader sees them. A hyphen a reader sees
 * (`self-` / `contained`) stays, whether or not it broke a word: only a dictionary could tell.
 */
function withoutSoftHyphens(text: string): string {
  return text.replace(/\u00AD[ \t]*\r?\n[ \t]*/g, '').replace(/\u00AD/g, '');
}

/**
 * A sub-section's number standing on its own line before its title (`4.1` / `Description of
 * first aid measures`) joined with it (`4.1 Description of first aid measures`). Only the
 * section's own sub-sections: a number alone in another section is a value (`pH` / `4.1`).
 */
function withSubsectionTitlesJoined(lines: readonly string[], sectionNumber: number): string[] {
  const loneNumber = new RegExp(`^${sectionNumber}\\.\\s?\\d{1,2}\\.?$`);
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const next = lines[index + 1];
    if (next !== undefined && loneNumber.test(line) && /^\p{L}/u.test(next)) {
      joined.push(`${line} ${next}`);
      index += 1;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

/**
 * The lines of sub-section `number` (`7.2`) within its section's lines: from the line that
 * starts with the number to the next sub-section, or null when the section has no such line.
 */
export function subsectionLines(
  sectionLines: readonly string[],
  sectionNumber: number,
  subsectionNumber: number,
): string[] | null {
  const startsSubsection = (line: string, sub?: number) =>
    new RegExp(`^${sectionNumber}\\.\\s?${sub ?? '\\d{1,2}'}(?!\\d)`).test(line);
  const start = sectionLines.findIndex((line) => startsSubsection(line, subsectionNumber));
  if (start === -1) return null;
  const next = sectionLines.findIndex((line, index) => index > start && startsSubsection(line));
  return sectionLines.slice(start, next === -1 ? undefined : next);
}

/**
 * The sections without page furniture (sds-page-furniture.ts): the running headers and footers
 * that name the sheet, its version or dates, or one of `names` (the product's name and supplier,
 * once read), and the lines that come with them — for the texts a worker reads.
 */
export function withoutRunningLines(sds: SdsText, names: readonly (string | null)[]): SdsText {
  const isFurniture = pageFurnitureTest(sds.lines, names);
  const sections = new Map(
    [...sds.sections].map(([number, lines]) => [
      number,
      lines.filter((line) => !isFurniture(line)),
    ]),
  );
  return { ...sds, sections };
}
