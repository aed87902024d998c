import type { Pictogram } from '@sds/contract';
import { labelPictogramsOf } from '../../products/index.ts';

/**
 * What the drawn section 2 pages showed (pictograms/read-drawn-pictograms.ts, which reads the
 * headings of this folder, so it is not imported here): the pictograms read, and how many frames
 * were found whose symbol could not be told.
 */
export interface DrawnPictograms {
  pictograms: readonly Pictogram[];
  unrecognised: number;
}

/** Where a sheet's pictograms were found: what `sheetPictograms` chooses from. */
export interface PictogramSources {
  /** The codes the text names (`GHS02`). */
  written: readonly Pictogram[];
  /** What the section 2 pages show; null or absent: not looked at. */
  drawn?: DrawnPictograms | null;
  /** The label's hazard statements, for the CLP Annex I suggestion. */
  hazardCodes: readonly string[];
}

/**
 * A sheet's pictograms (docs/product/imports.md#text-fallback, decision 0043): those the text
 * names and those drawn on its section 2 pages, together. When neither gives any, the ones its
 * hazard statements carry under CLP Annex I are suggested — unless the pages were looked at and
 * show no pictogram frame at all: a label without pictograms (not classified, "no pictogram",
 * a combustible liquid) is not given some from statements that may be an ingredient's.
 */
export function sheetPictograms({ written, drawn, hazardCodes }: PictogramSources): Pictogram[] {
  const found = new Set([...written, ...(drawn?.pictograms ?? [])]);
  if (found.size > 0) return [...found].sort();
  if (drawn && drawn.unrecognised === 0) return [];
  return labelPictogramsOf(hazardCodes);
}
