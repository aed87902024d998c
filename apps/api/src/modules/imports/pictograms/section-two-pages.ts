import { findSectionHeadings } from '../sds-text/sds-headings.ts';

/** Section 2 seldom runs over more pages; a longer stretch means its end was not found. */
const MAX_PAGES = 3;

/**
 * The pages (from 1) where an SDS's section 2 stands, whose pictograms are the label's: from
 * the page of section 2's heading to the page of the next section's heading. Without a section
 * 2 heading, the first two pages (where a label's elements stand on every SDS form). Pages of
 * section 14, whose ADR labels are diamonds too, are thereby left out.
 */
export function sectionTwoPages(pageTexts: readonly string[]): number[] {
  const lines: string[] = [];
  const pageOfLine: number[] = [];
  pageTexts.forEach((pageText, index) => {
    for (const line of pageText.split(/\r?\n/)) {
      const folded = line.replace(/\s+/g, ' ').trim();
      if (folded === '') continue;
      lines.push(folded);
      pageOfLine.push(index + 1);
    }
  });
  const firstPages = [1, 2].filter((page) => page <= Math.max(1, pageTexts.length));
  const headings = findSectionHeadings(lines);
  const index = headings.findIndex((heading) => heading.number === 2);
  const heading = headings[index];
  if (!heading) return firstPages;
  const first = pageOfLine[heading.lineIndex] ?? 1;
  const next = headings[index + 1];
  const last = next ? (pageOfLine[next.lineIndex] ?? first) : first + 1;
  const pages: number[] = [];
  for (
    let page = first;
    page <= Math.min(last, pageTexts.length, first + MAX_PAGES - 1);
    page += 1
  ) {
    pages.push(page);
  }
  return pages;
}
