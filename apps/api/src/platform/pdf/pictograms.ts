import { readFileSync } from 'node:fs';
import type { Pictogram } from '@sds/contract';
import SVGtoPDF from 'svg-to-pdfkit';

/** The official GHS pictograms the web app serves too (one copy, with its licence beside it). */
const PICTOGRAM_FOLDER = new URL('../../../../web/public/pictograms/', import.meta.url);
const svgs = new Map<Pictogram, string>();

function svgOf(code: Pictogram): string {
  let svg = svgs.get(code);
  if (!svg) {
    // Some official files name colours in capitals (`fill:White`); svg-to-pdfkit knows only
    // the lower-case CSS names and would paint them black.
    svg = readFileSync(new URL(`${code}.svg`, PICTOGRAM_FOLDER), 'utf8').replace(
      /\b(fill|stroke)(:|=")([A-Za-z]+)/g,
      (_, property: string, separator: string, colour: string) =>
        `${property}${separator}${colour.toLowerCase()}`,
    );
    svgs.set(code, svg);
  }
  return svg;
}

/** Draws a GHS pictogram as vector graphics, `size` points square, top-left at (x, y). */
export function drawPictogram(
  document: PDFKit.PDFDocument,
  code: Pictogram,
  box: { x: number; y: number; size: number },
): void {
  SVGtoPDF(document, svgOf(code), box.x, box.y, {
    width: box.size,
    height: box.size,
    preserveAspectRatio: 'xMidYMid meet',
  });
}
