/**
 * How a scanned page lies: some scanners and copiers put two pages side by side on one sheet
 * and the PDF shows it turned a quarter (a portrait page whose lines run top to bottom).
 * Tesseract then reads across both pages at once, mixing their columns line by line. Such a
 * page is cut into its two pages, each read turned upright.
 */

/** A greyscale image: one byte a pixel, rows top to bottom. */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** A pixel darker than this is ink. */
const INK = 128;
/** Lines are judged every this many pixels (a 300 dpi page: every 1/75 inch). */
const STEP = 4;
/** A line with at most this share of ink is blank. */
const BLANK_SHARE = 0.002;
/** Turned text: the ink swings across the page this many times more than down it. */
const TURNED_SWING = 1.5;
/** The gap between two pages lies in this middle part of the sheet, and is at least so wide. */
const GUTTER_FROM = 0.4;
const GUTTER_TO = 0.6;
const GUTTER_MIN_SHARE = 0.01;

/** The share of ink in row `y` (`across: true`) or column `x`, sampled every STEP pixels. */
function inkShare(image: GreyImage, index: number, across: boolean): number {
  const { pixels, width, height } = image;
  const length = across ? width : height;
  let ink = 0;
  let samples = 0;
  for (let at = 0; at < length; at += STEP) {
    const pixel = across ? pixels[index * width + at] : pixels[at * width + index];
    if ((pixel ?? 255) < INK) ink += 1;
    samples += 1;
  }
  return samples === 0 ? 0 : ink / samples;
}

/** The ink share of every sampled row (or column) within the inked part of the page. */
function inkProfile(image: GreyImage, across: boolean): number[] {
  const count = across ? image.height : image.width;
  const shares: number[] = [];
  for (let index = 0; index < count; index += STEP) shares.push(inkShare(image, index, across));
  const first = shares.findIndex((share) => share > BLANK_SHARE);
  const last = shares.findLastIndex((share) => share > BLANK_SHARE);
  return first === -1 ? [] : shares.slice(first, last + 1);
}

/** How much a profile swings from line to line: its mean step over its mean (0: flat). */
function swing(profile: readonly number[]): number {
  if (profile.length < 2) return 0;
  const mean = profile.reduce((sum, share) => sum + share, 0) / profile.length;
  let steps = 0;
  for (let index = 1; index < profile.length; index += 1) {
    steps += Math.abs((profile[index] ?? 0) - (profile[index - 1] ?? 0));
  }
  return mean === 0 ? 0 : steps / (profile.length - 1) / mean;
}

/**
 * Whether the page's lines of text run top to bottom: going down an upright page the ink
 * swings from line to gap to line, going across it hardly; text turned a quarter, the other
 * way round.
 */
export function textRunsVertically(image: GreyImage): boolean {
  const down = swing(inkProfile(image, true));
  const across = swing(inkProfile(image, false));
  return across > TURNED_SWING * down;
}

/**
 * The page cut in two across its middle where a blank band separates two pages (turned text:
 * pages one above the other), or the page whole when there is no such band.
 */
export function splitAtGutter(image: GreyImage): GreyImage[] {
  const { pixels, width, height } = image;
  let best = { start: -1, length: 0 };
  let run = { start: -1, length: 0 };
  for (let y = Math.floor(height * GUTTER_FROM); y < height * GUTTER_TO; y += STEP) {
    if (inkShare(image, y, true) <= BLANK_SHARE) {
      run = run.start === -1 ? { start: y, length: STEP } : { ...run, length: run.length + STEP };
      if (run.length > best.length) best = run;
    } else run = { start: -1, length: 0 };
  }
  if (best.length < height * GUTTER_MIN_SHARE) return [image];
  const cut = best.start + Math.floor(best.length / 2);
  return [
    { pixels: pixels.slice(0, cut * width), width, height: cut },
    { pixels: pixels.slice(cut * width), width, height: height - cut },
  ];
}
