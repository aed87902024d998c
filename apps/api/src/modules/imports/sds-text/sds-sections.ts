import { findSectionHeadings, languageOfHeadings } from './sds-headings.ts';
import { foldForMatching, type SdsLanguage } from './sds-languages.ts';

/** An SDS's text cut into its numbered sections. */
export interface SdsText {
  /** Every line, page headers and footers included: a revision date may stand only there. */
  lines: string[];
  /** The language of the section headings, when they tell. */
  language: SdsLanguage | null;
  /** Section number → its lines, without the heading and without page headers and footers. */
  sections: Map<number, string[]>;
}

/** `Page 2 of 4`, `Pagina 2 van 4`, `Seite 2 von 4`, `Page 2 sur 4`, `Page 2/4`. */
const PAGE_NUMBER = /\b(?:page|pagina|seite|blatt)\s*:?\s*\d+\s*(?:of|van|von|sur|de|\/)\s*\d+\b/i;

/** A running header names the document; a line with these words seen twice is one. */
const SHEET_TITLE_WORDS = [
  'safety data sheet',
  'veiligheidsinformatieblad',
  'sicherheitsdatenblatt',
  'fiche de donnees de securite',
];

/** A page header or footer is one line; a longer line with "page 2 of 4" is text. */
const MAX_PAGE_FURNITURE_LENGTH = 160;

/** Cuts an SDS's text into lines and its sections by their headings. */
export function splitSdsText(text: string): SdsText {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const headings = findSectionHeadings(lines);
  const isFurniture = pageFurnitureTest(lines);
  const sections = new Map<number, string[]>();
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.lineIndex ?? lines.length;
    const body = lines.slice(heading.lineIndex + heading.lineCount, end);
    sections.set(
      heading.number,
      body.filter((line) => !isFurniture(line)),
    );
  });
  return { lines, language: languageOfHeadings(headings), sections };
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
 * Tells page headers and footers from text: page numbers, and lines naming the sheet
 * ("Safety data sheet … Acetone Cleaner 5L") that come back on more than one page.
 */
function pageFurnitureTest(lines: readonly string[]): (line: string) => boolean {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return (line) => {
    if (line.length > MAX_PAGE_FURNITURE_LENGTH) return false;
    if (PAGE_NUMBER.test(line)) return true;
    if ((counts.get(line) ?? 0) < 2) return false;
    const folded = foldForMatching(line);
    return SHEET_TITLE_WORDS.some((words) => folded.includes(words));
  };
}

/** A running header or footer is short; a longer line naming the product is text. */
const MAX_RUNNING_LINE_LENGTH = 120;

/**
 * The sections without the running headers and footers that name the product or its supplier
 * (`AIR PRODUCTS GMBH Methan` at the foot of every page): a short line that comes back more
 * than once and holds one of `names` (the product's name and supplier, once read).
 */
export function withoutRunningLines(sds: SdsText, names: readonly (string | null)[]): SdsText {
  const folded = names
    .filter((name): name is string => name !== null && name.trim().length >= 4)
    .map(foldForMatching);
  if (folded.length === 0) return sds;
  const counts = new Map<string, number>();
  for (const line of sds.lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const isRunning = (line: string) => {
    if (line.length > MAX_RUNNING_LINE_LENGTH || (counts.get(line) ?? 0) < 2) return false;
    const foldedLine = foldForMatching(line);
    return folded.some((name) => foldedLine.includes(name));
  };
  const sections = new Map(
    [...sds.sections].map(([number, lines]) => [number, lines.filter((line) => !isRunning(line))]),
  );
  return { ...sds, sections };
}
