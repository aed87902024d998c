import type { Browser, Page } from '@playwright/test';
import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { buildSdscomXml } from '../../apps/api/src/testing/sdscom-fixtures.ts';
import { deleteAsDevice } from '../support/device-calls.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESK, screenshotAtBothSizes } from '../support/screenshots.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';

/**
 * Feedback and product requests (issue 11) across three people: an employee (a User device)
 * searches for a product the company does not have, asks the key users for it with the
 * supplier's SDS attached, and sends feedback; a key user, on a device of their own, finds
 * the request on the review screen, converts it, follows its import to the end and opens the
 * product; the portal's Admin reads the feedback and marks it handled. The spec deletes the
 * product and signs its devices out: other specs find the demo data as they expect it.
 */

/** Reading a PDF takes seconds; the first import also starts the worker's parser. */
const IMPORT_TIMEOUT_MS = 60_000;

/** A supplier's SDS of a product nobody has yet, with SDScom XML inside. */
async function supplierSheet(suffix: string) {
  const product = { name: `E2E requested cleaner ${suffix}`, articleNumber: `E2E-REQ-${suffix}` };
  const xml = buildSdscomXml({ shape: 'v5', language: 'en', product });
  return {
    name: `requested-${suffix}.pdf`,
    mimeType: 'application/pdf',
    buffer: await buildSdsPdf({
      language: 'en',
      product,
      attachments: [{ name: 'sds.xml', content: xml, mimeType: 'application/xml' }],
    }),
  };
}

/** A page in a browser context of its own: another person, on another device. */
async function anotherPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESK })).newPage();
}

/** Whether the page got past the login screen to one of the app's own screens. */
const isSignedIn = (page: Page) =>
  /^http:.*\/(search|audit|product|request-product)/.test(page.url());

/** The product id an "Open" link leads to (`/product/{id}/edit`). */
function productIdOf(href: string | null): string {
  const id = /\/product\/([0-9a-f-]{36})\/edit$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`No product link: ${href}`);
  return id;
}

test.describe('feedback and product requests (issue 11)', () => {
  test.use({ viewport: DESK });
  test.setTimeout(150_000);

  test('a user requests a missing product with its SDS and sends feedback; a key user converts it; the Admin handles the feedback', async ({
    page,
    browser,
  }, testInfo) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const searchText = `Brakleen ${suffix}`;
    const feedbackText = `Finding sheets is quick on the shop floor (${suffix}).`;
    const sheet = await supplierSheet(suffix);
    const keyUser = await anotherPerson(browser);
    const admin = await anotherPerson(browser);
    let productId: string | null = null;
    try {
      // The employee searches, finds nothing, and asks for it from the empty result.
      await signInDevice(page, 'DEMO-USER-2026');
      await expect(page).toHaveURL(/\/search$/);
      await page.getByRole('searchbox', { name: 'Search product' }).fill(searchText);
      const results = page.getByRole('region', { name: 'Results' });
      await expect(results.getByRole('status')).toHaveText('There are no products found');
      await expect(results.getByText("Can't find it?")).toBeVisible();
      await screenshotAtBothSizes(page, 'search-no-results', testInfo);
      await results.getByRole('link', { name: 'Request this product' }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: 'Request a product' }),
      ).toBeVisible();
      const remarks = page.getByRole('textbox', { name: 'Which product do you need?' });
      await expect(remarks).toHaveValue(searchText);
      await expect(page.getByRole('radio', { name: 'No, it is new to us' })).toBeChecked();
      await page.locator('input[type="file"]').setInputFiles(sheet);
      await expect(page.getByText(`Attached: ${sheet.name}`)).toBeVisible();
      await screenshotAtBothSizes(page, 'request-form', testInfo);

      const sent = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/products/request') &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Send request' }).click();
      expect((await sent).status()).toBe(201);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Your key users have your request' }),
      ).toBeFocused();
      await screenshotAtBothSizes(page, 'request-sent', testInfo);

      // Feedback, from the foot of the screen, with a rating.
      await page.getByRole('button', { name: 'Send feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send feedback' });
      await dialog.getByRole('textbox', { name: 'Your message' }).fill(feedbackText);
      await dialog.getByRole('radio', { name: '4 – Very good' }).check();
      await screenshotAtBothSizes(page, 'feedback-dialog', testInfo);
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Thank you. Your feedback has been sent.')).toBeVisible();
      await expect(dialog).toBeHidden();

      // A key user, elsewhere, finds the request below the review list and converts it.
      await signInDevice(keyUser, 'DEMO-KEY-2026');
      await expect(keyUser).toHaveURL(/\/search$/);
      await keyUser.getByRole('link', { name: 'Review', exact: true }).click();
      const requests = keyUser.getByRole('region', { name: 'Product requests' });
      const request = requests.getByRole('listitem', { name: searchText });
      await expect(request).toContainText('User · SDS Portal in a browser');
      await expect(request).toContainText('A new product');
      await expect(request.getByRole('button', { name: `Open ${sheet.name}` })).toBeVisible();
      await screenshotAtBothSizes(keyUser, 'requests-section', testInfo);

      await request.getByRole('button', { name: 'Convert and import' }).click();
      const converted = requests.getByRole('region', { name: 'Converted just now' });
      const row = converted.getByRole('listitem', { name: searchText });
      await expect(row.getByText('Imported', { exact: true })).toBeVisible({
        timeout: IMPORT_TIMEOUT_MS,
      });
      await expect(requests.getByRole('listitem', { name: searchText })).toHaveCount(1);
      await screenshotAtBothSizes(keyUser, 'requests-converted', testInfo);
      const open = row.getByRole('link', { name: `Open the product made from ${sheet.name}` });
      productId = productIdOf(await open.getAttribute('href'));
      await open.click();
      await expect(keyUser).toHaveURL(new RegExp(`/product/${productId}/edit$`));
      await expect(keyUser.getByRole('textbox', { name: /Product name/ })).toHaveValue(
        `E2E requested cleaner ${suffix}`,
      );

      // The Admin reads the feedback and marks it handled.
      await signInAccount(admin, demoAccounts.admin);
      await admin
        .getByRole('navigation', { name: 'Administration' })
        .getByRole('link', { name: 'Feedback' })
        .click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
      const message = admin.getByRole('listitem').filter({ hasText: feedbackText });
      await expect(message).toContainText('Demo Chemicals');
      await expect(message).toContainText('User · SDS Portal in a browser');
      await expect(message).toContainText('4 of 5');
      await expect(message).toContainText('/request-product');
      await expect(message).toContainText('Waiting');
      await message.getByRole('button', { name: 'Mark handled' }).click();
      await expect(message.getByText(/^Handled /)).toBeVisible();
      await expect(message.getByRole('button', { name: 'Mark as waiting' })).toBeVisible();
      await screenshotAtBothSizes(admin, 'feedback-inbox', testInfo);
    } finally {
      // Only devices that got as far as signing in have anything to clean up.
      if (isSignedIn(keyUser)) {
        const products = productId ? [`/api/products/${productId}`] : [];
        expect(await deleteAsDevice(keyUser, [...products, '/api/Authorization'])).toEqual([
          ...products.map(() => 204),
          204,
        ]);
      }
      if (isSignedIn(page))
        expect(await deleteAsDevice(page, ['/api/Authorization'])).toEqual([204]);
      await keyUser.context().close();
      await admin.context().close();
    }
  });
});
