import {
  contentFieldSpec,
  contentFieldsWhere,
  type ContentField,
  type EmergencyNumbers,
  type Product,
} from '@sds/contract';
import {
  createPdfDocument,
  isRightToLeft,
  pdfToBuffer,
} from '../../../platform/pdf/pdf-document.ts';
import {
  drawPictograms,
  drawSignalBand,
  sectionBlock,
  statementsBlock,
  useFont,
} from './document-blocks.ts';
import type { DocumentTexts } from './document-texts.ts';
import { emergencyLine } from './emergency-line.ts';
import { COLOUR, formatDate, MM } from './document-style.ts';
import { drawBlocks, fitBlocks } from './fit-text.ts';

const MARGIN = 14 * MM;
/** Body sizes tried from the most readable down to the smallest still readable on a wall. */
const SIZES = [10, 9.5, 9, 8.5, 8, 7.5];

/** The four sections someone needs at the workplace, most urgent first. */
const SECTIONS = [
  ['firstAid', COLOUR.firstAid],
  ['personalProtection', COLOUR.protection],
  ['spillCleanup', COLOUR.spill],
  ['fireFighting', COLOUR.fire],
] as const;

export interface WorkplaceSheetOptions {
  texts: DocumentTexts;
  generatedAt: Date;
  /** The reading company's emergency and poison-centre numbers, printed in the footer. */
  emergency?: EmergencyNumbers;
}

/**
 * The facts the sheet prints in a row: the content fields declared printed on it that the
 * product sheet shows as facts or with a section (emergency telephone, UN number, ADR class,
 * packing group, storage class).
 */
const PRINTED_FACTS = contentFieldsWhere(
  (spec) =>
    spec.printedOn?.includes('sheet') === true &&
    (spec.sheet === 'facts' || typeof spec.sheet === 'object'),
);

/** A telephone number takes two columns and smaller type, so it fits on two lines. */
const factColumns = (field: ContentField) => (contentFieldSpec(field).kind === 'phone' ? 2 : 1);
const factSize = (field: ContentField) => (contentFieldSpec(field).kind === 'phone' ? 10 : 13);

/** The declared facts in columns, each its label over its value; answers the height drawn. */
function drawFacts(
  document: PDFKit.PDFDocument,
  product: Product,
  texts: DocumentTexts,
  box: { x: number; y: number; width: number },
) {
  const none = texts.t('products:facts.notApplicable');
  const column = box.width / PRINTED_FACTS.reduce((sum, field) => sum + factColumns(field), 0);
  const facts = PRINTED_FACTS.map((field) => ({
    field,
    label: texts.t(contentFieldSpec(field).label),
    value: printedValue(product[field]) ?? none,
    width: column * factColumns(field) - 6,
  }));
  // A long label wraps: every value starts below the tallest label, so the row stays in line.
  useFont(document, 'regular', 7.5);
  const labelHeight = Math.max(
    ...facts.map(({ label, width }) => document.heightOfString(label, { width })),
  );
  let x = box.x;
  let height = 0;
  for (const { field, label, value, width } of facts) {
    useFont(document, 'regular', 7.5).fillColor(COLOUR.muted);
    document.text(label, x, box.y, { width });
    useFont(document, 'bold', factSize(field)).fillColor(COLOUR.text);
    document.text(value, x, box.y + labelHeight + 1, { width, height: 26, ellipsis: true });
    height = Math.max(height, Math.min(26, document.heightOfString(value, { width })));
    x += width + 6;
  }
  return Math.max(30, labelHeight + 1 + height + 4);
}

/** A field's value as printed, or null when it has none. */
function printedValue(value: unknown): string | null {
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The one-page A4 workplace summary (docs/product/documents.md#generated-documents): what to do
 * with this product at the workplace, in the product's language — name, signal word, pictograms,
 * transport facts, first aid, protection, spills, fire, and the H/P statements. Long texts shrink,
 * then shorten.
 */
export async function renderWorkplaceSheet(
  product: Product,
  options: WorkplaceSheetOptions,
): Promise<Buffer> {
  const { texts } = options;
  const title = `${product.name} – ${texts.t('documents:sheet.title')}`;
  const document = createPdfDocument({
    title,
    language: product.locale,
    size: 'A4',
    margin: MARGIN,
    createdAt: options.generatedAt,
  });
  const x = MARGIN;
  const width = document.page.width - 2 * MARGIN;
  const footerTop = document.page.height - MARGIN - 22;

  // Title at the start of the line, company at its end: mirrored in a right-to-left sheet.
  const [titleX, companyX] = isRightToLeft(product.locale)
    ? [x + width / 2, x]
    : [x, x + width / 2];
  useFont(document, 'bold', 8.5).fillColor(COLOUR.muted);
  // In the document's language's capitals: Greek drops its accents (ΣΥΝΟΨΗ, not ΣΎΝΟΨΗ).
  document.text(texts.t('documents:sheet.title').toLocaleUpperCase(texts.locale), titleX, MARGIN, {
    width: width / 2,
  });
  document.text(product.companyName, companyX, MARGIN, { width: width / 2, align: 'right' });
  let y = MARGIN + 16;
  useFont(document, 'bold', 20).fillColor(COLOUR.text);
  document.text(product.name, x, y, { width });
  y = document.y + 2;
  useFont(document, 'regular', 9).fillColor(COLOUR.muted);
  const supplierLine = [
    `${texts.t('products:product.supplier')}: ${product.supplier}`,
    `${texts.t('products:product.articleNumber')}: ${product.articleNumber}`,
  ].join('   ·   ');
  document.text(supplierLine, x, y, { width });
  y = document.y + 8;

  y += drawSignalBand(document, product.signalWord, texts, { x, y, width, height: 30 });
  if (product.signalWord !== 'None') y += 8;
  y += drawPictograms(document, product.pictograms, texts, {
    x,
    y,
    width,
    size: 50,
    captionSize: 7,
  });
  y += 6;
  y += drawFacts(document, product, texts, { x, y, width });
  document
    .moveTo(x, y + 4)
    .lineTo(x + width, y + 4)
    .lineWidth(0.6)
    .stroke(COLOUR.rule);
  y += 14;

  const continued = texts.t('documents:sheet.continued');
  const blocks = [
    ...SECTIONS.map(([key, colour]) =>
      sectionBlock(document, {
        x,
        width,
        colour,
        continued,
        heading: texts.t(`products:sections.${key}`),
        text: product[key] || texts.t('products:sections.empty'),
      }),
    ),
    statementsBlock(document, {
      x,
      width,
      heading: texts.t('products:sections.hStatements'),
      statements: product.hStatements,
    }),
    statementsBlock(document, {
      x,
      width,
      heading: texts.t('products:sections.pStatements'),
      statements: product.pStatements,
    }),
  ];
  const size = fitBlocks(blocks, { available: footerTop - 6 - y, sizes: SIZES });
  drawBlocks(blocks, y, size);
  drawFooter(document, product, options, { x, y: footerTop, width });
  return pdfToBuffer(document);
}

function drawFooter(
  document: PDFKit.PDFDocument,
  product: Product,
  options: WorkplaceSheetOptions,
  box: { x: number; y: number; width: number },
) {
  const { texts } = options;
  const version = product.version || '–';
  const source = product.revisionDate
    ? texts.t('documents:footer.source', {
        version,
        date: formatDate(product.revisionDate, texts.locale),
      })
    : texts.t('documents:footer.sourceNoDate', { version });
  const generated = texts.t('documents:footer.generated', {
    date: formatDate(options.generatedAt, texts.locale),
  });
  document
    .moveTo(box.x, box.y)
    .lineTo(box.x + box.width, box.y)
    .lineWidth(0.6)
    .stroke(COLOUR.rule);
  // The company's numbers (decision 0048) take the room they need, up to half the line; without
  // them the footer keeps Europe's 112.
  const emergency =
    emergencyLine(texts, options.emergency) ?? texts.t('documents:footer.emergency');
  useFont(document, 'bold', 9);
  const emergencyWidth = Math.min(box.width / 2, document.widthOfString(emergency) + 2);
  useFont(document, 'regular', 7.5).fillColor(COLOUR.muted);
  document.text(`${source}   ·   ${generated}`, box.x, box.y + 6, {
    width: box.width - emergencyWidth - 8,
    lineBreak: false,
    ellipsis: true,
  });
  useFont(document, 'bold', 9).fillColor(COLOUR.danger);
  document.text(emergency, box.x + box.width - emergencyWidth, box.y + 5, {
    width: emergencyWidth,
    align: 'right',
    lineBreak: false,
    ellipsis: true,
  });
}
