import { describe, expect, it } from 'vitest';
import { splitAtGutter, textRunsVertically, type GreyImage } from './page-layout.ts';

const WIDTH = 400;
const HEIGHT = 600;

type Block = { x: number; y: number; width: number; height: number };

/** A white page with black blocks: lines of text, as seen from afar. */
function pageWith(blocks: readonly Block[]): GreyImage {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
  for (const { x, y, width, height } of blocks) {
    for (let row = y; row < y + height; row += 1)
      pixels.fill(0, row * WIDTH + x, row * WIDTH + x + width);
  }
  return { pixels, width: WIDTH, height: HEIGHT };
}

/** Lines of text 8 px high every 20 px, across the page's width. */
const uprightLines = Array.from({ length: 25 }, (_, line) => ({
  x: 40,
  y: 40 + line * 20,
  width: 320,
  height: 8,
}));

/** Two pages turned a quarter, one above the other: lines run top to bottom in each. */
const turnedTwoPages = [0, 320].flatMap((top) =>
  Array.from({ length: 15 }, (_, line) => ({
    x: 40 + line * 22,
    y: top + 20,
    width: 8,
    height: 240,
  })),
);

describe('textRunsVertically', () => {
  it('tells upright lines from lines turned a quarter', () => {
    expect(textRunsVertically(pageWith(uprightLines))).toBe(false);
    expect(textRunsVertically(pageWith(turnedTwoPages))).toBe(true);
  });

  it('takes a blank page for upright', () => {
    expect(textRunsVertically(pageWith([]))).toBe(false);
  });
});

describe('splitAtGutter', () => {
  it('cuts two pages apart in the blank band between them', () => {
    const parts = splitAtGutter(pageWith(turnedTwoPages));

    // Pages end at 260 and begin at 340: the cut is in the middle of the band.
    expect(parts.map((part) => part.height)).toEqual([300, 300]);
    expect(parts.every((part) => part.width === WIDTH)).toBe(true);
    expect(parts[0]!.pixels.length + parts[1]!.pixels.length).toBe(WIDTH * HEIGHT);
  });

  it('keeps a page whole when no blank band crosses its middle', () => {
    const page = pageWith([{ x: 40, y: 100, width: 8, height: 400 }]);

    expect(splitAtGutter(page)).toEqual([page]);
  });
});
