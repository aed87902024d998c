import type { Product } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { demoProduct } from '../../../seed/demo-products/index.ts';
import { demoProductSheet } from '../../../testing/demo-product-sheet.ts';
import {
  canInspectPdfs,
  pdfPageCount,
  pdfText,
  pdfWords,
  type PdfWord,
} from '../../../testing/pdf-inspection.ts';
import { loadDocumentTexts } from './document-texts.ts';
import { renderContainerLabel } from './render-container-label.ts';
import { renderWorkplaceSheet } from './render-workplace-sheet.ts';

/**
 * The sheet and the label in scripts beyond Latin (decision 0049): each locale's headings must
 * come back out of the PDF's text layer, set in the font of the script, and right-to-left text
 * must stand right to left on the page.
 */
const SCRIPTS = {
  'ja-JP': { name: 'アセトン', font: 'NotoSansJP' },
  'zh-CN': { name: '丙酮', font: 'NotoSansSC' },
  'ko-KR': { name: '아세톤', font: 'NotoSansKR' },
  'ar-SA': { name: 'أسيتون', font: 'IBMPlexSansArabic' },
  'he-IL': { name: 'אצטון', font: 'NotoSansHebrew' },
  'el-GR': { name: 'Ακετόνη', font: 'DejaVuSans' },
  'ru-RU': { name: 'Ацетон', font: 'DejaVuSans' },
} as const;

/** The acetone demo in English (its official statements), named and labelled in `locale`. */
function productIn(locale: keyof typeof SCRIPTS): Product {
  const product = demoProductSheet(demoProduct('DC-ACETONE'), 'en-US');
  return { ...product, locale, name: SCRIPTS[locale].name };
}

/**
 * Text as pdftotext gives it, without its direction marks, line breaks folded, and without
 * brackets: right to left, a bracket is drawn as its mirror image, whose glyph the text layer
 * reads as the other bracket (decision 0049).
 */
const flat = (text: string) =>
  text.replace(/[\u202a-\u202e\u2066-\u2069()]/g, '').replace(/\s+/g, ' ');

/** The headings looked for on the sheet. */
const SHEET_HEADINGS = [
  'products:signalWord.Danger',
  'products:sections.firstAid',
  'products:sections.personalProtection',
  'products:sections.fireFighting',
  'products:pictograms.GHS02',
] as const;

/**
 * In Arabic, the ones poppler reads back as they are written: it gives the ligatures lam-alef
 * (الإسعافات) and yeh-reh (تدابير) back in the wrong order, and splits الحريق where the font
 * kerns (decision 0049). The page shows them right; the text layer is not compared for them.
 */
const ARABIC_READ_BACK = [
  'products:signalWord.Danger',
  'products:sections.personalProtection',
  'products:sections.spillCleanup',
] as const;

/** Where a word stands on the page (its left edge), whichever order the text layer gives it in. */
function leftEdgeOf(words: PdfWord[], word: string): number {
  const bare = (text: string) => text.replace(/[:.,]/g, '');
  const reversed = [...word].reverse().join('');
  const found = words.find(({ text }) => bare(text) === word || bare(text) === reversed);
  if (!found)
    throw new Error(`"${word}" is not on the page: ${words.map((w) => w.text).join(' ')}`);
  return found.xMin;
}

describe.skipIf(!canInspectPdfs)('the workplace sheet and the label in every script', () => {
  for (const locale of Object.keys(SCRIPTS) as (keyof typeof SCRIPTS)[]) {
    it(`prints ${locale} in its own font, every heading readable from the text layer`, async () => {
      const product = productIn(locale);
      const texts = await loadDocumentTexts(locale);
      const sheet = await renderWorkplaceSheet(product, {
        texts,
        generatedAt: new Date('2026-11-22T10:00:00Z'),
      });
      const label = await renderContainerLabel(product, {
        texts,
        productUrl: `https://sds.example.com/redirect?id=${product.id}`,
      });
      expect(await pdfPageCount(sheet)).toBe(1);
      expect(await pdfPageCount(label)).toBe(1);

      const sheetText = flat(await pdfText(sheet));
      const keys = locale === 'ar-SA' ? ARABIC_READ_BACK : SHEET_HEADINGS;
      for (const heading of [
        product.name,
        texts.t('documents:sheet.title').toLocaleUpperCase(locale),
        ...keys.map((key) => texts.t(key)),
      ]) {
        expect(sheetText).toContain(flat(heading));
      }
      expect(sheetText).toContain('H225');
      expect(sheetText).toContain(flat(product.emergencyPhone!));

      const labelText = flat(await pdfText(label));
      for (const heading of [product.name, texts.t('products:signalWord.Danger')]) {
        expect(labelText).toContain(flat(heading));
      }
      expect(labelText).toContain('P305+P351+P338');
      expect(labelText).toContain(flat(product.emergencyPhone!));

      // The script's font is embedded (subset: `ABCDEF+NotoSansJP-Regular`).
      for (const pdf of [sheet, label]) {
        expect(pdf.toString('latin1')).toMatch(
          new RegExp(`/BaseFont /[A-Z]{6}\\+${SCRIPTS[locale].font}-`),
        );
      }
    });
  }

  it('sets Arabic right to left: the first word of a heading stands rightmost', async () => {
    const product = productIn('ar-SA');
    const texts = await loadDocumentTexts('ar-SA');
    const sheet = await renderWorkplaceSheet(product, { texts, generatedAt: new Date() });
    const words = await pdfWords(sheet);
    // ملخص مكان العمل: "workplace summary", read from the right.
    const [first, second, third] = texts.t('documents:sheet.title').split(' ');
    expect(leftEdgeOf(words, first!)).toBeGreaterThan(leftEdgeOf(words, second!));
    expect(leftEdgeOf(words, second!)).toBeGreaterThan(leftEdgeOf(words, third!));
    // A right-to-left heading ends at the right margin, where a left-to-right one starts.
    expect(leftEdgeOf(words, first!)).toBeGreaterThan(400);
  });

  it('sets Hebrew right to left, a telephone number inside it left to right', async () => {
    const product = productIn('he-IL');
    product.emergencyPhone = '+44 1632 960 102';
    const texts = await loadDocumentTexts('he-IL');
    const label = await renderContainerLabel(product, {
      texts,
      productUrl: 'https://sds.example.com',
    });
    const words = await pdfWords(label);
    const [first, second] = texts.t('products:facts.emergencyPhone').split(' ');
    expect(leftEdgeOf(words, first!)).toBeGreaterThan(leftEdgeOf(words, second!));
    // The number's groups keep their order, and the number stands left of its label.
    const groups = ['+44', '1632', '960', '102'].map((group) => leftEdgeOf(words, group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(groups.at(-1)!).toBeLessThan(leftEdgeOf(words, second!));
  });
});
