import type { Product } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { demoProduct, demoProducts } from '../../../seed/demo-products/index.ts';
import { demoProductSheet } from '../../../testing/demo-product-sheet.ts';
import {
  canInspectPdfs,
  pdfPageCount,
  pdfText,
  readQrCode,
  renderFirstPage,
} from '../../../testing/pdf-inspection.ts';
import { loadDocumentTexts } from './document-texts.ts';
import { renderContainerLabel } from './render-container-label.ts';
import { renderWorkplaceSheet } from './render-workplace-sheet.ts';

const CORE_LOCALES = ['nl-NL', 'en-US', 'de-DE', 'fr-FR'] as const;
const headings = {
  'nl-NL': ['Eerste hulp', 'P-zinnen', 'GEVAAR'],
  'en-US': ['First Aid', 'P-statements', 'DANGER'],
  'de-DE': ['Erste Hilfe', 'P-Sätze', 'GEFAHR'],
  'fr-FR': ['Premiers secours', 'Conseils de prudence', 'DANGER'],
};

/** The storage class's label in each core locale, with its brackets escaped for a pattern. */
const storageClassLabels: Record<(typeof CORE_LOCALES)[number], string> = {
  'nl-NL': 'Opslagklasse \\(TRGS 510\\)',
  'en-US': 'Storage class \\(TRGS 510\\)',
  'de-DE': 'Lagerklasse \\(TRGS 510\\)',
  'fr-FR': 'Classe de stockage \\(TRGS 510\\)',
};

async function sheetOf(product: Product) {
  const texts = await loadDocumentTexts(product.locale);
  return renderWorkplaceSheet(product, { texts, generatedAt: new Date('2026-11-22T10:00:00Z') });
}

async function labelOf(
  product: Product,
  productUrl = `https://sds.example.com/redirect?id=${product.id}`,
) {
  return renderContainerLabel(product, {
    texts: await loadDocumentTexts(product.locale),
    productUrl,
  });
}

/** Text as pdftotext gives it, with line breaks and repeated spaces folded. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const acetone = demoProduct('DC-ACETONE');

describe.skipIf(!canInspectPdfs)('the workplace sheet', () => {
  for (const locale of CORE_LOCALES) {
    it(`is one page in ${locale} with the product, its sections and statements`, async () => {
      const product = demoProductSheet(acetone, locale);
      const pdf = await sheetOf(product);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfPageCount(pdf)).toBe(1);
      const text = flat(await pdfText(pdf));
      expect(text).toContain(product.name);
      for (const heading of headings[locale]) expect(text).toContain(heading);
      expect(text).toContain('H225');
      expect(text).toContain(product.hStatements[0]!.text.slice(0, 20));
      // The content fields declared printed on the sheet, under their translated labels.
      expect(text).toContain(product.emergencyPhone!);
      expect(text).toMatch(new RegExp(`${storageClassLabels[locale]}.*\\b3\\b`));
    });
  }

  it('stays on one page when every section is ten times as long', async () => {
    const product = demoProductSheet(acetone, 'de-DE');
    for (const key of ['firstAid', 'personalProtection', 'spillCleanup', 'fireFighting'] as const) {
      product[key] = Array.from({ length: 10 }, () => product[key]).join('\n');
    }
    const pdf = await sheetOf(product);
    expect(await pdfPageCount(pdf)).toBe(1);
    expect(flat(await pdfText(pdf))).toContain('Fortsetzung im Sicherheitsdatenblatt.');
  });

  it('renders a product without signal word, pictograms or transport data', async () => {
    const cleaner = demoProducts.find((product) => product.masterCode === 'DC-HANDPASTE')!;
    const product = demoProductSheet(cleaner, 'en-US');
    expect(product.signalWord).toBe('None');
    const pdf = await sheetOf(product);
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = flat(await pdfText(pdf));
    expect(text).toContain('UN number');
    expect(text.match(/\bnone\b/g)).toHaveLength(3);
    expect(text).not.toMatch(/DANGER|WARNING/);
  });
});

describe.skipIf(!canInspectPdfs)('the container label', () => {
  for (const locale of CORE_LOCALES) {
    it(`is one page in ${locale} whose QR code opens the product`, async () => {
      const product = demoProductSheet(acetone, locale);
      const url = `https://sds.example.com/redirect?id=${product.id}`;
      const pdf = await labelOf(product, url);
      expect(await pdfPageCount(pdf)).toBe(1);
      const text = flat(await pdfText(pdf));
      expect(text).toContain(product.name);
      expect(text).toContain(headings[locale][2]!);
      expect(text).toContain('P305+P351+P338');
      expect(text).toContain(product.emergencyPhone!);
      expect(readQrCode(await renderFirstPage(pdf, 200))).toBe(url);
    });
  }

  it('keeps to one page when a product has very many statements', async () => {
    const product = demoProductSheet(acetone, 'fr-FR');
    product.pStatements = Array.from({ length: 6 }, () => product.pStatements).flat();
    const pdf = await labelOf(product);
    expect(await pdfPageCount(pdf)).toBe(1);
    expect(flat(await pdfText(pdf))).toContain('…');
  });
});
