import { buildLetterPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { buildUnmappedLetterPdf } from '../../apps/api/src/testing/unmapped-font-pdfs.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  deleteInPage,
  dropFiles,
  openImportAsKeyUser,
  productIdOf,
  screenshot,
} from '../support/imports.ts';

/**
 * Reasons for every miss (issue 22, point 7): a key user drops two PDFs that give nothing to
 * import — a business letter, refused and not made a product, and a letter whose fonts do not
 * say which letters they show (its pages are read by OCR, which finds no SDS either), left to
 * fill in by hand — and each row says why, in words a key user acts on. The spec deletes what
 * they left and logs its device out.
 */
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The unreadable letter is read by OCR: a page takes seconds, the engine's start more. */
const IMPORT_TIMEOUT_MS = 90_000;

test.describe('why an import gave nothing (issue 22)', () => {
  test.use({ viewport: DESK });
  test.setTimeout(180_000);

  test('a letter and a PDF with unreadable text each say why they were not imported', async ({
    page,
  }, testInfo) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const letter = {
      name: `letter-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: await buildLetterPdf(),
    };
    const unreadable = {
      name: `unreadable-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: await buildUnmappedLetterPdf(),
    };
    const productIds = new Set<string>();
    await openImportAsKeyUser(page);
    try {
      await dropFiles(page, page.getByText(/Drag safety data sheets here/), [letter, unreadable]);
      const uploads = page.getByRole('region', { name: 'Uploaded in this session' });
      const letterRow = uploads.getByRole('listitem', { name: letter.name });
      const unreadableRow = uploads.getByRole('listitem', { name: unreadable.name });

      await expect(
        letterRow.getByText(/^The PDF is not a safety data sheet: it lacks the sections of one\./),
      ).toBeVisible({ timeout: IMPORT_TIMEOUT_MS });
      await expect(
        unreadableRow.getByText(/^The PDF's text cannot be read: its fonts do not say which/),
      ).toBeVisible({ timeout: IMPORT_TIMEOUT_MS });
      // The letter was refused: no product was made of it, nothing to open or import again.
      await expect(letterRow.getByText('Not imported', { exact: true })).toBeVisible();
      await expect(letterRow.getByText('Nothing was added to your products.')).toBeVisible();
      await expect(letterRow.getByRole('link')).toHaveCount(0);
      await expect(letterRow.getByRole('button')).toHaveCount(0);
      // The unreadable file may be a supplier's SDS: its product waits to be filled in by hand.
      await expect(unreadableRow.getByText('Fill in by hand', { exact: true })).toBeVisible();
      productIds.add(await productIdOf(unreadableRow));
      await screenshot(page, testInfo, 'import-reasons-1280.png');

      await page.setViewportSize(PHONE);
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
      await screenshot(page, testInfo, 'import-reasons-390.png', true);
    } finally {
      const products = [...productIds].map((id) => `/api/products/${id}`);
      const statuses = await deleteInPage(page, [...products, '/api/Authorization']);
      expect(statuses).toEqual([...products.map(() => 204), 204]);
    }
  });
});
