import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import {
  buildSdscomXml,
  defaultSdscomProduct,
} from '../../apps/api/src/testing/sdscom-fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  deleteInPage,
  dropFiles,
  openImportAsKeyUser,
  productIdOf,
  screenshot,
} from '../support/imports.ts';

/**
 * The plausibility check (issue 22): a supplier's SDScom XML whose label lacks a pictogram its
 * hazard statements call for is trusted data, yet the import stops for the key user, who reads
 * in one sentence what does not fit, at the notice and at the field, and confirms by saving.
 */
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const IMPORT_TIMEOUT_MS = 60_000;

test.describe('a contradiction on an imported sheet (issue 22)', () => {
  test.use({ viewport: DESK });
  test.setTimeout(120_000);

  test('SDScom XML without the pictogram its H319 calls for waits for the key user, who reads why', async ({
    page,
  }, testInfo) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const product = {
      ...defaultSdscomProduct('en'),
      name: `E2E findings ${suffix}`,
      articleNumber: `E2E-FND-${suffix}`,
      // H225 and H319 call for GHS02 and GHS07; the label shows the flame only.
      pictograms: ['GHS02'],
    };
    const xml = buildSdscomXml({ shape: 'v5', language: 'en', product });
    const file = {
      name: `findings-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: await buildSdsPdf({
        language: 'en',
        product,
        attachments: [{ name: 'sds.xml', content: xml, mimeType: 'application/xml' }],
      }),
    };
    const productIds: string[] = [];
    await openImportAsKeyUser(page);
    try {
      await dropFiles(page, page.getByText(/Drag safety data sheets here/), [file]);
      const row = page
        .getByRole('region', { name: 'Uploaded in this session' })
        .getByRole('listitem', { name: file.name });
      await expect(row.getByText('Check fields', { exact: true })).toBeVisible({
        timeout: IMPORT_TIMEOUT_MS,
      });
      productIds.push(await productIdOf(row));

      await row.getByRole('link', { name: `Open ${file.name}` }).click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}\/edit$/);
      const sentence = /H319 calls for the pictogram GHS07 \(.+\), which is missing\./;
      const notice = page
        .getByRole('status')
        .filter({ hasText: 'Some data on the sheet do not fit together.' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(sentence);
      // At the field too, where the key user fixes it.
      await expect(page.locator('.confirmation-mark').filter({ hasText: sentence })).toHaveCount(1);
      await screenshot(page, testInfo, 'findings-1280.png', true);
      await page.setViewportSize(PHONE);
      await screenshot(page, testInfo, 'findings-390.png');
      await page.setViewportSize(DESK);

      // Saving confirms: the notice goes and the import is Completed.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Saved, now a draft.' }),
      ).toBeVisible();
      await expect(notice).toHaveCount(0);
    } finally {
      const paths = [...productIds.map((id) => `/api/products/${id}`), '/api/Authorization'];
      const statuses = await deleteInPage(page, paths);
      expect(statuses).toEqual(paths.map(() => 204));
    }
  });
});
