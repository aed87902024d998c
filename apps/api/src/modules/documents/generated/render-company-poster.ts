import type { EmergencyNumbers } from '@sds/contract';
import { createPdfDocument, pdfToBuffer } from '../../../platform/pdf/pdf-document.ts';
import { drawQrCode } from '../../../platform/pdf/qr-code.ts';
import { useFont } from './document-blocks.ts';
import type { DocumentTexts } from './document-texts.ts';
import { COLOUR, MM } from './document-style.ts';

const MARGIN = 18 * MM;
const QR_SIZE = 120 * MM;

export interface CompanyPosterOptions {
  texts: DocumentTexts;
  /** The poster's language (BCP 47), its instructions' and the PDF's /Lang. */
  locale: string;
  companyName: string;
  /** What the QR code opens: the login screen with the user code in its fragment. */
  signInUrl: string;
  emergency: EmergencyNumbers;
  createdAt?: Date;
}

/** The company's emergency and poison-centre numbers as large lines; none when neither is set. */
function emergencyLines(texts: DocumentTexts, numbers: EmergencyNumbers): string[] {
  return [
    numbers.emergencyNumber
      ? texts.t('documents:footer.emergencyNumber', { number: numbers.emergencyNumber })
      : null,
    numbers.poisonCentreNumber
      ? texts.t('documents:footer.poisonCentre', { number: numbers.poisonCentreNumber })
      : null,
  ].filter((line): line is string => line !== null);
}

/**
 * The company poster (issue 24, decision 0055), A4 portrait: the company's name, a large QR code
 * that signs a phone in as a user device of the company, three short steps, and the company's
 * emergency numbers in red. The QR code carries the user code, so resetting it voids the poster.
 */
export async function renderCompanyPoster(options: CompanyPosterOptions): Promise<Buffer> {
  const { texts } = options;
  const document = createPdfDocument({
    title: `${options.companyName} – ${texts.t('documents:poster.title')}`,
    language: options.locale,
    size: 'A4',
    margin: MARGIN,
    createdAt: options.createdAt,
  });
  const { width: pageWidth, height: pageHeight } = document.page;
  const width = pageWidth - 2 * MARGIN;

  useFont(document, 'bold', 30).fillColor(COLOUR.text);
  document.text(options.companyName, MARGIN, MARGIN, {
    width,
    align: 'center',
    height: 80,
    ellipsis: true,
  });
  useFont(document, 'regular', 18).fillColor(COLOUR.protection);
  document.text(texts.t('documents:poster.title'), MARGIN, document.y + 4, {
    width,
    align: 'center',
  });

  const qrY = document.y + 8 * MM;
  drawQrCode(document, options.signInUrl, {
    x: (pageWidth - QR_SIZE) / 2,
    y: qrY,
    size: QR_SIZE,
  });

  let y = qrY + QR_SIZE + 6 * MM;
  useFont(document, 'regular', 16).fillColor(COLOUR.text);
  ['step1', 'step2', 'step3'].forEach((step, index) => {
    document.text(`${index + 1}.  ${texts.t(`documents:poster.${step}`)}`, MARGIN + 10 * MM, y, {
      width: width - 20 * MM,
    });
    y = document.y + 2 * MM;
  });

  const lines = emergencyLines(texts, options.emergency);
  if (lines.length > 0) {
    const boxHeight = 14 * MM + lines.length * 26;
    const boxY = pageHeight - MARGIN - boxHeight;
    document.rect(MARGIN, boxY, width, boxHeight).lineWidth(2).stroke(COLOUR.danger);
    useFont(document, 'bold', 13).fillColor(COLOUR.danger);
    document.text(texts.t('documents:poster.emergencyHeading'), MARGIN, boxY + 4 * MM, {
      width,
      align: 'center',
    });
    useFont(document, 'bold', 22).fillColor(COLOUR.text);
    lines.forEach((line, index) => {
      document.text(line, MARGIN, boxY + 10 * MM + index * 26, { width, align: 'center' });
    });
  }
  return pdfToBuffer(document);
}
