import type { Pictogram } from '@sds/contract';
import { findDiamondFrames, type DiamondFrame } from './diamond-frames.ts';
import { correlation, pictogramGrid, symbolFeatures } from './pictogram-features.ts';
import type { Pixels } from './pixel-colours.ts';
import { referencePictograms } from './reference-pictograms.ts';

/** A pictogram recognised on a picture, or a frame whose symbol could not be told. */
export interface FoundPictogram {
  frame: DiamondFrame;
  /** The pictogram, or null when no reference is alike enough (never guessed). */
  code: Pictogram | null;
  /** The best reference's correlation, and how far ahead of the second it is. */
  score: number;
  margin: number;
}

/**
 * How alike a drawn symbol and its reference must be. Suppliers' artwork differs from the
 * official drawing (thicker strokes, another skull), so the bar is below a copy's ~0.95; the
 * margin keeps a symbol that looks half like one and half like another from being guessed.
 */
export const MIN_SCORE = 0.5;
export const MIN_MARGIN = 0.08;

/**
 * A page lying on its side (a scan fed sideways) is read turned when its symbols, turned, are
 * this much more alike their references on average than upright: upright wins a near tie.
 */
const TURN_ADVANTAGE = 0.08;

/** A pictogram smaller than this, in inches across, is not looked for (labels print ~1 inch). */
const MIN_SIZE_INCHES = 0.28;

/** The most alike reference, its correlation, and its lead over the second. */
interface Ranking {
  best: Pictogram;
  score: number;
  margin: number;
}

/**
 * The GHS pictograms drawn on a picture of a page (a drawn PDF page or a scan), each frame
 * once, in reading order; `dpi` is the picture's resolution. Works on the pixels alone: it does
 * not matter whether the page had text. All the page's symbols are read in one orientation,
 * upright unless turning the page a quarter or half makes them clearly more alike.
 */
export function recognisePictograms(pixels: Pixels, dpi: number): FoundPictogram[] {
  const frames = findDiamondFrames(pixels, Math.max(8, Math.round(MIN_SIZE_INCHES * dpi)));
  if (frames.length === 0) return [];
  const grids = frames.map((frame) => pictogramGrid(pixels, frame));
  const byTurn = [0, 1, 2, 3].map((turns) =>
    grids.map((grid) => rankReferences(symbolFeatures(grid, turns))),
  );
  const meanScore = (rankings: Ranking[]) =>
    rankings.reduce((sum, { score }) => sum + score, 0) / rankings.length;
  const [upright, ...turns] = byTurn as [Ranking[], ...Ranking[][]];
  const [turned = upright] = turns.sort((first, second) => meanScore(second) - meanScore(first));
  const chosen = meanScore(turned) - meanScore(upright) >= TURN_ADVANTAGE ? turned : upright;
  return frames.map((frame, index) => {
    const { best = null, score = 0, margin = 0 } = chosen[index] ?? {};
    return { frame, code: score >= MIN_SCORE && margin >= MIN_MARGIN ? best : null, score, margin };
  });
}

/** How alike the symbol is to each reference: the best, and its lead. */
function rankReferences(features: Float32Array): Ranking {
  const scores = referencePictograms()
    .map(({ code, features: reference }) => ({ code, score: correlation(features, reference) }))
    .sort((first, second) => second.score - first.score);
  const [best, second] = scores as [(typeof scores)[number], (typeof scores)[number]];
  return { best: best.code, score: best.score, margin: best.score - second.score };
}
