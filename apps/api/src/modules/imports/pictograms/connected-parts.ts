import { isDark, isRed, type Pixels } from './pixel-colours.ts';

/** A set of touching pixels of one kind (8-connected): its label and bounding box. */
export interface ConnectedPart {
  label: number;
  /** A `PIXEL_KIND`. */
  kind: number;
  left: number;
  top: number;
  /** Inclusive. */
  right: number;
  bottom: number;
  /** Offsets (y × width + x) of its pixels. */
  pixels: Int32Array;
}

/** A page's pixels labelled by the part they belong to (0: none). */
export interface LabelledParts {
  width: number;
  height: number;
  labels: Int32Array;
  parts: ConnectedPart[];
}

/** What a pixel may be part of: nothing (paper, colours), a red frame, a black or grey one. */
export const PIXEL_KIND = { none: 0, red: 1, dark: 2 } as const;

/**
 * Each pixel's kind (`PIXEL_KIND`), one byte a pixel. White paper, most of a page, is passed
 * over first: this loop runs over every pixel of every page looked at.
 */
export function pixelKinds({ width, height, data }: Pixels): Uint8Array {
  const kinds = new Uint8Array(width * height);
  for (let offset = 0, at = 0; offset < kinds.length; offset += 1, at += 4) {
    const red = data[at] ?? 255;
    const green = data[at + 1] ?? 255;
    const blue = data[at + 2] ?? 255;
    if (red > 200 && green > 200 && blue > 200) continue;
    if (isRed(red, green, blue)) kinds[offset] = PIXEL_KIND.red;
    else if (isDark(red, green, blue)) kinds[offset] = PIXEL_KIND.dark;
  }
  return kinds;
}

/**
 * The connected parts of same-kind pixels (`pixelKinds`), as pixel labels and boxes; parts
 * smaller than `minSize` pixels across (letters, rules, specks) are labelled but not listed.
 * A flood fill over an explicit stack, so a page-sized part cannot overflow the call stack.
 */
export function findConnectedParts(
  { width, height }: Pick<Pixels, 'width' | 'height'>,
  kinds: Uint8Array,
  minSize: number,
): LabelledParts {
  const count = width * height;
  const labels = new Int32Array(count);
  const stack = new Int32Array(count);
  const parts: ConnectedPart[] = [];
  let nextLabel = 1;
  for (let start = 0; start < count; start += 1) {
    const kind = kinds[start] ?? PIXEL_KIND.none;
    if (kind === PIXEL_KIND.none || labels[start] !== 0) continue;
    const label = nextLabel;
    nextLabel += 1;
    const part = fill(start, label, { width, height, kinds, labels, stack });
    if (part.right - part.left + 1 >= minSize && part.bottom - part.top + 1 >= minSize) {
      parts.push({ ...part, label, kind, pixels: stack.slice(0, part.size) });
    }
  }
  return { width, height, labels, parts };
}

interface FillState {
  width: number;
  height: number;
  kinds: Uint8Array;
  labels: Int32Array;
  /** Holds the part's pixels when the fill ends: `stack[0 … size)`. */
  stack: Int32Array;
}

/** Labels the part around `start`; its pixels end up at the start of `stack`. */
function fill(start: number, label: number, state: FillState) {
  const { width, height, kinds, labels, stack } = state;
  const kind = kinds[start];
  let size = 0;
  let next = 0;
  stack[size++] = start;
  labels[start] = label;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  // Breadth first: the queue's consumed part is the list of the part's pixels.
  while (next < size) {
    const offset = stack[next++] ?? 0;
    const x = offset % width;
    const y = (offset - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
    for (let dy = -1; dy <= 1; dy += 1) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx += 1) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        const neighbour = ny * width + nx;
        if (kinds[neighbour] === kind && labels[neighbour] === 0) {
          labels[neighbour] = label;
          stack[size++] = neighbour;
        }
      }
    }
  }
  return { left, right, top, bottom, size };
}
