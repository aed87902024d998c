import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { buildSdscomXml } from '../../apps/api/src/testing/sdscom-fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  deleteInPage,
  dropFiles,
  openImportAsKeyUser,
  productIdOf,
  screenshot,
} from '../support/imports.ts';

/**
 * The SDS import (issue 9): a key user drops two suppliers' PDFs on Import SDS (and a file
 * that only calls itself one, refused on its own row), follows both imports to their end, confirms the fields one of them read from the PDF's text in the
 * editor, and sees that import Completed. The server runs its import worker itself. The spec
 * deletes its products and logs its device out: other specs find the data as they expect.
 */
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Reading a PDF takes seconds; the first import also starts the worker's parser. */
const IMPORT_TIMEOUT_MS = 60_000;

/** Two test SDSs: one without machine-readable data, one carrying SDScom XML. */
async function twoSupplierSheets(suffix: string) {
  const textOnly = { name: `E2E import text ${suffix}`, articleNumber: `E2E-IMP-${suffix}-T` };
  const withXml = { name: `E2E import XML ${suffix}`, articleNumber: `E2E-IMP-${suffix}-X` };
  const xml = buildSdscomXml({ shape: 'v5', language: 'nl', product: withXml });
  return {
    textOnly: {
      name: `text-only-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: await buildSdsPdf({ language: 'en', product: textOnly }),
    },
    withXml: {
      name: `with-sdscom-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: await buildSdsPdf({
        language: 'nl',
        product: withXml,
        attachments: [{ name: 'sds.xml', content: xml, mimeType: 'application/xml' }],
      }),
    },
  };
}

test.describe('importing suppliers’ safety data sheets (issue 9)', () => {
  test.use({ viewport: DESK });
  test.setTimeout(120_000);

  test('a key user drops two SDS PDFs and a file that is none, follows both imports and confirms the fields read from the text', async ({
    page,
  }, testInfo) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const sheets = await twoSupplierSheets(suffix);
    const productIds = new Set<string>();
    await openImportAsKeyUser(page);
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Import SDS' })).toBeVisible();
      await expect(page.getByLabel('Language of sheets that do not state it')).toHaveValue('en-US');

      // A file that only calls itself a PDF comes along: the server refuses it, on its own row.
      const notAnSds = {
        name: `minutes-${suffix}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from('Minutes of the safety meeting: nothing to import here.\n'),
      };
      await dropFiles(page, page.getByText(/Drag safety data sheets here/), [
        sheets.textOnly,
        sheets.withXml,
        notAnSds,
      ]);
      const uploads = page.getByRole('region', { name: 'Uploaded in this session' });
      const textRow = uploads.getByRole('listitem', { name: sheets.textOnly.name });
      const xmlRow = uploads.getByRole('listitem', { name: sheets.withXml.name });
      await expect(uploads.getByRole('listitem')).toHaveCount(3);
      await expect(
        uploads.getByRole('listitem', { name: notAnSds.name }).getByRole('alert'),
      ).toHaveText(`${notAnSds.name} is not a PDF or SDScom XML file.`);

      // Both end: the XML one filled in, the text-only one waiting for the key user.
      await expect(xmlRow.getByText('Imported', { exact: true })).toBeVisible({
        timeout: IMPORT_TIMEOUT_MS,
      });
      await expect(textRow.getByText('Check fields', { exact: true })).toBeVisible({
        timeout: IMPORT_TIMEOUT_MS,
      });
      await expect(textRow.getByText(/fields? to check\./)).toBeVisible();
      await expect(textRow.getByRole('button', { name: /again$/ })).toHaveCount(0);
      productIds.add(await productIdOf(xmlRow));
      productIds.add(await productIdOf(textRow));
      await screenshot(page, testInfo, 'import-1280.png');

      await page.setViewportSize(PHONE);
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
      await screenshot(page, testInfo, 'import-390.png', true);
      await page.setViewportSize(DESK);

      // The editor marks what the import read from the PDF's text. (Texts inside the form are
      // found by role or class: its `contains` field hides form.contains() from getByText.)
      await textRow.getByRole('link', { name: `Open ${sheets.textOnly.name}` }).click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}\/edit$/);
      const notice = page
        .getByRole('status')
        .filter({ hasText: "Some fields were read from the PDF's text." });
      await expect(notice).toBeVisible();
      const mark = "Read from the PDF's text: check it.";
      const marks = page.locator('.confirmation-mark');
      await expect(marks.first()).toHaveText(mark);
      expect(await marks.count()).toBeGreaterThan(0);
      await expect(page.getByRole('textbox', { name: /Product name/ })).toHaveAccessibleDescription(
        new RegExp(mark.replace(/[.?]/g, '\\$&')),
      );
      await screenshot(page, testInfo, 'editor-marks-1280.png');
      await screenshot(page, testInfo, 'editor-marks-1280-full.png', true);
      await page.setViewportSize(PHONE);
      await screenshot(page, testInfo, 'editor-marks-390.png');
      await page.setViewportSize(DESK);

      // Saving confirms them: the marks go, and the import is Completed.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Saved, now a draft.' }),
      ).toBeVisible();
      await expect(marks).toHaveCount(0);
      await expect(notice).toHaveCount(0);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Import SDS' })).toBeVisible();
      await expect(textRow.getByText('Imported', { exact: true })).toBeVisible();
      await expect(xmlRow.getByText('Imported', { exact: true })).toBeVisible();
      await screenshot(page, testInfo, 'import-completed-1280.png');

      // The screen's texts load in the language switched to while it is open.
      await page.setViewportSize(PHONE);
      await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('nl-NL');
      await expect(page.getByRole('heading', { level: 1, name: 'VIB importeren' })).toBeVisible();
      const dutchRow = page.getByRole('listitem', { name: sheets.textOnly.name });
      await expect(dutchRow.getByText('Geïmporteerd', { exact: true })).toBeVisible();
      await screenshot(page, testInfo, 'import-nl-390.png', true);
    } finally {
      const products = [...productIds].map((id) => `/api/products/${id}`);
      const statuses = await deleteInPage(page, [...products, '/api/Authorization']);
      expect(statuses).toEqual([...products.map(() => 204), 204]);
    }
  });
});
