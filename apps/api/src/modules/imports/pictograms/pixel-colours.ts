/** A picture's pixels: RGBA, 4 bytes a pixel, rows top to bottom (a drawn page, a reference). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/**
 * The red of a GHS pictogram's frame: clearly more red than green or blue. Light enough to
 * take the pink of anti-aliased edges and a faded print; orange passes too, but nothing of a
 * pictogram's inside is orange.
 */
export function isRed(red: number, green: number, blue: number): boolean {
  return red >= 120 && red - green >= 50 && red - blue >= 50;
}

/**
 * The black or dark grey of a frame printed in black and white, or scanned: dark, and not a
 * colour (an ADR label's dark green or blue is not a frame).
 */
export function isDark(red: number, green: number, blue: number): boolean {
  const lightest = Math.max(red, green, blue);
  return lightest < 120 && lightest - Math.min(red, green, blue) < 50;
}

/**
 * How much ink a pixel carries, 0 (white) to 1 (black): the pictogram's black symbol. Red counts
 * as no ink, so a frame drawn in red and one drawn in black compare alike.
 */
export function inkOf(red: number, green: number, blue: number): number {
  if (isRed(red, green, blue)) return 0;
  return 1 - (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
}
