import { describe, expect, it } from 'vitest';
import { whitenDitheredPatches } from './shaded-backgrounds.ts';

const WIDTH = 256;
const HEIGHT = 192;
const WHITE = 255;
const BLACK = 0;

type Area = { x: number; y: number; width: number; height: number };

function page(): Uint8Array {
  return new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
}

function paint(pixels: Uint8Array, area: Area, value: (x: number, y: number) => number) {
  for (let y = area.y; y < area.y + area.height; y += 1) {
    for (let x = area.x; x < area.x + area.width; x += 1) pixels[y * WIDTH + x] = value(x, y);
  }
}

/** One black dot in every 2 × 2 cell: a 25 % grey printed by a black-and-white scanner. */
const dots = (x: number, y: number) => (x % 2 === 0 && y % 2 === 0 ? BLACK : WHITE);

function pixelsOf(pixels: Uint8Array, area: Area): number[] {
  const values: number[] = [];
  for (let y = area.y; y < area.y + area.height; y += 1) {
    for (let x = area.x; x < area.x + area.width; x += 1) values.push(pixels[y * WIDTH + x]!);
  }
  return values;
}

describe('whitenDitheredPatches', () => {
  it('redraws a dotted heading bar as paper and keeps the solid letter on it black', () => {
    const pixels = page();
    const bar = { x: 0, y: 64, width: WIDTH, height: 64 };
    const letter = { x: 100, y: 80, width: 12, height: 30 };
    paint(pixels, bar, dots);
    paint(pixels, letter, () => BLACK);

    expect(whitenDitheredPatches(pixels, WIDTH, HEIGHT)).toBeGreaterThan(0);

    const inner = { x: letter.x + 2, y: letter.y + 2, width: 8, height: 26 };
    expect(new Set(pixelsOf(pixels, inner))).toEqual(new Set([BLACK]));
    const paper = { x: 8, y: 72, width: 64, height: 48 };
    expect(new Set(pixelsOf(pixels, paper))).toEqual(new Set([WHITE]));
  });

  it('leaves text on paper alone: strokes with white between them are not dots', () => {
    const pixels = page();
    const text = { x: 0, y: 0, width: WIDTH, height: HEIGHT };
    // Strokes 3 px wide every 10 px, lines of 24 px with 8 px between: dense small print.
    paint(pixels, text, (x, y) => (x % 10 < 3 && y % 32 < 24 ? BLACK : WHITE));
    const before = pixels.slice();

    expect(whitenDitheredPatches(pixels, WIDTH, HEIGHT)).toBe(0);
    expect(pixels).toEqual(before);
  });

  it("leaves a grey scan's real greys alone", () => {
    const pixels = page();
    paint(pixels, { x: 0, y: 64, width: WIDTH, height: 64 }, () => 180);
    const before = pixels.slice();

    expect(whitenDitheredPatches(pixels, WIDTH, HEIGHT)).toBe(0);
    expect(pixels).toEqual(before);
  });

  it('handles a page whose size is not a multiple of the patch size', () => {
    const width = 45;
    const height = 37;
    const pixels = new Uint8Array(width * height).map((_, index) =>
      dots(index % width, Math.floor(index / width)),
    );

    expect(whitenDitheredPatches(pixels, width, height)).toBe(4);
    expect(new Set(pixels)).toEqual(new Set([WHITE]));
  });
});
