import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Pictogram } from '@sds/contract';
import PDFDocument from 'pdfkit';
import { pdfToBuffer } from '../platform/pdf/pdf-document.ts';

const require = createRequire(import.meta.url);
const referenceFolder = new URL('../../reference-data/ghs-pictograms/', import.meta.url);

/** Something drawn on a test page, at (x, y) from the top left, `size` points across. */
export type PageDrawing =
  | { kind: 'text'; lines: readonly string[]; x: number; y: number }
  /** A reference pictogram embedded as a picture (as Air Products prints them). */
  | { kind: 'picture'; pictogram: Pictogram; x: number; y: number; size: number }
  /** An exclamation mark (GHS07) in a frame drawn as vector paths (as BP/Castrol prints them). */
  | { kind: 'vector-exclamation'; x: number; y: number; size: number; frame: 'red' | 'black' }
  /** An ADR transport label: a filled red diamond with a black flame-like blob and a "3". */
  | { kind: 'adr-label'; x: number; y: number; size: number }
  /** `count` tiny filled squares over the page, each its own path: a page costly to draw. */
  | { kind: 'dots'; count: number };

/** A PDF with one page per list of drawings (A4), for the pictogram recogniser's tests. */
export async function buildPictogramPdf(pages: readonly (readonly PageDrawing[])[]) {
  const document = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { CreationDate: new Date(0) },
  });
  document.registerFont('regular', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  for (const drawings of pages) {
    document.addPage();
    for (const drawing of drawings) draw(document, drawing);
  }
  return pdfToBuffer(document);
}

function draw(document: PDFKit.PDFDocument, drawing: PageDrawing) {
  switch (drawing.kind) {
    case 'text':
      document.font('regular').fontSize(10).fillColor('black');
      drawing.lines.forEach((line, index) => {
        document.text(line, drawing.x, drawing.y + index * 14, { lineBreak: false });
      });
      return;
    case 'picture':
      document.image(
        readFileSync(new URL(`${drawing.pictogram}.png`, referenceFolder)),
        drawing.x,
        drawing.y,
        {
          width: drawing.size,
        },
      );
      return;
    case 'vector-exclamation':
      drawExclamation(document, drawing);
      return;
    case 'adr-label':
      drawAdrLabel(document, drawing);
      return;
    case 'dots':
      drawDots(document, drawing.count);
  }
}

/** The diamond's corners, `inset` (a share of the half-diagonal) in from the box's edge. */
function diamond(x: number, y: number, size: number, inset = 0): [number, number][] {
  const half = size / 2;
  const reach = half * (1 - inset);
  return [
    [x + half, y + half - reach],
    [x + half + reach, y + half],
    [x + half, y + half + reach],
    [x + half - reach, y + half],
  ];
}

function drawExclamation(
  document: PDFKit.PDFDocument,
  { x, y, size, frame }: { x: number; y: number; size: number; frame: 'red' | 'black' },
) {
  // The frame: the band between the outer diamond and one 16 % in, as the official artwork.
  document
    .polygon(...diamond(x, y, size))
    .polygon(...diamond(x, y, size, 0.16))
    .fill(frame === 'red' ? '#ff0000' : '#000000', 'even-odd');
  const barWidth = size * 0.09;
  document
    .rect(x + size / 2 - barWidth / 2, y + size * 0.27, barWidth, size * 0.33)
    .fill('#000000');
  document.circle(x + size / 2, y + size * 0.7, size * 0.055).fill('#000000');
}

function drawAdrLabel(
  document: PDFKit.PDFDocument,
  { x, y, size }: { x: number; y: number; size: number },
) {
  document.polygon(...diamond(x, y, size)).fill('#e3000f');
  document.circle(x + size / 2, y + size * 0.35, size * 0.1).fill('#000000');
  document
    .font('regular')
    .fontSize(size * 0.15)
    .fillColor('#000000');
  document.text('3', x + size * 0.46, y + size * 0.72, { lineBreak: false });
}

function drawDots(document: PDFKit.PDFDocument, count: number) {
  const columns = Math.ceil(Math.sqrt(count));
  const cell = document.page.width / columns;
  for (let dot = 0; dot < count; dot += 1) {
    const x = (dot % columns) * cell;
    const y = Math.floor(dot / columns) * cell;
    document.rect(x, y, cell / 2, cell / 2).fill(dot % 2 === 0 ? '#222222' : '#cc0000');
  }
}
