import { describe, expect, it } from 'vitest';
import { buildScannedPdf, buildSdsPdf } from '../../../testing/sds-pdf-fixtures.ts';
import type { PageRaster } from './page-raster.ts';
import { withPdf, type PdfLimits } from './read-pdf.ts';

const LIMITS: PdfLimits = {
  maxPages: 100,
  maxTextCharacters: 1_000_000,
  maxAttachmentBytes: 5_000_000,
};

/** The share of pixels darker than mid-grey. */
function darkShare({ data }: PageRaster): number {
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) {
    if ((data[index]! + data[index + 1]! + data[index + 2]!) / 3 < 128) dark += 1;
  }
  return dark / (data.length / 4);
}

describe('rasterising a page', () => {
  it('draws a scanned page at the asked resolution: A4 at 72 dpi is 595 × 842', async () => {
    const raster = await withPdf(await buildScannedPdf(), LIMITS, (pdf) =>
      pdf.rasterise(1, { dpi: 72, maxPixels: 10_000_000 }),
    );

    expect([raster.width, raster.height]).toEqual([595, 841]);
    expect(raster.data.length).toBe(raster.width * raster.height * 4);
    // The scan's dark bars, about a tenth of the page, are drawn; a blank page has none.
    expect(darkShare(raster)).toBeGreaterThan(0.05);
  });

  it('draws a text page: its letters are dark pixels on white', async () => {
    const raster = await withPdf(await buildSdsPdf({ language: 'en' }), LIMITS, (pdf) =>
      pdf.rasterise(1, { dpi: 100, maxPixels: 10_000_000 }),
    );

    expect(darkShare(raster)).toBeGreaterThan(0.002);
    expect(darkShare(raster)).toBeLessThan(0.3);
  });

  it('lowers the resolution to stay within the pixel budget', async () => {
    const raster = await withPdf(await buildScannedPdf(), LIMITS, (pdf) =>
      pdf.rasterise(1, { dpi: 600, maxPixels: 100_000 }),
    );

    expect(raster.width * raster.height).toBeLessThanOrEqual(100_000);
    expect(raster.scale).toBeLessThan(600 / 72);
  });

  it('gives each page its own text, the empty pages of a scan as empty strings', async () => {
    const { pageTexts, text } = await withPdf(await buildScannedPdf(), LIMITS, async (pdf) => pdf);

    expect(pageTexts).toEqual(['']);
    expect(text).toBe('');
  });
});
