/**
 * Shaded bars made of dots: a black-and-white scan prints a grey background (section heading
 * bars, table heads) as a dither of black dots. Tesseract takes the dots for a picture and
 * drops the heading written on it, so a scan loses the very lines that say where each section
 * begins. This finds those patches and redraws them as plain paper with the letters on it.
 *
 * A patch is dithered when, after a 3 × 3 average, most of its pixels are mid-grey although
 * almost every pixel of the page itself is black or white: a grey scan's real greys are left as
 * they are (Tesseract reads them), and so is text on paper, whose mid-grey pixels are only the
 * thin edges of its strokes.
 */

/** Patches are judged in squares of this many pixels (2.7 mm at 300 dpi). */
const TILE = 32;
/** A 3 × 3 average in this range is neither paper nor ink: a dot pattern's grey, or an edge. */
const MID_GREY = { from: 96, to: 232 };
/** A pixel this dark or this light is ink or paper. */
const PURE = { dark: 32, light: 224 };
/** A patch is dithered when this share of its averaged pixels is mid-grey… */
const DITHERED_SHARE = 0.5;
/** …and at least this share of its own pixels is pure black or white. */
const BILEVEL_SHARE = 0.9;
/** A patch beside a dithered one is redrawn too when this share is mid-grey (a bar's end). */
const EDGE_SHARE = 0.2;
/** In a redrawn patch, an average darker than this is ink (letters are solid; dots are not). */
const INK_BELOW = 100;

/**
 * Redraws the dithered patches of a greyscale page (`pixels`: one byte a pixel, rows top to
 * bottom) in place, as white paper with the solid letters on it black. Returns how many patches
 * were redrawn.
 */
export function whitenDitheredPatches(pixels: Uint8Array, width: number, height: number): number {
  const page = { pixels, averaged: boxAverage3(pixels, width, height), width, height };
  const columns = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const midShares = new Float32Array(columns * rows);
  const dithered = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const { mid, pure, count } = countTile(page, column, row);
      midShares[row * columns + column] = mid / count;
      if (mid / count >= DITHERED_SHARE && pure / count >= BILEVEL_SHARE) {
        dithered[row * columns + column] = 1;
      }
    }
  }
  let redrawn = 0;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const index = row * columns + column;
      const redraw =
        dithered[index] === 1 ||
        ((midShares[index] ?? 0) >= EDGE_SHARE &&
          besideDithered(dithered, columns, rows, column, row));
      if (!redraw) continue;
      redrawTile(page, column, row);
      redrawn += 1;
    }
  }
  return redrawn;
}

/** The 3 × 3 average of every pixel (edges averaged over the pixels that exist). */
function boxAverage3(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const across = new Uint16Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * width;
    for (let x = 0; x < width; x += 1) {
      const left = x > 0 ? (pixels[start + x - 1] ?? 0) : (pixels[start + x] ?? 0);
      const right = x < width - 1 ? (pixels[start + x + 1] ?? 0) : (pixels[start + x] ?? 0);
      across[start + x] = left + (pixels[start + x] ?? 0) + right;
    }
  }
  const averaged = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const above = y > 0 ? y - 1 : y;
    const below = y < height - 1 ? y + 1 : y;
    for (let x = 0; x < width; x += 1) {
      const sum =
        (across[above * width + x] ?? 0) +
        (across[y * width + x] ?? 0) +
        (across[below * width + x] ?? 0);
      averaged[y * width + x] = Math.round(sum / 9);
    }
  }
  return averaged;
}

/** A greyscale page and its 3 × 3 average, one byte a pixel, rows top to bottom. */
interface GreyPage {
  pixels: Uint8Array;
  averaged: Uint8Array;
  width: number;
  height: number;
}

/** Calls `visit` with the index of every pixel of the patch in `column`, `row`. */
function forEachTilePixel(
  page: GreyPage,
  column: number,
  row: number,
  visit: (at: number) => void,
) {
  for (let y = row * TILE; y < Math.min(page.height, (row + 1) * TILE); y += 1) {
    for (let x = column * TILE; x < Math.min(page.width, (column + 1) * TILE); x += 1) {
      visit(y * page.width + x);
    }
  }
}

function countTile(page: GreyPage, column: number, row: number) {
  let mid = 0;
  let pure = 0;
  let count = 0;
  forEachTilePixel(page, column, row, (at) => {
    const value = page.averaged[at] ?? 0;
    const own = page.pixels[at] ?? 0;
    if (value >= MID_GREY.from && value <= MID_GREY.to) mid += 1;
    if (own <= PURE.dark || own >= PURE.light) pure += 1;
    count += 1;
  });
  return { mid, pure, count };
}

function besideDithered(
  dithered: Uint8Array,
  columns: number,
  rows: number,
  column: number,
  row: number,
): boolean {
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const x = column + dx;
      const y = row + dy;
      if (x >= 0 && x < columns && y >= 0 && y < rows && dithered[y * columns + x] === 1) {
        return true;
      }
    }
  }
  return false;
}

function redrawTile(page: GreyPage, column: number, row: number): void {
  forEachTilePixel(page, column, row, (at) => {
    page.pixels[at] = (page.averaged[at] ?? 0) < INK_BELOW ? 0 : 255;
  });
}
