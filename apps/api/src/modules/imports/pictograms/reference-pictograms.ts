import { readFileSync } from 'node:fs';
import { Pictogram } from '@sds/contract';
import { PNG } from 'pngjs';
import { findDiamondFrames } from './diamond-frames.ts';
import { pictogramGrid, symbolFeatures } from './pictogram-features.ts';

/** One of the nine GHS pictograms as the recogniser compares it. */
export interface ReferencePictogram {
  code: Pictogram;
  features: Float32Array;
}

const folder = new URL('../../../../reference-data/ghs-pictograms/', import.meta.url);
let references: ReferencePictogram[] | null = null;

/**
 * The nine reference pictograms (apps/api/reference-data/ghs-pictograms, drawn from the official
 * artwork by scripts/draw-ghs-reference-pictograms.ts), read once. Each goes through the same
 * frame finding and sampling as a drawn page, so that both are measured alike.
 */
export function referencePictograms(): readonly ReferencePictogram[] {
  references ??= Pictogram.options.map((code) => {
    const png = PNG.sync.read(readFileSync(new URL(`${code}.png`, folder)));
    const frames = findDiamondFrames(png, png.width / 2);
    const [frame, ...others] = frames;
    if (!frame || others.length > 0) {
      throw new Error(`reference-data/ghs-pictograms/${code}.png: no single red frame found`);
    }
    return { code, features: symbolFeatures(pictogramGrid(png, frame)) };
  });
  return references;
}
