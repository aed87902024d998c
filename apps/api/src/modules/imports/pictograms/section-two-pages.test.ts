import { describe, expect, it } from 'vitest';
import { sectionTwoPages } from './section-two-pages.ts';

const HEADINGS = Array.from({ length: 16 }, (_, index) => `SECTION ${index + 1}: Title`);

/** Page texts with the headings of these sections on each page. */
function pagesWith(...pages: readonly (readonly number[])[]): string[] {
  return pages.map((sections) =>
    ['Safety data sheet', ...sections.map((number) => `${HEADINGS[number - 1]}\nSome text.`)].join(
      '\n',
    ),
  );
}

describe('the pages where section 2 stands', () => {
  it('is the page of its heading when section 3 starts on the same page', () => {
    expect(sectionTwoPages(pagesWith([1, 2, 3], [4, 5], [6, 7, 8]))).toEqual([1]);
  });

  it('runs to the page where section 3 starts', () => {
    expect(sectionTwoPages(pagesWith([1], [2], [], [3, 4], [5, 14]))).toEqual([2, 3, 4]);
  });

  it("leaves out section 3's page when its heading stands at the top of it", () => {
    const pages = pagesWith([1, 2], [3, 4]);
    const filler = Array.from({ length: 20 }, (_, index) => `Line ${index}`).join('\n');

    expect(sectionTwoPages([pages[0]!, `${pages[1]!}\n${filler}`])).toEqual([1]);
    expect(sectionTwoPages([pages[0]!, `${filler}\n${pages[1]!}`])).toEqual([1, 2]);
  });

  it('stops after three pages when the next heading is far off or missing', () => {
    expect(sectionTwoPages(pagesWith([1, 2], [], [], [], [], [3]))).toEqual([1, 2, 3]);
    expect(sectionTwoPages(pagesWith([1], [2]))).toEqual([2]);
  });

  it('is the first two pages when no heading is found, as on a scan without text', () => {
    expect(sectionTwoPages(['', '', '', ''])).toEqual([1, 2]);
    expect(sectionTwoPages([''])).toEqual([1]);
  });
});
