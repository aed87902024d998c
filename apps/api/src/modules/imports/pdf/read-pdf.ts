import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {
  PDFDocumentLoadingTask,
  PDFDocumentProxy,
  PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImportError } from '../imported-sheet.ts';
import {
  addNewAttachments,
  readDocumentAttachments,
  readPageAttachments,
  type PdfAttachment,
} from './pdf-attachments.ts';
import { rasterisePage, type PageRaster, type RasterOptions } from './page-raster.ts';
import { joinTextItemsIntoLines } from './pdf-text-lines.ts';

/**
 * Pictures bigger than this many pixels are not decoded (pdf.js's `maxImageSize`): an A4 page
 * scanned at 600 dpi has 35 million; a 30,000 × 30,000 image bomb has 900 million.
 */
const MAX_IMAGE_PIXELS = 40_000_000;

/** Bounds on what one PDF may make the import read. */
export interface PdfLimits {
  /** More pages than this is refused before any page is read (`pdf-too-large`). */
  maxPages: number;
  /** Text past this many characters is not read. */
  maxTextCharacters: number;
  /** An embedded file bigger than this is skipped. */
  maxAttachmentBytes: number;
}

/** What the import needs from a PDF: its text, line by line, and the files embedded in it. */
export interface PdfContents {
  pageCount: number;
  /** The pages' lines, `\n`-separated, pages one after another (also `\n`-separated). */
  text: string;
  /** Each page's lines, `\n`-separated, in page order: `''` for a page without text. */
  pageTexts: string[];
  attachments: PdfAttachment[];
}

/** A PDF being read: its contents, and its pages to draw while it is open. */
export interface OpenedPdf extends PdfContents {
  /** Draws page `pageNumber` (from 1) into pixels (page-raster.ts). */
  rasterise(pageNumber: number, options: RasterOptions): Promise<PageRaster>;
}

/**
 * Reads a PDF's text and embedded files with pdf.js. Meant to run in a worker thread the
 * import owns (with time and memory limits), so pdf.js's own "fake worker" on the same thread
 * is fine. Throws `ImportError` with `pdf-encrypted` (a password is needed), `pdf-corrupt`
 * (not a PDF, or damaged beyond what pdf.js repairs) or `pdf-too-large` (too many pages).
 */
export async function readPdf(bytes: Uint8Array, limits: PdfLimits): Promise<PdfContents> {
  return withPdf(bytes, limits, async ({ pageCount, text, pageTexts, attachments }) => ({
    pageCount,
    text,
    pageTexts,
    attachments,
  }));
}

/**
 * Reads a PDF as `readPdf` does and hands it to `use` while it is open, so that its pages can
 * be drawn too (pictograms, OCR); the document is destroyed when `use` ends.
 */
export async function withPdf<Result>(
  bytes: Uint8Array,
  limits: PdfLimits,
  use: (pdf: OpenedPdf) => Promise<Result>,
): Promise<Result> {
  const loadingTask = openPdf(bytes);
  try {
    const document = await waitForDocument(loadingTask);
    refuseTooManyPages(document, limits.maxPages);
    const attachments = await readDocumentAttachments(document, limits.maxAttachmentBytes);
    const pageTexts = await readPages(document, limits, attachments);
    const text = pageTexts
      .filter((pageText) => pageText !== '')
      .join('\n')
      .slice(0, limits.maxTextCharacters);
    return await use({
      pageCount: document.numPages,
      text,
      pageTexts,
      attachments,
      rasterise: (pageNumber, options) => rasterise(document, pageNumber, options),
    });
  } finally {
    // Destroying the task destroys its document and the fake worker, loaded or not.
    await loadingTask.destroy();
  }
}

async function rasterise(
  document: PDFDocumentProxy,
  pageNumber: number,
  options: RasterOptions,
): Promise<PageRaster> {
  const page = await openPage(document, pageNumber);
  try {
    return await rasterisePage(page, options);
  } finally {
    page.cleanup();
  }
}

function openPdf(bytes: Uint8Array): PDFDocumentLoadingTask {
  return getDocument({
    // A copy, as a plain Uint8Array: pdf.js refuses a Node Buffer, and it transfers the buffer
    // it is given (detaching it), which must not be the caller's or Node's shared Buffer pool.
    data: new Uint8Array(bytes),
    // The PDF is untrusted: no code generated from it, no fonts or system fonts loaded.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // Keep what can be read of a damaged page rather than failing the whole file.
    stopAtErrors: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    // Nothing is drawn, so pdf.js's warnings (its fake worker, font and CMap data files it
    // would want for drawing, repairs of damaged files) are noise in the parser thread's log.
    verbosity: 0,
  });
}

async function waitForDocument(loadingTask: PDFDocumentLoadingTask): Promise<PDFDocumentProxy> {
  try {
    return await loadingTask.promise;
  } catch (error) {
    throw importErrorFor(error);
  }
}

/**
 * The `ImportError` for what pdf.js threw while opening a file. pdf.js's exceptions cross its
 * worker boundary as plain errors, so they are told apart by name, not by class.
 */
function importErrorFor(error: unknown): ImportError {
  const name = error instanceof Error ? error.name : 'unknown';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') {
    return new ImportError('pdf-encrypted', `the PDF needs a password: ${message}`);
  }
  return new ImportError('pdf-corrupt', `pdf.js cannot read the PDF (${name}): ${message}`);
}

function refuseTooManyPages(document: PDFDocumentProxy, maxPages: number) {
  if (document.numPages > maxPages) {
    throw new ImportError(
      'pdf-too-large',
      `the PDF has ${document.numPages} pages, more than the ${maxPages} an SDS may have`,
    );
  }
}

/**
 * The text of each page in order, stopping once `maxTextCharacters` is reached (the pages
 * after it are `''`); on the way, each page's file attachment annotations join `attachments`.
 */
async function readPages(
  document: PDFDocumentProxy,
  limits: PdfLimits,
  attachments: PdfAttachment[],
): Promise<string[]> {
  const pageTexts: string[] = [];
  let length = 0;
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    if (length >= limits.maxTextCharacters) {
      pageTexts.push('');
      continue;
    }
    const page = await openPage(document, pageNumber);
    try {
      const pageText = await readPageText(page);
      // An empty page (a scan, a blank back side) adds no empty line to the whole text.
      pageTexts.push(pageText);
      if (pageText !== '') length += pageText.length + 1;
      addNewAttachments(attachments, await readPageAttachments(page, limits.maxAttachmentBytes));
    } finally {
      page.cleanup();
    }
  }
  return pageTexts;
}

async function openPage(document: PDFDocumentProxy, pageNumber: number): Promise<PDFPageProxy> {
  try {
    return await document.getPage(pageNumber);
  } catch (error) {
    throw new ImportError(
      'pdf-corrupt',
      `pdf.js cannot open page ${pageNumber}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function readPageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  // Marked-content items (`beginMarkedContent`) carry no text.
  const items = content.items.flatMap((item) => ('str' in item ? [item] : []));
  return joinTextItemsIntoLines(items).join('\n');
}
