import { describe, expect, it } from 'vitest';
import type { PageRaster } from '../pdf/page-raster.ts';
import { pagePartsForOcr, QUARTER_TURN } from './page-image.ts';

const WIDTH = 400;
const HEIGHT = 600;

/** A white RGBA page with black bars: lines of text seen from afar. */
function rasterWith(bars: readonly { x: number; y: number; width: number; height: number }[]) {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
  for (const { x, y, width, height } of bars) {
    for (let row = y; row < y + height; row += 1) {
      data.fill(0, (row * WIDTH + x) * 4, (row * WIDTH + x + width) * 4);
      for (let column = x; column < x + width; column += 1)
        data[(row * WIDTH + column) * 4 + 3] = 255;
    }
  }
  return { width: WIDTH, height: HEIGHT, data, scale: 300 / 72 } satisfies PageRaster;
}

const header = (image: Uint8Array) => new TextDecoder().decode(image.subarray(0, 16)).split('\n');

describe('pagePartsForOcr', () => {
  it('gives an upright page whole, as a greyscale PGM at its resolution', () => {
    const lines = Array.from({ length: 25 }, (_, line) => ({
      x: 40,
      y: 40 + line * 20,
      width: 320,
      height: 8,
    }));
    const parts = pagePartsForOcr(rasterWith(lines));

    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ dpi: 300 });
    expect(parts[0]!.rotateRadians).toBeUndefined();
    expect(header(parts[0]!.image).slice(0, 2)).toEqual(['P5', `${WIDTH} ${HEIGHT}`]);
  });

  it('cuts a sheet of two pages turned a quarter in two, each to be read turned', () => {
    const turned = [0, 320].flatMap((top) =>
      Array.from({ length: 15 }, (_, line) => ({
        x: 40 + line * 22,
        y: top + 20,
        width: 8,
        height: 240,
      })),
    );
    const parts = pagePartsForOcr(rasterWith(turned));

    expect(parts.map((part) => part.rotateRadians)).toEqual([QUARTER_TURN, QUARTER_TURN]);
    expect(parts.map((part) => header(part.image)[1])).toEqual([`${WIDTH} 300`, `${WIDTH} 300`]);
  });
});
