import type { Product } from '@sds/contract';
import { createPdfDocument, FONT, pdfToBuffer } from '../../platform/pdf/pdf-document.ts';
import { drawPictogram } from '../../platform/pdf/pictograms.ts';
import type { DemoLocale } from '../demo-products/index.ts';
import { SDS_SECTION_HEADINGS, SDS_WORDS } from './sds-section-headings.ts';

const MARGIN = 50;
const statementLines = (statements: Product['hStatements']) =>
  statements.map((statement) => `${statement.code}: ${statement.text}`).join('\n');

/** What each of the sixteen sections says, from the product's own fields. */
function sectionTexts(product: Product, locale: DemoLocale): string[] {
  const words = SDS_WORDS[locale];
  const transport = [
    product.unNumber ? `UN ${product.unNumber}` : null,
    product.adrClass ? `ADR ${product.adrClass}` : null,
    product.packingGroup ? `PG ${product.packingGroup}` : null,
  ].filter(Boolean);
  return [
    `${product.name}\n${product.articleNumber}\n${product.supplier}`,
    [statementLines(product.hStatements), statementLines(product.pStatements), product.hazards]
      .filter(Boolean)
      .join('\n\n'),
    [product.contains, product.casNumbers.map((cas) => `CAS ${cas}`).join(', ')]
      .filter(Boolean)
      .join('\n'),
    product.firstAid,
    product.fireFighting,
    product.spillCleanup,
    [product.usage, product.storageAndAdr].filter(Boolean).join('\n\n'),
    [product.personalProtection, product.hygiene].filter(Boolean).join('\n\n'),
    words.noData,
    product.storageAndAdr,
    product.hazards,
    words.noData,
    product.wasteManagement,
    [transport.join(' · '), product.storageAndAdr].filter(Boolean).join('\n'),
    words.noData,
    product.remarks || words.noData,
  ].map((text) => text.trim() || words.noData);
}

/**
 * A demo supplier SDS for a demo product: the sixteen sections of REACH Annex II with their
 * headings in the product's language, filled from the product's data, across as many A4 pages
 * as it takes, each with "page x of y". Marked as a demonstration document.
 */
export async function renderDemoSds(product: Product, locale: DemoLocale): Promise<Buffer> {
  const words = SDS_WORDS[locale];
  const document = createPdfDocument({
    title: `${words.title} – ${product.name}`,
    language: locale,
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    createdAt: new Date(`${product.revisionDate ?? '2025-01-01'}T00:00:00Z`),
  });
  const width = document.page.width - 2 * MARGIN;
  document.font(FONT.bold).fontSize(16).text(words.title, { width });
  document.font(FONT.bold).fontSize(13).text(product.name, { width });
  document.font(FONT.regular).fontSize(8.5).fillColor('#51606e');
  document.text(
    `${words.revision}: ${product.revisionDate ?? '–'}   ${words.version}: ${product.version || '–'}`,
  );
  document.text(words.demo).fillColor('#000000').moveDown(0.8);
  product.pictograms.forEach((code, index) => {
    drawPictogram(document, code, { x: MARGIN + index * 48, y: document.y, size: 42 });
  });
  if (product.pictograms.length) document.y += 50;

  sectionTexts(product, locale).forEach((text, index) => {
    const heading = `${words.section} ${index + 1}: ${SDS_SECTION_HEADINGS[locale][index]}`;
    if (document.y > document.page.height - MARGIN - 60) document.addPage();
    document.font(FONT.bold).fontSize(10);
    const headingHeight = document.heightOfString(heading, { width: width - 8 });
    document
      .moveDown(0.6)
      .rect(MARGIN, document.y, width, headingHeight + 6)
      .fill('#e8eef2');
    document.fillColor('#000000').text(heading, MARGIN + 4, document.y + 3, { width: width - 8 });
    document
      .moveDown(0.4)
      .font(FONT.regular)
      .fontSize(9.5)
      .text(text, MARGIN, document.y, { width, lineGap: 1.5 });
  });

  const { start, count } = document.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    document.switchToPage(page);
    const footer = `${product.name} · ${words.page} ${page + 1} ${words.of} ${count}`;
    document.font(FONT.regular).fontSize(7.5).fillColor('#51606e');
    // Below the bottom margin: with the margin lifted, pdfkit starts no new page for it.
    document.page.margins.bottom = 0;
    document.text(footer, MARGIN, document.page.height - MARGIN + 14, {
      width,
      align: 'center',
      lineBreak: false,
    });
    document.page.margins.bottom = MARGIN;
  }
  return pdfToBuffer(document);
}
