import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** Font names registered on every document: DejaVu Sans covers Latin, Greek, Cyrillic, ≥ and –. */
export const FONT = { regular: 'body', bold: 'body-bold' } as const;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** The font files, read once per process. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface PdfDocumentOptions {
  title: string;
  /** BCP 47 language of the text, e.g. `nl-NL` (PDF /Lang, read by screen readers). */
  language: string;
  /** A pdfkit page size name (`A4`, `A6`) or [width, height] in points. */
  size: string | [number, number];
  layout?: 'portrait' | 'landscape';
  margin: number;
  /** Fixes the creation date, so the same input gives the same bytes. */
  createdAt?: Date;
  /** Keeps pages open until the end, for "page x of y" footers. */
  bufferPages?: boolean;
}

/** A pdfkit document with the portal's fonts registered and its metadata filled in. */
export function createPdfDocument(options: PdfDocumentOptions): PDFKit.PDFDocument {
  const document = new PDFDocument({
    size: options.size,
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    lang: options.language,
    displayTitle: true,
    autoFirstPage: true,
    bufferPages: options.bufferPages ?? false,
    info: {
      Title: options.title,
      Creator: 'SDS Portal',
      Producer: 'SDS Portal',
      ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
    },
  });
  const files = fontFiles();
  document.registerFont(FONT.regular, files.regular);
  document.registerFont(FONT.bold, files.bold);
  document.font(FONT.regular);
  return document;
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
