import type { Readable } from 'node:stream';
import {
  createPdfDocument,
  FONT,
  forgetWordLayouts,
  isRightToLeft,
} from '../../../platform/pdf/pdf-document.ts';
import type { RegisterScope } from './register-scope.ts';
import {
  listVersionsText,
  REGISTER_COLUMNS,
  registerCells,
  registerHeaders,
  type RegisterColumn,
  type RegisterHeading,
} from './register-rows.ts';
import { untilConsumed, type RegisterPages } from './register-stream.ts';

type Doc = PDFKit.PDFDocument;

const MM = 72 / 25.4;
const MARGIN = 10 * MM;
const SIZE = 6.5;
const PAD = 2;
const FOOTER = 14;
const COLOUR = { text: '#16212b', muted: '#51606e', rule: '#d6dde4', header: '#eef2f5' };

/** Each column's share of the table's width: names and quantities wide, codes narrow. */
const SHARES: Record<RegisterColumn, number> = {
  product: 14,
  supplier: 9.5,
  revisionDate: 6.5,
  signalWord: 6,
  pictograms: 7,
  hazardStatements: 8.5,
  storageClass: 5,
  quantities: 16,
  svhc: 8.5,
  cmr: 7,
  authorisation: 8.5,
  restriction: 8.5,
};

interface Table {
  columns: { x: number; width: number }[];
  headers: string[];
  bottom: number;
}

/** The columns from the left, or from the right in a right-to-left language. */
function tableOf(document: Doc, headers: string[], rtl: boolean): Table {
  const width = document.page.width - 2 * MARGIN;
  const total = REGISTER_COLUMNS.reduce((sum, column) => sum + SHARES[column], 0);
  let x = rtl ? document.page.width - MARGIN : MARGIN;
  const columns = REGISTER_COLUMNS.map((column) => {
    const columnWidth = (SHARES[column] / total) * width;
    if (rtl) x -= columnWidth;
    const placed = { x, width: columnWidth };
    if (!rtl) x += columnWidth;
    return placed;
  });
  return { columns, headers, bottom: document.page.height - MARGIN - FOOTER };
}

function rowHeight(document: Doc, table: Table, cells: string[]): number {
  const heights = table.columns.map((column, index) => {
    const cell = cells[index];
    return cell ? document.heightOfString(cell, { width: column.width - 2 * PAD }) : 0;
  });
  return Math.max(SIZE, ...heights) + 2 * PAD;
}

function drawRow(document: Doc, table: Table, cells: string[], y: number, height: number) {
  table.columns.forEach((column, index) => {
    const cell = cells[index];
    if (cell) document.text(cell, column.x + PAD, y + PAD, { width: column.width - 2 * PAD });
  });
  const left = table.columns.reduce((min, column) => Math.min(min, column.x), Infinity);
  const right = table.columns.reduce((max, column) => Math.max(max, column.x + column.width), 0);
  document
    .moveTo(left, y + height)
    .lineTo(right, y + height)
    .lineWidth(0.4)
    .strokeColor(COLOUR.rule)
    .stroke();
}

/**
 * A row too tall for a whole page (a product kept in hundreds of places) as several, each with
 * a share of every cell's lines: nothing of it is cut off.
 */
function piecesOf(document: Doc, table: Table, cells: string[], available: number): string[][] {
  const lines = cells.map((cell) => cell.split('\n'));
  const most = Math.max(...lines.map((cellLines) => cellLines.length));
  const piece = (index: number, size: number) =>
    lines.map((cellLines) => cellLines.slice(index * size, (index + 1) * size).join('\n'));
  let size = most;
  while (size > 1 && rowHeight(document, table, piece(0, size)) > available) {
    size = Math.ceil(size / 2);
  }
  return Array.from({ length: Math.ceil(most / size) }, (_, index) => piece(index, size));
}

/** The title, what the register covers and the lists' dates; answers where the table starts. */
function drawTitle(document: Doc, heading: RegisterHeading): number {
  const { texts } = heading;
  const width = document.page.width - 2 * MARGIN;
  document.font(FONT.bold).fontSize(14).fillColor(COLOUR.text);
  document.text(texts.t('documents:register.title'), MARGIN, MARGIN, { width });
  const scope = heading.scopePath ?? texts.t('documents:register.wholeCompany');
  document.font(FONT.regular).fontSize(9);
  document.text(`${heading.companyName} — ${scope}`, { width });
  document.fontSize(7).fillColor(COLOUR.muted);
  const date = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeZone: 'UTC' });
  document.text(texts.t('documents:footer.generated', { date: date.format(heading.generatedAt) }), {
    width,
  });
  document.text(`${texts.t('documents:register.lists')}: ${listVersionsText(texts)}`, { width });
  return document.y + 6;
}

function drawHeader(document: Doc, table: Table, y: number): number {
  document.font(FONT.bold).fontSize(SIZE).fillColor(COLOUR.text);
  const height = rowHeight(document, table, table.headers);
  const left = Math.min(...table.columns.map((column) => column.x));
  document.rect(left, y, document.page.width - 2 * MARGIN, height).fill(COLOUR.header);
  document.fillColor(COLOUR.text);
  drawRow(document, table, table.headers, y, height);
  document.font(FONT.regular).fontSize(SIZE);
  return y + height;
}

function drawPageNumber(document: Doc, heading: RegisterHeading, page: number) {
  document.font(FONT.regular).fontSize(7).fillColor(COLOUR.muted);
  const text = `${heading.companyName} · ${heading.texts.t('documents:register.page', { page: String(page) })}`;
  document.text(text, MARGIN, document.page.height - MARGIN - 8, {
    width: document.page.width - 2 * MARGIN,
    align: 'center',
    lineBreak: false,
  });
  document.fillColor(COLOUR.text).font(FONT.regular).fontSize(SIZE);
}

/**
 * The register as a landscape A4 table (pdfkit, the project's fonts for every script): the
 * header row repeated on each page, each page handed to the client as soon as it is full.
 */
export function writeRegisterPdf(
  pages: RegisterPages,
  scope: RegisterScope,
  heading: RegisterHeading,
): { output: Readable; write: () => Promise<void> } {
  const { texts } = heading;
  const document = createPdfDocument({
    title: `${texts.t('documents:register.title')} – ${heading.companyName}`,
    language: texts.locale,
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
  });
  const write = async () => {
    const table = tableOf(document, registerHeaders(texts), isRightToLeft(texts.locale));
    let page = 1;
    let y = drawHeader(document, table, drawTitle(document, heading));
    const pageTop = MARGIN;
    let isEmpty = true;
    for await (const products of pages) {
      for (const product of products) {
        isEmpty = false;
        const cells = registerCells(product, scope, texts);
        for (const piece of piecesOf(document, table, cells, table.bottom - pageTop - 40)) {
          const height = rowHeight(document, table, piece);
          if (y + height > table.bottom) {
            drawPageNumber(document, heading, page);
            document.addPage();
            page += 1;
            y = drawHeader(document, table, pageTop);
          }
          drawRow(document, table, piece, y, height);
          y += height;
        }
      }
      // Thousands of pages of product names and places: pdfkit would keep every word's layout.
      forgetWordLayouts(document);
      await untilConsumed(document);
    }
    if (isEmpty) {
      document.fillColor(COLOUR.muted).text(texts.t('documents:register.empty'), MARGIN, y + 8);
    }
    drawPageNumber(document, heading, page);
    document.end();
  };
  return { output: document, write };
}
