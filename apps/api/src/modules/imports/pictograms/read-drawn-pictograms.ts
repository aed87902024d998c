import type { Pictogram } from '@sds/contract';
import type { OpenedPdf } from '../pdf/read-pdf.ts';
import { recognisePictograms } from './recognise-pictograms.ts';
import { sectionTwoPages } from './section-two-pages.ts';

/**
 * The resolution pages are drawn at to find pictograms: a label's pictogram (1–2 cm) is 40–80
 * pixels across, plenty for a 32-cell comparison, and an A4 page is under a million pixels
 * (about 70 ms a page on a 2-core server).
 */
export const PICTOGRAM_DPI = 100;
/** A page bigger than A3 is drawn at a lower resolution rather than with more pixels. */
const MAX_PIXELS = 2_500_000;

/** What a PDF's drawn pictograms came to. */
export interface DrawnPictograms {
  /** The pictograms recognised, sorted, each once. */
  pictograms: Pictogram[];
  /** Frames found whose symbol could not be told: pictograms are drawn, but not all are read. */
  unrecognised: number;
}

/**
 * The GHS pictograms drawn on an SDS's section 2 pages (section-two-pages.ts): embedded
 * pictures, vector drawings or scanned pages alike, as the drawn page shows them
 * (docs/product/imports.md#text-fallback). Null when no page could be drawn: the pictograms are
 * then unknown, not absent. A page pdf.js cannot draw is skipped, never the import's failure.
 */
export async function readDrawnPictograms(
  pdf: Pick<OpenedPdf, 'pageTexts' | 'rasterise'>,
): Promise<DrawnPictograms | null> {
  const found = new Set<Pictogram>();
  let unrecognised = 0;
  let pagesDrawn = 0;
  for (const page of sectionTwoPages(pdf.pageTexts)) {
    const raster = await drawPage(pdf, page);
    if (!raster) continue;
    pagesDrawn += 1;
    for (const { code } of recognisePictograms(raster, raster.scale * 72)) {
      if (code) found.add(code);
      else unrecognised += 1;
    }
  }
  return pagesDrawn === 0 ? null : { pictograms: [...found].sort(), unrecognised };
}

async function drawPage(pdf: Pick<OpenedPdf, 'rasterise'>, page: number) {
  try {
    return await pdf.rasterise(page, { dpi: PICTOGRAM_DPI, maxPixels: MAX_PIXELS });
  } catch {
    // A damaged page whose text was read may still fail to draw; its pictograms stay unknown.
    return null;
  }
}
