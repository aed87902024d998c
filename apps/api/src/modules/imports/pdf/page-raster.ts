import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** A page drawn into pixels: RGBA, 4 bytes a pixel, rows top to bottom. */
export interface PageRaster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  /** Pixels per PDF unit (1/72 inch) the page was drawn at: 200 dpi is 200 / 72. */
  scale: number;
}

export interface RasterOptions {
  /** The resolution asked for, in dots per inch. */
  dpi: number;
  /**
   * At most this many pixels: a bigger page (a poster-sized page, a page with a huge media
   * box) is drawn at the resolution that fits, never refused and never unbounded.
   */
  maxPixels: number;
}

/**
 * Draws a page with pdf.js on a `@napi-rs/canvas` canvas (prebuilt, no compiling at install):
 * what a person sees, vector drawings, embedded pictures and scanned pages alike. For reading
 * pictograms drawn on the page and for OCR of scans. The page is drawn on white, as paper is.
 */
export async function rasterisePage(
  page: PDFPageProxy,
  { dpi, maxPixels }: RasterOptions,
): Promise<PageRaster> {
  const unscaled = page.getViewport({ scale: 1 });
  const asked = dpi / 72;
  const fitting = Math.sqrt(maxPixels / Math.max(1, unscaled.width * unscaled.height));
  const scale = Math.min(asked, fitting);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({
    // pdf.js types its context as the DOM's; @napi-rs/canvas implements the same drawing API.
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    canvas: canvas as unknown as RenderParameters['canvas'],
    viewport,
  }).promise;
  const { data } = context.getImageData(0, 0, width, height);
  return { width, height, data, scale };
}
