import { readFileSync } from 'node:fs';
import { Pictogram } from '@sds/contract';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { buildPictogramPdf, type PageDrawing } from '../../../testing/pictogram-pdf-fixtures.ts';
import { withPdf, type PdfLimits } from '../pdf/read-pdf.ts';
import type { Pixels } from './pixel-colours.ts';
import { PICTOGRAM_DPI } from './read-drawn-pictograms.ts';
import { recognisePictograms } from './recognise-pictograms.ts';

const LIMITS: PdfLimits = { maxPages: 10, maxTextCharacters: 100_000, maxAttachmentBytes: 0 };
/** As a page with text is drawn. */
const DPI = PICTOGRAM_DPI;

/** What the recogniser reads on a one-page PDF with these drawings. */
async function recognisedOn(drawings: readonly PageDrawing[]) {
  const pdf = await buildPictogramPdf([drawings]);
  const raster = await withPdf(pdf, LIMITS, (opened) =>
    opened.rasterise(1, { dpi: DPI, maxPixels: 5_000_000 }),
  );
  return recognisePictograms(raster, DPI);
}

function reference(code: Pictogram): Pixels {
  return PNG.sync.read(
    readFileSync(new URL(`../../../../reference-data/ghs-pictograms/${code}.png`, import.meta.url)),
  );
}

/** The picture turned a quarter clockwise: a scan fed sideways. */
function turned({ width, height, data }: Pixels): Pixels {
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const target = (x * height + (height - 1 - y)) * 4;
      out.set(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), target);
    }
  }
  return { width: height, height: width, data: out };
}

describe('recognising GHS pictograms on a drawn page', () => {
  it('tells each of the nine reference pictograms apart', () => {
    for (const code of Pictogram.options) {
      expect(recognisePictograms(reference(code), 96).map((found) => found.code)).toEqual([code]);
    }
  });

  it('reads a page lying on its side, as a scan fed sideways is', () => {
    expect(recognisePictograms(turned(reference('GHS07')), 96)[0]?.code).toBe('GHS07');
  });

  it('reads pictograms embedded as pictures, large and small', async () => {
    const found = await recognisedOn([
      { kind: 'picture', pictogram: 'GHS02', x: 60, y: 100, size: 72 },
      { kind: 'picture', pictogram: 'GHS06', x: 200, y: 100, size: 30 },
      { kind: 'picture', pictogram: 'GHS09', x: 300, y: 100, size: 45 },
    ]);

    expect(found.map((pictogram) => pictogram.code).sort()).toEqual(['GHS02', 'GHS06', 'GHS09']);
  });

  it('reads a pictogram drawn as vector paths in a red frame', async () => {
    const found = await recognisedOn([
      { kind: 'vector-exclamation', x: 60, y: 300, size: 60, frame: 'red' },
    ]);

    expect(found.map(({ code, frame }) => [code, frame.colour])).toEqual([['GHS07', 'red']]);
  });

  it('reads pictograms printed in black and white', async () => {
    const found = await recognisedOn([
      { kind: 'vector-exclamation', x: 60, y: 300, size: 40, frame: 'black' },
      { kind: 'vector-exclamation', x: 200, y: 300, size: 70, frame: 'black' },
    ]);

    expect(found.map(({ code, frame }) => [code, frame.colour])).toEqual([
      ['GHS07', 'dark'],
      ['GHS07', 'dark'],
    ]);
  });

  it('reads pictograms that touch corner to corner as two', async () => {
    const found = await recognisedOn([
      { kind: 'picture', pictogram: 'GHS04', x: 60, y: 100, size: 60 },
      { kind: 'picture', pictogram: 'GHS05', x: 118, y: 100, size: 60 },
    ]);

    expect(found.map((pictogram) => pictogram.code)).toEqual(['GHS04', 'GHS05']);
  });

  it('does not read an ADR transport label, a filled diamond, as a pictogram', async () => {
    const found = await recognisedOn([
      { kind: 'adr-label', x: 60, y: 100, size: 80 },
      { kind: 'picture', pictogram: 'GHS02', x: 200, y: 100, size: 60 },
    ]);

    expect(found.map((pictogram) => pictogram.code)).toEqual(['GHS02']);
  });

  it('finds nothing on a page of text', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => `Line ${index} ◊ <> of text -- ◇`);

    expect(await recognisedOn([{ kind: 'text', lines, x: 50, y: 50 }])).toEqual([]);
  });

  it('does not look for pictograms smaller than a quarter inch (bullets, icons)', async () => {
    expect(
      await recognisedOn([{ kind: 'picture', pictogram: 'GHS02', x: 60, y: 100, size: 12 }]),
    ).toEqual([]);
  });
});
