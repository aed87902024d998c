import type { EmergencyNumbers, Product } from '@sds/contract';
import { createPdfDocument, pdfToBuffer } from '../../../platform/pdf/pdf-document.ts';
import { drawQrCode } from '../../../platform/pdf/qr-code.ts';
import { drawPictograms, drawSignalBand, statementsBlock, useFont } from './document-blocks.ts';
import type { DocumentTexts } from './document-texts.ts';
import { emergencyLine } from './emergency-line.ts';
import { COLOUR, MM } from './document-style.ts';
import { drawBlocks, fitBlocks } from './fit-text.ts';

const MARGIN = 5 * MM;
/** CLP Annex I 1.2.1: on a container up to 3 l a pictogram is at least 1 cm²; we print 16 mm. */
const PICTOGRAM_SIZE = 16 * MM;
const QR_SIZE = 30 * MM;
const SIZES = [8, 7.5, 7, 6.5, 6];

export interface ContainerLabelOptions {
  texts: DocumentTexts;
  /** What the QR code opens: `/redirect?id=…` on the portal's public address. */
  productUrl: string;
  createdAt?: Date;
  /** The reading company's emergency and poison-centre numbers, printed under the supplier's. */
  emergency?: EmergencyNumbers;
}

/**
 * A secondary-container label, A6 landscape (docs/product/documents.md#generated-documents, in the
 * spirit of CLP Art. 17): product name, signal word, pictograms, H and P statements, supplier, and
 * a QR code that opens the product's sheet in the portal. One page: statements shrink, then the
 * last ones give way.
 */
export async function renderContainerLabel(
  product: Product,
  options: ContainerLabelOptions,
): Promise<Buffer> {
  const { texts } = options;
  const document = createPdfDocument({
    title: `${product.name} – ${texts.t('documents:label.secondaryContainer')}`,
    language: product.locale,
    size: 'A6',
    layout: 'landscape',
    margin: MARGIN,
    createdAt: options.createdAt,
  });
  const { width: pageWidth, height: pageHeight } = document.page;
  const qrX = pageWidth - MARGIN - QR_SIZE;
  const x = MARGIN;
  const width = qrX - MARGIN - 4 * MM;
  const bottom = pageHeight - MARGIN;

  document
    .rect(MARGIN / 2, MARGIN / 2, pageWidth - MARGIN, pageHeight - MARGIN)
    .lineWidth(1.2)
    .stroke(COLOUR.text);
  useFont(document, 'bold', 13).fillColor(COLOUR.text);
  document.text(product.name, x, MARGIN, { width, height: 34, ellipsis: true });
  let y = document.y + 3;
  y += drawSignalBand(document, product.signalWord, texts, { x, y, width, height: 18 });
  if (product.signalWord !== 'None') y += 5;
  y += drawPictograms(document, product.pictograms, texts, {
    x,
    y,
    width,
    size: PICTOGRAM_SIZE,
    captionSize: 5.5,
  });
  y += 3;

  // CLP Article 17: the supplier's name and telephone number belong on the label, the number
  // on a line of its own so that it is never cut short.
  const supplierLines = [
    [product.supplier, product.articleNumber].filter(Boolean).join(' · '),
    ...(product.emergencyPhone
      ? [`${texts.t('products:facts.emergencyPhone')}: ${product.emergencyPhone}`]
      : []),
    // The company's own numbers (decision 0048), on a line of their own too.
    ...[emergencyLine(texts, options.emergency)].filter((line) => line !== null),
  ];
  const supplierHeight = 8 * supplierLines.length + 2;
  const blocks = [
    statementsBlock(document, { x, width, heading: null, statements: product.hStatements }),
    statementsBlock(document, { x, width, heading: null, statements: product.pStatements }),
  ];
  const size = fitBlocks(blocks, { available: bottom - supplierHeight - y, sizes: SIZES });
  drawBlocks(blocks, y, size);
  useFont(document, 'regular', 6.5).fillColor(COLOUR.muted);
  supplierLines.forEach((line, index) => {
    document.text(line, x, bottom - supplierHeight + 2 + index * 8, {
      width,
      height: 8,
      lineBreak: false,
      ellipsis: true,
    });
  });

  drawQrCode(document, options.productUrl, { x: qrX, y: MARGIN, size: QR_SIZE });
  useFont(document, 'regular', 6.5).fillColor(COLOUR.text);
  document.text(texts.t('documents:label.scan'), qrX, MARGIN + QR_SIZE + 2, {
    width: QR_SIZE,
    align: 'center',
  });
  return pdfToBuffer(document);
}
