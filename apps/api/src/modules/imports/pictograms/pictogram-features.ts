import type { DiamondFrame } from './diamond-frames.ts';
import { inkOf, type Pixels } from './pixel-colours.ts';

/**
 * The grid a pictogram is compared on: fine enough for the nine symbols, coarse enough to
 * forgive different artwork and a few pixels' misplacement.
 */
export const GRID = 32;
/** Samples per cell along each axis: a small pictogram's cell is less than a pixel. */
const SAMPLES = 3;
/**
 * Cells inside this share of the half-diagonal hold the symbol; the rest is the frame (0.84
 * and out in the official drawing) and the page around it.
 */
const SYMBOL_AREA = 0.78;

/** Which cells of the grid are compared: those of the diamond's inside, row by row. */
export const SYMBOL_CELLS: readonly number[] = Array.from(
  { length: GRID * GRID },
  (_, cell) => cell,
).filter((cell) => {
  const u = ((cell % GRID) + 0.5) / GRID - 0.5;
  const v = (Math.floor(cell / GRID) + 0.5) / GRID - 0.5;
  return (Math.abs(u) + Math.abs(v)) * 2 < SYMBOL_AREA;
});

/**
 * The ink inside a frame on a `GRID` × `GRID` grid laid over the frame's box (0 white to 1
 * black, row by row), lightly blurred.
 */
export function pictogramGrid(pixels: Pixels, frame: Omit<DiamondFrame, 'colour'>): Float32Array {
  const grid = new Float32Array(GRID * GRID);
  const cellWidth = frame.width / GRID;
  const cellHeight = frame.height / GRID;
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < GRID; column += 1) {
      let ink = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = Math.floor(frame.left + (column + (sx + 0.5) / SAMPLES) * cellWidth);
          const y = Math.floor(frame.top + (row + (sy + 0.5) / SAMPLES) * cellHeight);
          ink += inkAt(pixels, x, y);
        }
      }
      grid[row * GRID + column] = ink / (SAMPLES * SAMPLES);
    }
  }
  return blur(grid);
}

/**
 * What is compared with the reference pictograms: the symbol's cells of a grid (`SYMBOL_CELLS`),
 * the grid turned by `quarterTurns` × 90° clockwise first (a scanned page lying on its side).
 */
export function symbolFeatures(grid: Float32Array, quarterTurns = 0): Float32Array {
  return Float32Array.from(SYMBOL_CELLS, (cell) => {
    let row = Math.floor(cell / GRID);
    let column = cell % GRID;
    // Turned clockwise, the cell (row, column) shows the source cell (GRID − 1 − column, row).
    for (let turn = 0; turn < quarterTurns % 4; turn += 1) {
      [row, column] = [GRID - 1 - column, row];
    }
    return grid[row * GRID + column] ?? 0;
  });
}

function inkAt({ width, height, data }: Pixels, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= width || y >= height) return 0;
  const at = (y * width + x) * 4;
  return inkOf(data[at] ?? 255, data[at + 1] ?? 255, data[at + 2] ?? 255);
}

/** A 3 × 3 box blur: artwork that differs by a stroke's width still overlaps. */
function blur(grid: Float32Array): Float32Array {
  const out = new Float32Array(grid.length);
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < GRID; column += 1) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const y = row + dy;
          const x = column + dx;
          if (x < 0 || y < 0 || x >= GRID || y >= GRID) continue;
          sum += grid[y * GRID + x] ?? 0;
          count += 1;
        }
      }
      out[row * GRID + column] = sum / count;
    }
  }
  return out;
}

/** Pearson's correlation of two feature vectors: 1 the same drawing, 0 unrelated. */
export function correlation(first: Float32Array, second: Float32Array): number {
  const count = first.length;
  let meanFirst = 0;
  let meanSecond = 0;
  for (let index = 0; index < count; index += 1) {
    meanFirst += first[index] ?? 0;
    meanSecond += second[index] ?? 0;
  }
  meanFirst /= count;
  meanSecond /= count;
  let product = 0;
  let squaresFirst = 0;
  let squaresSecond = 0;
  for (let index = 0; index < count; index += 1) {
    const a = (first[index] ?? 0) - meanFirst;
    const b = (second[index] ?? 0) - meanSecond;
    product += a * b;
    squaresFirst += a * a;
    squaresSecond += b * b;
  }
  const norm = Math.sqrt(squaresFirst * squaresSecond);
  return norm === 0 ? 0 : product / norm;
}
