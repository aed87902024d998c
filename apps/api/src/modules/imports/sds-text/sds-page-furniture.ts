import { foldForMatching } from './sds-languages.ts';

// Page furniture: the headers, footers, page numbers and rules a PDF prints on its pages, which
// the text reader gets between the lines of the sections (a PDF's text is its pages one after
// another, without telling where a page ends). Told apart from text by what they say and by
// coming back, page after page, with only their numbers changed.

/** A header or footer is one short line; a longer line is text. */
const MAX_FURNITURE_LENGTH = 160;

/**
 * Page numbers in en, nl, de, fr, on a line in lower case with its digits as `#`: `Page 2 of 7`,
 * `Pagina 2 van 7`, `Seite 2 von 7`, `Page 2 sur 7`, `Seite: 2/7`, `Blz. 2/7`, `Page number: 2`,
 * `Page 2`, `(Contd. on page 3)`, `Fortsetzung auf Seite 3`, and a header that ends in one.
 */
const PAGE_NUMBER =
  /\b(?:page|pages|pagina|pag|seite|blatt|blz|blad)\b\.?\s*(?:number|nr\.?|no\.?)?\s*:?\s*#\s*(?:(?:of|van|von|de|sur|di|\/)\s*#)?(?!\s*[\p{L}#])/u;

/** A page number that stands alone: `2 / 7`, `2/7` (the page first, the count at most 500). */
const BARE_PAGE_NUMBER = /^(\d{1,3})\s*\/\s*(\d{1,3})$/;
const MAX_PAGE_COUNT = 500;

/** A line drawn with characters: `_____`, `-----`, `=====`, `*****`, `.....`, box drawing. */
const RULE_LINE = /^[\s_\-=*~.·•─━│┃┄┅┈┉═║╌╍▬]{3,}$/u;

/**
 * Words of a running header or footer that names the document: its title, or its version,
 * dates and number (then with a number beside them, as `Version 1.24 SDB Nummer 300000000087`
 * or `Revision date: 20 Jul 2018` are). Folded as `foldForMatching` folds.
 */
const SHEET_TITLE =
  /\b(?:safety data sheet|material safety data sheet|veiligheidsinformatieblad|sicherheitsdatenblatt|fiche de donnees de securite)\b/;
const DOCUMENT_WORDS =
  /\b(?:version|versie|revision|revised|revisie|herziening|uberarbeitet|date|datum|print|printed|printing|afdruk|afdrukdatum|druckdatum|impression|issue|issued|uitgave|ausgabe|edition|sds|msds|sdb|fds|vib|reference)\b/;

/** A line as it is compared with the others: folded, every run of digits `#`. */
export function furnitureKey(line: string): string {
  return foldForMatching(line).replace(/\d+/g, '#');
}

/**
 * Tells page furniture from text among an SDS's lines: page numbers and rule lines wherever
 * they stand; lines that come back (the same words, other numbers) naming the sheet, its
 * version or dates, or one of `names` (the product and the supplier, once read); and the lines
 * that come back each time beside those, as many times (a header's second line, a footer's
 * supplier). Words alone that come back (`Not applicable.`) are text: they need such company.
 */
export function pageFurnitureTest(
  lines: readonly string[],
  names: readonly (string | null)[] = [],
): (line: string) => boolean {
  const keys = lines.map(furnitureKey);
  const places = new Map<string, number[]>();
  keys.forEach((key, index) => {
    const indexes = places.get(key);
    if (indexes) indexes.push(index);
    else places.set(key, [index]);
  });
  const foldedNames = names
    .filter((name): name is string => name !== null && name.trim().length >= 4)
    .map(furnitureKey);
  const furniture = new Set<string>();
  const pageNumbers = lines.map(isPageNumberLine);
  // As many pages as a header, a footer or a page number comes back, at least.
  let pages = 1;
  for (const [key, indexes] of places) {
    const isPageNumberKey = indexes.some((index) => pageNumbers[index]);
    if (isPageNumberKey) pages = Math.max(pages, indexes.length);
    if (indexes.length >= 2 && namesDocument(key, indexes.length, foldedNames)) {
      furniture.add(key);
      pages = Math.max(pages, indexes.length);
    }
  }
  const isAnchor = (index: number) =>
    pageNumbers[index] === true || furniture.has(keys[index] ?? '');
  addCompanions({ furniture, places, isAnchor, pages });
  return (line) => isPageNumberLine(line) || isRuleLine(line) || furniture.has(furnitureKey(line));
}

/** Whether a line is a page number, or a header or footer that ends in one. */
export function isPageNumberLine(line: string): boolean {
  if (line.length > MAX_FURNITURE_LENGTH) return false;
  const bare = BARE_PAGE_NUMBER.exec(line.trim());
  if (bare) {
    const [page, count] = [Number(bare[1]), Number(bare[2])];
    return page >= 1 && page <= count && count <= MAX_PAGE_COUNT;
  }
  return PAGE_NUMBER.test(line.toLowerCase().replace(/\d+/g, '#'));
}

/** Whether a line only draws: a rule says nothing, wherever it stands. */
export function isRuleLine(line: string): boolean {
  return RULE_LINE.test(line);
}

/**
 * Whether a line that comes back `count` times names the document or the product. A long line
 * is text when it comes back twice (a statement in sections 2 and 16), a header when more often
 * (some PDFs draw a header's words several times over into one line).
 */
function namesDocument(key: string, count: number, foldedNames: readonly string[]): boolean {
  if (key.length > MAX_FURNITURE_LENGTH && count < 3) return false;
  if (SHEET_TITLE.test(key)) return true;
  if (DOCUMENT_WORDS.test(key) && key.includes('#')) return true;
  return foldedNames.some(
    (name) => key === name || (key.includes(name) && key.length <= name.length * 3),
  );
}

/**
 * On how many pages at least a line must stand beside furniture to be furniture too: on two, a
 * line of text may stand beside a footer by chance.
 */
const MIN_COMPANION_PAGES = 3;

/**
 * Adds, until none is left, the lines that come back right above or below furniture (a page
 * number or a header: `isAnchor`) on at least half as many pages as the furniture comes back
 * (`pages`), and there each time but once (the once may be the header's words in the text: a
 * supplier's short name in section 1). Each round adds the next line of a header block, so the
 * rounds are bounded by the number of keys. A rule line is no anchor: tables draw them around
 * their own rows.
 */
function addCompanions(options: {
  furniture: Set<string>;
  places: ReadonlyMap<string, readonly number[]>;
  isAnchor: (index: number) => boolean;
  pages: number;
}) {
  const { furniture, places, isAnchor, pages } = options;
  const isNearAnchor = (index: number) => isAnchor(index - 1) || isAnchor(index + 1);
  const needed = Math.max(MIN_COMPANION_PAGES, pages / 2);
  let added = true;
  while (added) {
    added = false;
    for (const [key, indexes] of places) {
      if (furniture.has(key) || indexes.length < needed) continue;
      if (key.length > MAX_FURNITURE_LENGTH) continue;
      const near = indexes.filter(isNearAnchor).length;
      if (near >= needed && near >= indexes.length - 1) {
        furniture.add(key);
        added = true;
      }
    }
  }
}
