import type { PageRaster } from '../pdf/page-raster.ts';
import type { OcrPageImage } from './ocr-engine.ts';
import { splitAtGutter, textRunsVertically, type GreyImage } from './page-layout.ts';
import { whitenDitheredPatches } from './shaded-backgrounds.ts';

/** A quarter turn, as Tesseract turns an image before reading it. */
export const QUARTER_TURN = Math.PI / 2;

/**
 * A drawn page as a greyscale PGM file (binary `P5`): what Tesseract reads fastest, a quarter of
 * the RGBA page's bytes, with no encoder to run. Grey from RGB with the ITU-R BT.601 weights,
 * as Leptonica converts colour itself.
 */
export function toGreyscalePgm({ width, height, data }: PageRaster): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let pixel = 0, offset = 0; pixel < pixels.length; pixel += 1, offset += 4) {
    const red = data[offset] ?? 0;
    const green = data[offset + 1] ?? 0;
    const blue = data[offset + 2] ?? 0;
    pixels[pixel] = (red * 299 + green * 587 + blue * 114) / 1000;
  }
  return greyscalePgm({ pixels, width, height });
}

/** A greyscale image as a binary PGM file. */
export function greyscalePgm({ pixels, width, height }: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const image = new Uint8Array(header.length + pixels.length);
  image.set(header);
  image.set(pixels, header.length);
  return image;
}

/**
 * A drawn page as Tesseract reads it: greyscale, dotted shading redrawn as paper, and a page of
 * two pages printed turned a quarter (page-layout.ts) cut into its two, each to be read turned
 * upright (`rotateRadians` set; which way is decided when reading).
 */
export function pagePartsForOcr(raster: PageRaster): OcrPageImage[] {
  const pgm = toGreyscalePgm(raster);
  const { width, height } = raster;
  const pixels = pgm.subarray(pgm.length - width * height);
  whitenDitheredPatches(pixels, width, height);
  const dpi = raster.scale * 72;
  const image = { pixels, width, height };
  if (!textRunsVertically(image)) return [{ image: pgm, dpi }];
  return splitAtGutter(image).map((part) => ({
    image: greyscalePgm(part),
    dpi,
    rotateRadians: QUARTER_TURN,
  }));
}
