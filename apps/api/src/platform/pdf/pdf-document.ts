import PDFDocument from 'pdfkit';
import { loadFont, primaryFontOf } from './script-fonts.ts';
import { enableScriptText } from './script-text.ts';

/**
 * Font names registered on every document: the font of the document's language (DejaVu Sans for
 * Latin, Greek and Cyrillic, Noto Sans JP, SC or KR); characters it lacks are set in the font of
 * their script (script-fonts.ts, decision 0049).
 */
export const FONT = { regular: 'body', bold: 'body-bold' } as const;

/** Whether a language (BCP 47 tag) is written right to left: Arabic, Hebrew, Persian, Urdu. */
export function isRightToLeft(language: string): boolean {
  return ['ar', 'he', 'fa', 'ur'].includes(language.slice(0, 2).toLowerCase());
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
  const primary = primaryFontOf(options.language);
  document.registerFont(FONT.regular, loadFont(primary, 'regular').bytes);
  document.registerFont(FONT.bold, loadFont(primary, 'bold').bytes);
  enableScriptText(document, {
    names: FONT,
    primary,
    rtl: isRightToLeft(options.language),
  });
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

/**
 * Lets go of the layouts pdfkit keeps of every word it has set (per font, for speed): a
 * document of thousands of pages (the register, decision 0076) calls this now and then, so they
 * do not add up, and keeps the speed of the cache in between (turning it off, pdfkit's
 * `fontLayoutCache: false`, made the register three times slower). Reads pdfkit's fonts
 * (`_fontFamilies`, pdfkit 0.20 internals) defensively: should they change, it does nothing.
 */
export function forgetWordLayouts(document: PDFKit.PDFDocument): void {
  const fonts = (document as unknown as { _fontFamilies?: Record<string, unknown> })._fontFamilies;
  for (const font of Object.values(fonts ?? {})) {
    const cached = font as { layoutCache?: unknown };
    if (cached.layoutCache) cached.layoutCache = Object.create(null);
  }
}
