import { describe, expect, it } from 'vitest';
import { findFurniture, furnitureLineIn, isPageNumberLine } from './furniture.ts';

/** A page of an SDS with a running header and footer around its own lines. */
const page = (number: number, body: string[]) => [
  'Air Products PLC Oxygen',
  `Revision Date 24.03.202${number}`,
  ...body,
  `Page ${number} of 3`,
];

const pages = [
  page(1, ['SECTION 1: Identification', 'Not applicable.', 'Oxygen', 'O2', 'Gas', 'Crewe', 'UK']),
  page(2, ['Wear gloves.', 'Rinse.', 'Air.', 'Water.', 'Not applicable.', 'Foam.', 'Sand.']),
  page(3, ['SECTION 9', 'Odour: none', 'Not applicable.', '1', 'pH 7', 'Gas', 'Colourless']),
];

describe('findFurniture', () => {
  it('finds lines repeated at the top or bottom of at least half the pages', () => {
    const furniture = findFurniture(pages);
    expect(furniture).toContain('air products plc oxygen');
    expect(furniture).toContain('revision date #.#.#');
    expect(furniture).toContain('page # of #');
  });

  it('leaves out a line that repeats near the edges but at other places', () => {
    expect(findFurniture(pages)).not.toContain('not applicable.');
  });

  it('leaves out a line that repeats only in the middle of pages, or once', () => {
    const long = pages.map((lines) => [
      ...lines.slice(0, 2),
      ...Array.from({ length: 12 }, (_, index) => `Body line ${'x'.repeat(index)}`),
      'Not applicable.',
      ...Array.from({ length: 12 }, (_, index) => `More ${'y'.repeat(index)}`),
      ...lines.slice(-1),
    ]);
    const furniture = findFurniture(long);
    expect(furniture).not.toContain('not applicable.');
    expect(findFurniture([pages[0]!])).toEqual(new Set());
  });

  it('leaves out lines without a letter', () => {
    const numbered = [
      ['12', 'Text A'],
      ['12', 'Text B'],
    ];
    expect(findFurniture(numbered)).toEqual(new Set());
  });
});

describe('isPageNumberLine', () => {
  it('knows page numbers in en, nl, de and fr', () => {
    for (const line of ['Page 2 of 5', 'Pagina 2 van 5', 'Seite 2 von 5', 'Page 2 sur 5']) {
      expect(isPageNumberLine(line)).toBe(true);
    }
    expect(isPageNumberLine('Page: 1/8')).toBe(true);
    expect(isPageNumberLine('Xylitol  Revision Date 27-May-2016  Page 2 / 8')).toBe(true);
  });

  it('does not take statement codes or quantities for page numbers', () => {
    expect(isPageNumberLine('P305+P351+P338')).toBe(false);
    expect(isPageNumberLine('2 of 5 samples')).toBe(false);
  });
});

describe('furnitureLineIn', () => {
  const furniture = findFurniture(pages);

  it('answers the first furniture line of a section text', () => {
    const text = 'Remove to fresh air.\nAir  Products PLC Oxygen\nKeep warm.';
    expect(furnitureLineIn(text, furniture)).toBe('Air  Products PLC Oxygen');
    expect(furnitureLineIn('Rinse.\nSeite 3 von 9', new Set())).toBe('Seite 3 von 9');
  });

  it('counts rule lines and page numbers standing alone, wherever they stand', () => {
    expect(furnitureLineIn('Rinse.\n______________\nKeep warm.', new Set())).toBe('______________');
    expect(furnitureLineIn('Rinse.\n3 / 14', new Set())).toBe('3 / 14');
    expect(furnitureLineIn('Regulation 1907/2006\n1907/2006\n14.3 - - -', new Set())).toBeNull();
  });

  it('answers null for a clean text', () => {
    expect(furnitureLineIn('Remove to fresh air.\nNot applicable.', furniture)).toBeNull();
  });
});
