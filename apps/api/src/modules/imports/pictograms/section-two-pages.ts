import { findSectionHeadings } from '../sds-text/sds-headings.ts';

/** Section 2 seldom runs over more pages; a longer stretch means its end was not found. */
const MAX_PAGES = 3;
/**
 * The next section's page is left out when its heading stands in the top fifth of its lines:
 * above it are only the page's header and the end of section 2 (its other hazards), after the
 * label elements. On the labelled sheets, no pictogram stood there.
 */
const TOP_OF_PAGE = 0.2;

/** A line of the text, and where it stands: its page (from 1) and its place on that page. */
interface PlacedLine {
  text: string;
  page: number;
  lineOnPage: number;
}

/**
 * The pages (from 1) where an SDS's section 2 stands, whose pictograms are the label's: from
 * the page of section 2's heading to the page of the next section's heading. Without a section
 * 2 heading, the first two pages (where a label's elements stand on every SDS form). Pages of
 * section 14, whose ADR labels are diamonds too, are thereby left out.
 */
export function sectionTwoPages(pageTexts: readonly string[]): number[] {
  const lines = placedLines(pageTexts);
  const headings = findSectionHeadings(lines.map(({ text }) => text));
  const index = headings.findIndex((heading) => heading.number === 2);
  const start = lines[headings[index]?.lineIndex ?? -1];
  if (!start) return [1, 2].filter((page) => page <= Math.max(1, pageTexts.length));
  const end = lines[headings[index + 1]?.lineIndex ?? -1];
  let last = end ? end.page : start.page + 1;
  const linesOnEndPage = end ? lines.filter(({ page }) => page === end.page).length : 0;
  if (end && end.page > start.page && end.lineOnPage < TOP_OF_PAGE * linesOnEndPage) last -= 1;
  last = Math.min(last, pageTexts.length, start.page + MAX_PAGES - 1);
  return Array.from({ length: last - start.page + 1 }, (_, offset) => start.page + offset);
}

/** The non-empty lines of all pages, white space folded as the section reader folds it. */
function placedLines(pageTexts: readonly string[]): PlacedLine[] {
  return pageTexts.flatMap((pageText, index) =>
    pageText
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((text) => text !== '')
      .map((text, lineOnPage) => ({ text, page: index + 1, lineOnPage })),
  );
}
