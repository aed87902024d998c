import { describe, expect, it } from 'vitest';
import { demoProduct } from '../../../seed/demo-products/index.ts';
import { demoProductSheet } from '../../../testing/demo-product-sheet.ts';
import { canInspectPdfs, pdfText } from '../../../testing/pdf-inspection.ts';
import { loadDocumentTexts } from './document-texts.ts';
import { renderContainerLabel } from './render-container-label.ts';
import { renderWorkplaceSheet } from './render-workplace-sheet.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const belgium = { country: 'BE', emergencyNumber: '112', poisonCentreNumber: '070 245 245' };

describe.skipIf(!canInspectPdfs)('the company’s emergency numbers on the printouts', () => {
  const product = demoProductSheet(demoProduct('DC-ACETONE'), 'nl-NL');

  it('print on the workplace sheet, in its language, beside the product’s own number', async () => {
    const texts = await loadDocumentTexts('nl-NL');
    const pdf = await renderWorkplaceSheet(product, {
      texts,
      generatedAt: new Date('2026-11-22T10:00:00Z'),
      emergency: belgium,
    });
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Noodnummer: 112');
    expect(text).toContain('Vergiftigingen: 070 245 245');
    expect(text).toContain(product.emergencyPhone!);
  });

  it('leave the sheet’s footer with Europe’s 112 when the company has set none', async () => {
    const texts = await loadDocumentTexts('en-US');
    const pdf = await renderWorkplaceSheet(demoProductSheet(demoProduct('DC-ACETONE'), 'en-US'), {
      texts,
      generatedAt: new Date('2026-11-22T10:00:00Z'),
      emergency: { country: null, emergencyNumber: null, poisonCentreNumber: null },
    });
    expect(flat(await pdfText(pdf))).toContain('Emergency: 112');
  });

  it('print on the label under the supplier’s number', async () => {
    const texts = await loadDocumentTexts('nl-NL');
    const pdf = await renderContainerLabel(product, {
      texts,
      productUrl: `https://sds.example.com/redirect?id=${product.id}`,
      emergency: { country: 'US', emergencyNumber: '911', poisonCentreNumber: '1-800-222-1222' },
    });
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Noodnummer: 911');
    expect(text).toContain('Vergiftigingen: 1-800-222-1222');
    expect(text).toContain(product.emergencyPhone!);
  });
});
