import { describe, expect, it } from 'vitest';
import { isPageNumberLine, isRuleLine, pageFurnitureTest } from './sds-page-furniture.ts';
import { splitSdsText, withoutRunningLines } from './sds-sections.ts';

describe('page numbers', () => {
  it.each([
    'Page 2 of 7',
    'Pagina 2 van 7',
    'Seite 2 von 7',
    'Page 2 sur 7',
    'Seite: 2/7',
    'Blz. 2/7',
    'Page number: 2',
    '(Contd. on page 3)',
    '2 / 7',
    '12/14',
    'Product code: F123 / v1 Document version: 01 Revision date: 09-04-2015 Page 2/9',
  ])('reads "%s" as one', (line) => {
    expect(isPageNumberLine(line)).toBe(true);
  });

  it.each([
    'P210: Keep away from heat, hot surfaces, sparks, open flames.',
    'N95 (US) or type P1 (EN 143) dust masks.',
    '1907/2006',
    '8/3',
    'See page 4 for details of the test.',
  ])('takes "%s" for text', (line) => {
    expect(isPageNumberLine(line)).toBe(false);
  });
});

describe('rule lines', () => {
  it('are lines that only draw', () => {
    expect(['_____', '-----------', '=====', '────────', '* * * *'].map(isRuleLine)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['14.3 - - - -', '47.0', 'H-P'].map(isRuleLine)).toEqual([false, false, false]);
  });
});

/** A made-up three-page sheet with a header and a footer block on every page. */
function pagedSheet(pages: string[][]): string[] {
  return pages.flatMap((body, index) => [
    'SAFETY DATA SHEET',
    'Version 1.4 SDS Number 300000000123',
    `Revision date 0${index + 1}.02.2024 Print date 03.03.2024`,
    ...body,
    'ACME CHEMICALS',
    '44.0',
    `${index + 1}/${pages.length}`,
  ]);
}

describe('headers and footers that come back on every page', () => {
  const lines = pagedSheet([
    ['SECTION 2: Hazards identification', 'Not applicable.', 'H319 Causes serious eye irritation.'],
    [
      'SECTION 14: Transport information',
      'Not applicable.',
      'UN 1263',
      'UN 1263',
      'Not applicable.',
    ],
    ['SECTION 16: Other information', 'Not applicable.', 'H319 Causes serious eye irritation.'],
  ]);
  const isFurniture = pageFurnitureTest(lines);

  it('are furniture: the title, the version and dates, the page numbers, and the lines beside them', () => {
    expect(lines.filter(isFurniture)).toEqual([
      ...['SAFETY DATA SHEET', 'Version 1.4 SDS Number 300000000123'],
      ...['Revision date 01.02.2024 Print date 03.03.2024', 'ACME CHEMICALS', '44.0', '1/3'],
      ...['SAFETY DATA SHEET', 'Version 1.4 SDS Number 300000000123'],
      ...['Revision date 02.02.2024 Print date 03.03.2024', 'ACME CHEMICALS', '44.0', '2/3'],
      ...['SAFETY DATA SHEET', 'Version 1.4 SDS Number 300000000123'],
      ...['Revision date 03.02.2024 Print date 03.03.2024', 'ACME CHEMICALS', '44.0', '3/3'],
    ]);
  });

  it('leave the text that comes back on its own: statements, transport, "Not applicable."', () => {
    expect(lines.filter((line) => !isFurniture(line))).not.toContain('ACME CHEMICALS');
    for (const text of ['H319 Causes serious eye irritation.', 'UN 1263', 'Not applicable.']) {
      expect(isFurniture(text)).toBe(false);
    }
  });

  it('are left out of the sections', () => {
    const sds = withoutRunningLines(splitSdsText(lines.join('\n')), []);
    expect(sds.sections.get(14)).toEqual([
      'Not applicable.',
      'UN 1263',
      'UN 1263',
      'Not applicable.',
    ]);
  });
});

describe('a running line that names the product', () => {
  it('is furniture once the name is read, and text before', () => {
    const lines = ['Acetone Cleaner 5L', 'Use water spray.', 'Acetone Cleaner 5L', 'Stop leak.'];
    expect(pageFurnitureTest(lines)('Acetone Cleaner 5L')).toBe(false);
    expect(pageFurnitureTest(lines, ['Acetone Cleaner 5L', null])('Acetone Cleaner 5L')).toBe(true);
  });
});
