import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { pdfToBuffer } from '../platform/pdf/pdf-document.ts';
import { dutchSheet } from './sds-pdf-fixtures/dutch-sheet.ts';
import { englishSheet } from './sds-pdf-fixtures/english-sheet.ts';
import { frenchSheet } from './sds-pdf-fixtures/french-sheet.ts';
import { germanSheet } from './sds-pdf-fixtures/german-sheet.ts';
import { damagePdf, writeManyPagesPdf } from './sds-pdf-fixtures/raw-pdf.ts';
import { renderSheet } from './sds-pdf-fixtures/render-sheet.ts';
import {
  SDS_FIXTURE_PRODUCT,
  type SdsFixtureLanguage,
  type SdsFixtureProduct,
  type SheetContent,
} from './sds-pdf-fixtures/sheet-content.ts';

export {
  FIXTURE_H_CODES,
  FIXTURE_P_CODES,
  FIXTURE_STATEMENT_TEXTS,
  SDS_FIXTURE_PRODUCT,
  type SdsFixtureLanguage,
  type SdsFixtureProduct,
} from './sds-pdf-fixtures/sheet-content.ts';

/** A file to embed in a test SDS. */
export interface FixtureAttachment {
  name: string;
  content: string | Uint8Array;
  mimeType: string;
  /**
   * `document` (default): in the catalog's EmbeddedFiles, as PDF/A-3 does; `page`: behind a
   * file attachment annotation (a paper clip) on the first page.
   */
  placement?: 'document' | 'page';
}

export interface SdsPdfOptions {
  language: SdsFixtureLanguage;
  attachments?: readonly FixtureAttachment[];
  /** Encrypts the PDF: it opens only with this password. */
  userPassword?: string;
  product?: Partial<SdsFixtureProduct>;
}

const SHEETS: Record<SdsFixtureLanguage, (product: SdsFixtureProduct) => SheetContent> = {
  nl: dutchSheet,
  en: englishSheet,
  de: germanSheet,
  fr: frenchSheet,
};

/**
 * A realistic SDS of three pages in a language: all 16 sections under that language's usual
 * headings (each language in another supplier's style), label elements, a composition table
 * with one CAS number whose check digit is wrong, and transport data for UN 1090.
 */
export function buildSdsPdf(options: SdsPdfOptions): Promise<Buffer> {
  const product = { ...SDS_FIXTURE_PRODUCT, ...options.product };
  return renderSheet(SHEETS[options.language](product), {
    productName: product.name,
    ...(options.userPassword ? { userPassword: options.userPassword } : {}),
    beforeEnd: (document) => {
      for (const attachment of options.attachments ?? []) attach(document, attachment);
    },
  });
}

/** The PDF/A-3 relationship of an embedded file to the document (pdfkit 0.20 writes it). */
type EmbeddedFileOptions = PDFKit.Mixins.PDFAttachmentOptions & {
  relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement' | 'Unspecified';
};

/** pdfkit has file attachment annotations; its type definitions do not list them. */
interface FileAnnotations {
  fileAnnotation(
    x: number,
    y: number,
    width: number,
    height: number,
    file: { src: Buffer; name: string; type: string },
  ): PDFKit.PDFDocument;
}

function attach(document: PDFKit.PDFDocument, attachment: FixtureAttachment) {
  const bytes = Buffer.from(
    typeof attachment.content === 'string' ? Buffer.from(attachment.content) : attachment.content,
  );
  if (attachment.placement === 'page') {
    document.switchToPage(0);
    const annotations = document as PDFKit.PDFDocument & FileAnnotations;
    annotations.fileAnnotation(520, 40, 16, 16, {
      src: bytes,
      name: attachment.name,
      type: attachment.mimeType,
    });
    return;
  }
  // "Alternative": the XML is another form of the same sheet (PDF/A-3 §6.8).
  const fileOptions: EmbeddedFileOptions = {
    name: attachment.name,
    type: attachment.mimeType,
    relationship: 'Alternative',
    creationDate: new Date(0),
    modifiedDate: new Date(0),
  };
  document.file(bytes, fileOptions);
}

/** A one-page "scan": an image of a page and no text layer at all. */
export async function buildScannedPdf(): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: new Date(0) } });
  document.image(scannedPagePng(), 0, 0, { width: document.page.width });
  return pdfToBuffer(document);
}

/** A grey page with dark bars where a scan would show lines of text. */
function scannedPagePng(): Buffer {
  const png = new PNG({ width: 210, height: 297 });
  for (let y = 0; y < png.height; y += 1) {
    const isTextRow = y > 20 && y < 280 && y % 8 < 3;
    for (let x = 0; x < png.width; x += 1) {
      const shade = isTextRow && x > 18 && x < 190 ? 60 : 235 + ((x * 7 + y * 13) % 15);
      png.data.set([shade, shade, shade, 255], (y * png.width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

/** A PDF with `pages` empty pages (a PDF bomb by page count), built in milliseconds. */
export function buildManyPagesPdf(pages: number): Buffer {
  return writeManyPagesPdf(pages);
}

/** A real SDS PDF cut in half, its header and some of its middle overwritten. */
export async function buildCorruptPdf(): Promise<Buffer> {
  return damagePdf(await buildSdsPdf({ language: 'en' }));
}

const require = createRequire(import.meta.url);

/** A one-page business letter: plenty of text, nothing of an SDS. */
export async function buildLetterPdf(): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 60, info: { CreationDate: new Date(0) } });
  document.registerFont('regular', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  document.font('regular').fontSize(10);
  for (const paragraph of LETTER) document.text(paragraph).moveDown();
  return pdfToBuffer(document);
}

const LETTER = [
  'Voorbeeld Chemie B.V.\nIndustrieweg 12\n3044 AS Rotterdam',
  'Schoonmaakbedrijf De Vries\nt.a.v. mevrouw J. de Vries\nKerkstraat 8\n3511 LX Utrecht',
  'Rotterdam, 12 maart 2024',
  'Betreft: uw bestelling van vorige week',
  'Geachte mevrouw De Vries,',
  'Hartelijk dank voor uw bestelling. De goederen worden volgende week dinsdag geleverd. ' +
    'Onze chauffeur meldt zich bij de receptie; wilt u ervoor zorgen dat er iemand aanwezig ' +
    'is om de levering in ontvangst te nemen?',
  'Mocht u vragen hebben over de levering of de factuur, dan kunt u ons bereiken via ' +
    'telefoonnummer 010 123 45 67 of per e-mail via verkoop@voorbeeldchemie.nl.',
  'Met vriendelijke groet,\n\nPieter Jansen\nAfdeling verkoop',
];
