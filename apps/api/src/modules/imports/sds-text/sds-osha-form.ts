import { withoutBullet } from './sds-bullets.ts';
import { foldForMatching } from './sds-languages.ts';

// The older US forms: OSHA Form 174 and the 8- to 10-section Material Safety Data Sheets written
// before HazCom 2012 ("SECTION I - IDENTIFICATION", "IV. FIRE AND EXPLOSION HAZARD DATA"). Their
// sections are numbered in Roman numerals in an order of their own, so each is mapped by its
// title onto the section of today's 16 where its content belongs; the numerals only check the
// order. English only: the forms are American.

/**
 * `SECTION IV - FIRE …`, `Section VI — Health Hazard Data`, `SECTION IX SPILL …`, `IV. REACTIVITY
 * INFORMATION`: a numeral after the label, or before a separator without one; `Section I` alone
 * (Form 174 prints its first section's fields below it).
 */
const ROMAN_HEADING =
  /^(section\s+)?([IVX]{1,5})(?:(\s*[.:)\-–—]\s*|\s+)(\p{L}.*)|\s*[.:\-–—]?)$/iu;

/**
 * Title words → today's section, looked for in this order (the first found wins, so "fire and
 * explosion hazard" is fire fighting before it is a hazard, "handling and spill" a spill).
 */
const OLD_TITLE_SECTIONS: readonly (readonly [RegExp, number])[] = [
  [/\bingredient|\bcomposition\b/, 3],
  [/\bphysical\b/, 9],
  [/\bfire\b|\bexplosion\b/, 5],
  [/\breactivity\b|\bstability\b/, 10],
  [/\bfirst aid\b/, 4],
  [/\bspill|\bleak\b|\breleased?\b/, 6],
  [/\bwaste\b|\bdisposal\b/, 13],
  [/\bprotection\b|\bcontrol measures\b|\bexposure controls?\b/, 8],
  [/\bhandling\b|\bstorage\b|\bprecautions\b/, 7],
  [/\bhealth hazards?\b|\bhazards? identification\b|\bhazards?\b/, 2],
  [/\btoxicolog/, 11],
  [/\becolog/, 12],
  [/\btransport|\bshipping\b|\bdot\b/, 14],
  [/\bregulat|\bsara\b|\bsuperfund\b|\btsca\b/, 15],
  [/\bother information\b|\badditional information\b/, 16],
  [/\bidentification\b|\bidentity\b|\bmanufacturer|\bgeneral information\b|\bproduct\b/, 1],
];

/**
 * OSHA Form 174's items that open the content of another section inside a numbered one:
 * first aid inside "VI — Health Hazard Data", spills, waste and storage inside "VII —
 * Precautions for Safe Handling and Use". The item's line stays in the text (its answer often
 * follows on the same line).
 */
const FORM_ITEMS: readonly (readonly [RegExp, number])[] = [
  [/^emergency and first aid procedures\b/, 4],
  [/^steps to be taken (?:in case|if) (?:the )?material is released or spilled\b/, 6],
  [/^waste disposal method\b/, 13],
  [/^precautions to be taken in handling and storing\b/, 7],
];

/** A heading's title is short; a longer line is text. */
const MAX_TITLE_LENGTH = 100;

/** The letters of Roman numerals as the forms use them. */
const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10 };

/** The value of a Roman numeral from I to XX, or null when it is not one written as usual. */
export function romanNumeralValue(numeral: string): number | null {
  const upper = numeral.toUpperCase();
  if (!/^X{0,2}(?:IX|IV|V?I{0,3})$/.test(upper) || upper === '') return null;
  let value = 0;
  for (const [index, letter] of [...upper].entries()) {
    const current = ROMAN_VALUES[letter] ?? 0;
    const next = ROMAN_VALUES[upper[index + 1] ?? ''] ?? 0;
    value += current < next ? -current : current;
  }
  return value;
}

/**
 * The section an old form's title holds the content of (`FIRE AND EXPLOSION HAZARD DATA` → 5),
 * or null.
 */
export function sectionOfOldTitle(title: string): number | null {
  const folded = foldForMatching(title);
  return OLD_TITLE_SECTIONS.find(([words]) => words.test(folded))?.[1] ?? null;
}

/** A heading of an old form, as one of today's sections (`sds-headings.ts`'s SectionHeading). */
export interface FormSectionHeading {
  /** Today's section its content belongs to. */
  number: number;
  lineIndex: number;
  /** 1 for a numbered heading; 0 for a form item, whose line is part of the text. */
  lineCount: number;
}

interface FormHeading extends FormSectionHeading {
  /** The numeral the form gives the section. */
  ordinal: number;
}

/**
 * The headings of an old OSHA form, mapped onto today's sections: the longest run of Roman
 * numeral headings in rising order, then Form 174's items inside them. Empty when the text has
 * fewer than three such headings (then it is no old form). Several old sections may map to one
 * of today's (both "handling" and "storage"): the caller joins their texts.
 */
export function findOshaFormHeadings(lines: readonly string[]): FormSectionHeading[] {
  const candidates = lines.flatMap((line, lineIndex) => {
    const heading = readRomanHeading(
      withoutBullet(line),
      withoutBullet(lines[lineIndex + 1] ?? ''),
      lineIndex,
    );
    return heading ? [heading] : [];
  });
  const run = longestRisingOrdinals(candidates);
  if (run.length < MIN_FORM_HEADINGS) return [];
  const items = formItems(lines, run[0]?.lineIndex ?? 0);
  return [...run, ...items]
    .sort((first, second) => first.lineIndex - second.lineIndex)
    .map(({ number, lineIndex, lineCount }) => ({ number, lineIndex, lineCount }));
}

/** Fewer Roman numeral headings than this are a list in the text, not a form. */
const MIN_FORM_HEADINGS = 3;

/**
 * A Roman-numbered heading with a title that names a section; a labelled numeral alone takes its
 * title from the line below (`Section I` / `Manufacturer's Name …`), which stays in the text.
 */
function readRomanHeading(line: string, nextLine: string, lineIndex: number): FormHeading | null {
  const match = ROMAN_HEADING.exec(line);
  if (!match) return null;
  const [, label, numeral = '', separator, title] = match;
  // `Xi - Irritant`, `V.S. Inventaris`: a numeral is written in capitals.
  if (numeral !== numeral.toUpperCase()) return null;
  if (title === undefined && !label) return null;
  if (title !== undefined && !label && separator?.trim() === '') return null;
  const titleText = title ?? nextLine;
  if (titleText.length > MAX_TITLE_LENGTH) return null;
  const ordinal = romanNumeralValue(numeral);
  const number = sectionOfOldTitle(titleText);
  if (ordinal === null || number === null) return null;
  return { number, ordinal, lineIndex, lineCount: 1 };
}

function formItems(lines: readonly string[], from: number): FormSectionHeading[] {
  return lines.flatMap((line, lineIndex) => {
    if (lineIndex <= from) return [];
    const folded = foldForMatching(withoutBullet(line));
    const number = FORM_ITEMS.find(([words]) => words.test(folded))?.[1];
    return number ? [{ number, lineIndex, lineCount: 0 }] : [];
  });
}

/**
 * The longest run of headings, in line order, whose numerals rise. Kept per ending numeral
 * (there are at most twenty), so thousands of candidate lines stay linear.
 */
function longestRisingOrdinals(candidates: readonly FormHeading[]): FormHeading[] {
  const bestEndingAt = new Map<number, FormHeading[]>();
  const longestBelow = (ordinal: number) => {
    let longest: FormHeading[] = [];
    for (const [ending, run] of bestEndingAt) {
      if (ending < ordinal && run.length > longest.length) longest = run;
    }
    return longest;
  };
  for (const candidate of candidates) {
    const run = [...longestBelow(candidate.ordinal), candidate];
    const known = bestEndingAt.get(candidate.ordinal);
    if (!known || run.length > known.length) bestEndingAt.set(candidate.ordinal, run);
  }
  return longestBelow(Infinity);
}
