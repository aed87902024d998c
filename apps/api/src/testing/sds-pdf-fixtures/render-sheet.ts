import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { pdfToBuffer } from '../../platform/pdf/pdf-document.ts';
import type { SheetBlock, SheetContent } from './sheet-content.ts';

const require = createRequire(import.meta.url);

/** DejaVu Sans, the font the portal's own PDFs use: it has é, ü, ë, ³ and –. */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const MARGIN = { top: 78, bottom: 60, side: 50 };
const SIZE = { title: 14, heading: 9.5, body: 8.5, small: 7.5 };
const LABEL_COLUMN = 180;
/** The composition table's column shares of the text width. */
const TABLE_COLUMNS = [0.24, 0.13, 0.13, 0.12, 0.38];

export interface RenderOptions {
  /** The product name for the running header. */
  productName: string;
  userPassword?: string;
  /** Called once the pages are laid out and before the document ends (attachments). */
  beforeEnd?: (document: PDFKit.PDFDocument) => void;
}

/**
 * Lays a sheet out as suppliers do: a title block, grey section bars, a running header with
 * the product name and "page x of y" footers. Pages stay buffered so the footers can count.
 */
export function renderSheet(sheet: SheetContent, options: RenderOptions): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    lang: sheet.language,
    bufferPages: true,
    info: { Title: `${sheet.title} – ${options.productName}`, CreationDate: new Date(0) },
    ...(options.userPassword ? { userPassword: options.userPassword } : {}),
  });
  document.registerFont('regular', FONT_FILES.regular);
  document.registerFont('bold', FONT_FILES.bold);
  drawTitleBlock(document, sheet);
  for (const section of sheet.sections) {
    drawHeading(document, section.heading);
    for (const block of section.blocks) drawBlock(document, block);
  }
  drawPageHeadersAndFooters(document, sheet, `${sheet.title} – ${options.productName}`);
  options.beforeEnd?.(document);
  return pdfToBuffer(document);
}

function textWidth(document: PDFKit.PDFDocument): number {
  return document.page.width - MARGIN.side * 2;
}

function drawTitleBlock(document: PDFKit.PDFDocument, sheet: SheetContent) {
  document.font('bold').fontSize(SIZE.title).text(sheet.title, MARGIN.side, MARGIN.top);
  document.font('regular').fontSize(SIZE.body).text(sheet.regulation);
  document.moveDown(0.5);
  for (const field of sheet.titleFields) drawLabelled(document, field.label, field.value);
  document.moveDown(0.5);
}

function drawHeading(document: PDFKit.PDFDocument, heading: string) {
  document.font('bold').fontSize(SIZE.heading);
  const height = document.heightOfString(heading, { width: textWidth(document) - 8 });
  // Keep a heading with the first lines of its section.
  makeRoom(document, height + 40);
  document.moveDown(0.4);
  const top = document.y;
  document.rect(MARGIN.side, top - 2, textWidth(document), height + 4).fill('#dddddd');
  document
    .fillColor('black')
    .text(heading, MARGIN.side + 4, top, { width: textWidth(document) - 8 });
  document.x = MARGIN.side;
  document.moveDown(0.3);
}

function drawBlock(document: PDFKit.PDFDocument, block: SheetBlock) {
  if ('subheading' in block) {
    makeRoom(document, 24);
    document.font('bold').fontSize(SIZE.body).text(block.subheading, MARGIN.side, document.y);
  } else if ('paragraph' in block) {
    document.font('regular').fontSize(SIZE.body);
    document.text(block.paragraph, MARGIN.side, document.y, { width: textWidth(document) });
  } else if ('label' in block) {
    drawLabelled(document, block.label, block.value);
  } else {
    drawTableRow(document, block.cells);
  }
}

/** A label and its value side by side, the value wrapping within its own column. */
function drawLabelled(document: PDFKit.PDFDocument, label: string, value: string) {
  const valueWidth = textWidth(document) - LABEL_COLUMN;
  drawColumns(document, [
    { text: label, x: MARGIN.side, width: LABEL_COLUMN - 6 },
    { text: value, x: MARGIN.side + LABEL_COLUMN, width: valueWidth },
  ]);
}

function drawTableRow(document: PDFKit.PDFDocument, cells: readonly string[]) {
  let x = MARGIN.side;
  const columns = cells.map((text, index) => {
    const width = textWidth(document) * (TABLE_COLUMNS[index] ?? 0.1);
    const column = { text, x, width: width - 6 };
    x += width;
    return column;
  });
  drawColumns(document, columns, SIZE.small);
}

/** Cells on one baseline; the row ends below its tallest cell. */
function drawColumns(
  document: PDFKit.PDFDocument,
  columns: readonly { text: string; x: number; width: number }[],
  fontSize = SIZE.body,
) {
  document.font('regular').fontSize(fontSize);
  const heights = columns.map(({ text, width }) => document.heightOfString(text, { width }));
  makeRoom(document, Math.max(...heights));
  const top = document.y;
  for (const { text, x, width } of columns) document.text(text, x, top, { width });
  document.x = MARGIN.side;
  document.y = top + Math.max(...heights) + 1;
}

function makeRoom(document: PDFKit.PDFDocument, height: number) {
  if (document.y + height > document.page.height - MARGIN.bottom) document.addPage();
}

/**
 * The running header and "page x of y" footer of every page, drawn once all pages exist (so
 * the footer can count them, and no font change leaks into text that flows across a page).
 */
function drawPageHeadersAndFooters(
  document: PDFKit.PDFDocument,
  sheet: SheetContent,
  header: string,
) {
  const { start, count } = document.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    document.switchToPage(index);
    // Writing inside the bottom margin would start a new page; footers belong in it.
    document.page.margins.bottom = 0;
    document.font('regular').fontSize(SIZE.small).fillColor('#555555');
    document.text(header, MARGIN.side, 36, { lineBreak: false });
    const lineY = MARGIN.top - 28;
    document
      .moveTo(MARGIN.side, lineY)
      .lineTo(document.page.width - MARGIN.side, lineY)
      .stroke('#999999');
    document.text(sheet.pageNumber(index + 1, count), MARGIN.side, document.page.height - 40, {
      lineBreak: false,
    });
    document.fillColor('black');
  }
}
