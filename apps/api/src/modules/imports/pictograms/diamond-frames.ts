import {
  PIXEL_KIND,
  findConnectedParts,
  pixelKinds,
  type ConnectedPart,
  type LabelledParts,
} from './connected-parts.ts';
import type { Pixels } from './pixel-colours.ts';

/** Where a pictogram's frame stands on a picture, in pixels: the diamond's bounding box. */
export interface DiamondFrame {
  left: number;
  top: number;
  width: number;
  height: number;
  /** `red` as GHS prints it; `dark`: printed in black and white, or scanned. */
  colour: 'red' | 'dark';
}

/**
 * The shape of a GHS frame: a square on its corner (a diamond), drawn as a band whose width is
 * about a ninth of the half-diagonal (0.11 in the official drawing), white inside. ADR labels
 * of section 14 are filled diamonds (red, green, half black) or carry a hairline inside their
 * edge: the first fail the "hollow" test, the second the band's width.
 */
const SHAPE = {
  /** Width over height of a diamond; a little room for pixels' rounding. */
  minAspect: 0.8,
  maxAspect: 1.25,
  /** Share of the part's pixels outside the diamond (a square frame has its corners). */
  maxOutside: 0.04,
  /** Share of the part's pixels well inside the band (a filled diamond). */
  maxInside: 0.12,
  /** The band's width over the half-diagonal. */
  minBandWidth: 0.045,
  maxBandWidth: 0.3,
  /** Share of points around the diamond where the band is found: a closed outline. */
  minClosed: 0.9,
};

/** Points checked around the outline. */
const OUTLINE_POINTS = 64;

/**
 * The GHS pictogram frames on a picture: red diamond outlines, and black or grey ones (black and
 * white prints, scans). Frames smaller than `minSize` pixels across are not looked for. Frames
 * that touch corner to corner in a row or a column (one drawn part) are split.
 */
export function findDiamondFrames(pixels: Pixels, minSize: number): DiamondFrame[] {
  const labelled = findConnectedParts(pixels, pixelKinds(pixels), minSize);
  const red = framesOfKind(labelled, PIXEL_KIND.red);
  // A label prints its pictograms alike: red frames found, black ones are not taken (which also
  // keeps a red frame's black hairline, when its artwork has one, from counting twice).
  const dark = red.length > 0 ? [] : framesOfKind(labelled, PIXEL_KIND.dark);
  return [...red, ...dark].sort(
    (first, second) => first.top - second.top || first.left - second.left,
  );
}

function framesOfKind(labelled: LabelledParts, kind: number): DiamondFrame[] {
  const colour = kind === PIXEL_KIND.red ? 'red' : 'dark';
  return labelled.parts.flatMap((part) =>
    part.kind !== kind
      ? []
      : splitRun(part).flatMap((box) =>
          isDiamondFrame(labelled, part, box) ? [{ ...box, colour }] : [],
        ),
  );
}

type Box = Omit<DiamondFrame, 'colour'>;

/** The part's box, or the k boxes of k diamonds touching in a row (or a column). */
function splitRun(part: ConnectedPart): Box[] {
  const width = part.right - part.left + 1;
  const height = part.bottom - part.top + 1;
  const isRow = width >= height;
  const long = isRow ? width : height;
  const short = isRow ? height : width;
  const count = Math.max(1, Math.round(long / short));
  if (count > 1 && Math.abs(long / short - count) > 0.15) return [];
  const step = long / count;
  return Array.from({ length: count }, (_, index) => {
    const from = Math.round(index * step);
    const to = Math.round((index + 1) * step);
    return isRow
      ? { left: part.left + from, top: part.top, width: to - from, height }
      : { left: part.left, top: part.top + from, width, height: to - from };
  });
}

/** Whether the part's pixels within the box draw a diamond's outline band. */
function isDiamondFrame(labelled: LabelledParts, part: ConnectedPart, box: Box): boolean {
  const aspect = box.width / box.height;
  if (aspect < SHAPE.minAspect || aspect > SHAPE.maxAspect) return false;
  const halfWidth = box.width / 2;
  const halfHeight = box.height / 2;
  const centreX = box.left + halfWidth;
  const centreY = box.top + halfHeight;
  let inBox = 0;
  let outside = 0;
  let inside = 0;
  for (const offset of part.pixels) {
    const x = offset % labelled.width;
    const y = (offset - x) / labelled.width;
    if (x < box.left || x >= box.left + box.width || y < box.top || y >= box.top + box.height) {
      continue;
    }
    inBox += 1;
    const distance =
      Math.abs(x + 0.5 - centreX) / halfWidth + Math.abs(y + 0.5 - centreY) / halfHeight;
    if (distance > 1.12) outside += 1;
    else if (distance < 0.7) inside += 1;
  }
  if (inBox === 0 || outside / inBox > SHAPE.maxOutside || inside / inBox > SHAPE.maxInside) {
    return false;
  }
  // A diamond's outline is 4 × the half-sides' hypotenuse long; the band's area over it is its
  // width, compared with the half-diagonal so that the test does not depend on the size.
  const perimeter = 4 * Math.hypot(halfWidth, halfHeight);
  const bandWidth = inBox / perimeter / ((halfWidth + halfHeight) / 2);
  if (bandWidth < SHAPE.minBandWidth || bandWidth > SHAPE.maxBandWidth) return false;
  return closedShare(labelled, part.label, box) >= SHAPE.minClosed;
}

/** The share of points around the diamond where a pixel of the part lies in the outer band. */
function closedShare(labelled: LabelledParts, label: number, box: Box): number {
  const halfWidth = box.width / 2;
  const halfHeight = box.height / 2;
  let closed = 0;
  for (let point = 0; point < OUTLINE_POINTS; point += 1) {
    // A point on the unit diamond |u| + |v| = 1, walked edge by edge.
    const position = (point / OUTLINE_POINTS) * 4;
    const edge = Math.floor(position);
    const along = position - edge;
    const u = [1 - along, -along, -(1 - along), along][edge] ?? 0;
    const v = [along, 1 - along, -along, -(1 - along)][edge] ?? 0;
    for (let scale = 1; scale >= 0.72; scale -= 0.04) {
      const x = Math.floor(box.left + halfWidth + u * scale * halfWidth);
      const y = Math.floor(box.top + halfHeight + v * scale * halfHeight);
      if (x < 0 || y < 0 || x >= labelled.width || y >= labelled.height) continue;
      if (labelled.labels[y * labelled.width + x] === label) {
        closed += 1;
        break;
      }
    }
  }
  return closed / OUTLINE_POINTS;
}
