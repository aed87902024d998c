// Page furniture (decision 0040): headers, footers and page numbers that a PDF repeats on its
// pages and that must not end up inside a product's section texts (issue 22, "clean texts").
// The benchmark finds them on its own, from the PDF's text page by page, so that it measures
// the importer instead of trusting it.

/** Lines looked at for a header at a page's top and for a footer at its bottom. */
const EDGE_LINES = 5;

/**
 * "Page 2 of 5" and its kin in en, nl, de, fr (`Seite 2 von 5`, `Pagina 2 van 5`, `Page 2 sur 5`,
 * `Blz. 2/5`, `Page: 2 / 5`), matched on a line's key, where every number is `#`.
 */
const PAGE_NUMBER =
  /\b(page|pages|seite|pagina|pag|blz|blad|p)\b\.?:?\s*#\s*(of|von|van|de|sur|\/|di)\s*#/;

/**
 * A line as furniture is compared: lower case, spaces collapsed, every run of digits `#` (a
 * footer's page number or a header's date differ from page to page; their words do not).
 */
export const furnitureKey = (line: string) =>
  line.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\d+/g, '#');

/** Whether a line carries a page number ("Page 2 of 5"). */
export const isPageNumberLine = (line: string) => PAGE_NUMBER.test(furnitureKey(line));

/**
 * A line that only draws (`_____`, `-----`, `=====`, box drawing): the issue names rule lines as
 * furniture, and no text is made of them alone.
 */
const RULE_LINE = /^[\s_\-=*~.·•─━│┃┄┅┈┉═║╌╍▬]{5,}$/u;

/**
 * A page number standing alone, `2/7` or `2 / 7` (the page first, never past the count): the
 * repeated-lines rule leaves out lines without letters, so these are recognised by their form.
 */
function isBarePageNumber(line: string): boolean {
  const match = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(line.trim());
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= Number(match[2]);
}

/**
 * A page's edge lines with their place: `top 0` is the first line, `bottom 1` the last; each as
 * `<place>\n<key>`.
 */
function edgePlaces(lines: readonly string[]): Set<string> {
  const places = new Set<string>();
  lines.slice(0, EDGE_LINES).forEach((line, index) => {
    places.add(`top ${index}\n${furnitureKey(line)}`);
  });
  lines.slice(-EDGE_LINES).forEach((line, index, edge) => {
    places.add(`bottom ${edge.length - index}\n${furnitureKey(line)}`);
  });
  return places;
}

/**
 * The keys of the lines a PDF repeats as page furniture: a line among the first or last five of
 * a page that comes back at the same place (the same line counted from the top, or from the
 * bottom) on at least half the pages, and on at least two. Lines without a letter (a bare page
 * number, a date alone) are left out: section texts are full of lone numbers, and counting them
 * would call clean texts dirty.
 */
export function findFurniture(pages: readonly (readonly string[])[]): Set<string> {
  const pagesAtPlace = new Map<string, number>();
  for (const place of pages.flatMap((lines) => [...edgePlaces(lines)])) {
    pagesAtPlace.set(place, (pagesAtPlace.get(place) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  return new Set(
    [...pagesAtPlace]
      .filter(([, count]) => count >= needed)
      .map(([place]) => place.slice(place.indexOf('\n') + 1))
      .filter((key) => /\p{L}/u.test(key)),
  );
}

/**
 * The first line of a section text that is page furniture — repeated at the pages' edges, a page
 * number, a rule line — or null when the text is clean.
 */
export function furnitureLineIn(text: string, furniture: ReadonlySet<string>): string | null {
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const isDrawnOrNumbered = RULE_LINE.test(line) || isBarePageNumber(line);
    if (furniture.has(furnitureKey(line)) || isPageNumberLine(line) || isDrawnOrNumbered) {
      return line.trim();
    }
  }
  return null;
}
