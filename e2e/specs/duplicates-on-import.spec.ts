import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  deleteInPage,
  dropFiles,
  openImportAsKeyUser,
  productIdOf,
  screenshot,
} from '../support/imports.ts';

/**
 * Duplicates on import (issue 25 point 5, decision 0068): a key user imports a supplier's SDS,
 * then its new version under another article number; the import asks whether it is a new
 * version of the product it resembles (same UFI, name and supplier, text alike), and "New
 * version" moves it into that product. A third upload of the same sheet is answered "A
 * different product" and stays a product of its own. The spec deletes what it made.
 */
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const IMPORT_TIMEOUT_MS = 60_000;
/** A made-up UFI with a right check character. */
const UFI = 'RP2K-X0T0-RS00-H7VE';

test.describe('duplicates on import (issue 25 point 5)', () => {
  test.use({ viewport: DESK });
  test.setTimeout(150_000);

  test('a new version of a product is asked about and goes into it; a different product stays apart', async ({
    page,
  }, testInfo) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const name = `E2E Degreaser ${suffix}`;
    const sheet = async (article: string, revisionDate: string) => ({
      name: `degreaser-${article}-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: await buildSdsPdf({
        language: 'en',
        product: { name, articleNumber: `E2E-DUP-${suffix}-${article}`, ufi: UFI, revisionDate },
      }),
    });
    const productIds = new Set<string>();
    await openImportAsKeyUser(page);
    try {
      const drop = page.getByText(/Drag safety data sheets here/);
      const uploads = page.getByRole('region', { name: 'Uploaded in this session' });
      const first = await sheet('1', '2023-05-02');
      await dropFiles(page, drop, [first]);
      const firstRow = uploads.getByRole('listitem', { name: first.name });
      await expect(firstRow.getByText('Check fields', { exact: true })).toBeVisible({
        timeout: IMPORT_TIMEOUT_MS,
      });
      const original = await productIdOf(firstRow);
      productIds.add(original);
      await expect(firstRow.getByRole('region')).toHaveCount(0);

      // The new edition, under another article number: the import asks.
      const second = await sheet('2', '2026-02-10');
      await dropFiles(page, drop, [second]);
      const secondRow = uploads.getByRole('listitem', { name: second.name });
      const question = secondRow.getByRole('region', {
        name: 'This sheet looks like another version of a product you already have. Is it a new version of it?',
      });
      await expect(question).toBeVisible({ timeout: IMPORT_TIMEOUT_MS });
      await expect(question.getByRole('definition').first()).toHaveText(name);
      await expect(question).toContainText('Voorbeeld Chemie B.V.');
      await expect(question).toContainText(`E2E-DUP-${suffix}-1`);
      await expect(question).toContainText('May 2, 2023');
      await expect(question).toContainText(
        /same UFI; same name and supplier; very similar text \(\d+ % alike\)/,
      );
      await screenshot(page, testInfo, 'duplicate-question-1280.png');
      await page.setViewportSize(PHONE);
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
      await screenshot(page, testInfo, 'duplicate-question-390.png', true);
      await page.setViewportSize(DESK);

      await question.getByRole('button', { name: 'New version of this product' }).click();
      await expect(question).toHaveCount(0);
      await expect(
        secondRow.getByText(
          'This sheet is a new edition of a product you already have: it was imported into that product.',
        ),
      ).toBeVisible();
      // The row now opens the original product, whose working version holds the new edition.
      expect(await productIdOf(secondRow)).toBe(original);
      await screenshot(page, testInfo, 'duplicate-new-version-1280.png');
      await secondRow.getByRole('link', { name: `Open ${second.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${original}/edit$`));
      await expect(page.getByRole('textbox', { name: /Article number/ })).toHaveValue(
        `E2E-DUP-${suffix}-1`,
      );
      await expect(page.getByLabel(/Revision date/)).toHaveValue('2026-02-10');
      await expect(page.getByRole('textbox', { name: /UFI/ })).toHaveValue(UFI);
      await page.goBack();

      // The same sheet again under a third number: this time a different product.
      const third = await sheet('3', '2026-02-10');
      await dropFiles(page, page.getByText(/Drag safety data sheets here/), [third]);
      const thirdRow = uploads.getByRole('listitem', { name: third.name });
      const thirdQuestion = thirdRow.getByRole('region');
      await expect(thirdQuestion).toBeVisible({ timeout: IMPORT_TIMEOUT_MS });
      productIds.add(await productIdOf(thirdRow));
      await thirdQuestion.getByRole('button', { name: 'A different product' }).click();
      await expect(thirdQuestion).toHaveCount(0);
      await expect(thirdRow.getByText('Check fields', { exact: true })).toBeVisible();
      expect(await productIdOf(thirdRow)).not.toBe(original);
      await screenshot(page, testInfo, 'duplicate-different-1280.png');
    } finally {
      const products = [...productIds].map((id) => `/api/products/${id}`);
      const statuses = await deleteInPage(page, [...products, '/api/Authorization']);
      expect(statuses).toEqual([...products.map(() => 204), 204]);
    }
  });
});
