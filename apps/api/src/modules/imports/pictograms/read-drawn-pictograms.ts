import type { Pictogram } from '@sds/contract';
import type { OpenedPdf } from '../pdf/read-pdf.ts';
import { recognisePictograms } from './recognise-pictograms.ts';
import { sectionTwoPages } from './section-two-pages.ts';

/**
 * The resolution a page with text is drawn at to find pictograms: its pictograms are drawn
 * sharp (pictures or vector paths), and a label's (1–2 cm) is 28–57 pixels across, plenty for a
 * 32-cell comparison; an A4 page is half a million pixels, which keeps the drawing and the
 * search to ~60 ms of CPU a page.
 */
export const PICTOGRAM_DPI = 72;
/**
 * A page without text (a scan) is drawn finer: a scanned frame's thin, blurred lines break up
 * at 72 dpi.
 */
export const SCANNED_PAGE_DPI = 100;
/** A page bigger than A3 is drawn at a lower resolution rather than with more pixels. */
const MAX_PIXELS = 2_500_000;

/**
 * No page is begun once drawing has taken this long: a page takes ~0.1 s; one that takes
 * seconds is hostile or pathological (thousands of pictures), and drawing another after it
 * would double its time and memory in the parser process.
 */
const DRAWING_BUDGET_MS = 2_000;

/** What a PDF's drawn pictograms came to. */
export interface DrawnPictograms {
  /** The pictograms recognised, sorted, each once. */
  pictograms: Pictogram[];
  /** Frames found whose symbol could not be told: pictograms are drawn, but not all are read. */
  unrecognised: number;
}

/**
 * The GHS pictograms drawn on an SDS's section 2 pages (section-two-pages.ts), up to the first
 * page that shows some: embedded pictures, vector drawings or scanned pages alike, as the drawn
 * page shows them (docs/product/imports.md#text-fallback). Null when the pages could not all be
 * looked at and nothing was found (a page pdf.js cannot draw, drawing's time spent): the
 * pictograms are then unknown, not absent. A page that cannot be drawn is never the import's
 * failure.
 */
export async function readDrawnPictograms(
  pdf: Pick<OpenedPdf, 'pageTexts' | 'rasterise'>,
): Promise<DrawnPictograms | null> {
  const found = new Set<Pictogram>();
  let unrecognised = 0;
  let isComplete = true;
  const startedAt = performance.now();
  for (const page of sectionTwoPages(pdf.pageTexts)) {
    const raster =
      performance.now() - startedAt < DRAWING_BUDGET_MS
        ? await drawPage(pdf, page, pdf.pageTexts[page - 1] ? PICTOGRAM_DPI : SCANNED_PAGE_DPI)
        : null;
    if (!raster) {
      isComplete = false;
      continue;
    }
    for (const { code } of recognisePictograms(raster, raster.scale * 72)) {
      if (code) found.add(code);
      else unrecognised += 1;
    }
    // A label's pictograms stand together: once a page shows them, the next pages (the rest of
    // section 2, often a page of big pictures) are not drawn.
    if (found.size > 0) break;
  }
  if (!isComplete && found.size === 0 && unrecognised === 0) return null;
  return { pictograms: [...found].sort(), unrecognised };
}

async function drawPage(pdf: Pick<OpenedPdf, 'rasterise'>, page: number, dpi: number) {
  try {
    return await pdf.rasterise(page, { dpi, maxPixels: MAX_PIXELS });
  } catch {
    // A damaged page whose text was read may still fail to draw; its pictograms stay unknown.
    return null;
  }
}
