import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The product editor (issue 8): a key user creates a product, uploads its SDS pdf, saves and
 * submits it; a user does not find it. The server and its database live for the whole run, so
 * the spec deletes its product and logs its devices out again: the review queue and the
 * licences are as the other specs expect them.
 */
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, code: string) {
  await page.goto('/login');
  await page.getByLabel('Authorisation code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/search/);
}

/** A real one-page PDF, made the way the server's own tests make theirs (pdfkit). */
async function makePdf(text: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => document.on('end', resolve));
  document.fontSize(16).text(text);
  document.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * Calls the API as the signed-in page would: the device headers
 * (docs/product/wire-conventions.md#request-headers) and its session cookie.
 */
async function callApiAs(page: Page, method: 'DELETE', path: string) {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('authenticatedUser')!));
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.fetch(path, {
    method,
    headers: {
      AuthCode: createHash('sha256').update(`${user.authCode}${user.deviceGuid}`).digest('hex'),
      DeviceId: user.deviceGuid,
      'X-XSRF-TOKEN': xsrf,
    },
  });
}

async function searchAsUser(browser: Browser, text: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await signIn(page, 'DEMO-USER-2026');
    await page.getByRole('searchbox').fill(text);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText('There are no products found').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
  } finally {
    await callApiAs(page, 'DELETE', '/api/Authorization').catch(() => undefined);
    await context.close();
  }
}

test.describe('the product editor (issue 8)', () => {
  test.use({ viewport: DESK });

  test('a key user creates a product with an H statement and its SDS pdf, saves and submits it', async ({
    page,
    browser,
  }, testInfo) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const name = `Editor test degreaser ${suffix}`;
    let productId: string | null = null;
    await signIn(page, 'DEMO-KEY-2026');
    try {
      await page.getByRole('link', { name: 'New product' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
      // Nothing filled in: the form says so beside the fields, and sends nothing.
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page.getByText('Fill in this field.')).toHaveCount(2);
      await expect(page.getByRole('textbox', { name: /Product name/ })).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath('editor-errors-1280x800.png') });

      await page.getByRole('textbox', { name: /Product name/ }).fill(name);
      await page.getByRole('textbox', { name: /Article number/ }).fill(`E2E-${suffix}`);
      await page
        .getByRole('textbox', { name: 'Supplier', exact: true })
        .fill('Lindenhaven Solvents B.V.');
      await page.getByText('Danger', { exact: true }).click();
      await page.getByRole('button', { name: /Flammable/ }).click();
      await page.getByRole('button', { name: /Harmful\/irritant/ }).click();
      await page.getByRole('textbox', { name: 'UN number' }).fill('1993');
      await page.getByRole('combobox', { name: 'Packing group' }).selectOption('III');
      await page.getByRole('button', { name: 'Add CAS number' }).click();
      await page.getByRole('textbox', { name: 'CAS number 1' }).fill('64-17-5');

      // The H statement from the official list: typed words of its text, chosen with a click.
      const hPicker = page.getByRole('combobox', { name: 'Add an H or EUH statement' });
      await hPicker.fill('flammable liquid');
      await page.getByRole('option', { name: /^H226/ }).click();
      await expect(page.getByText('Flammable liquid and vapour.', { exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: 'Add a P statement' }).fill('P210');
      await page.keyboard.press('Enter');
      await page.getByRole('textbox', { name: 'First Aid' }).fill('Rinse skin with water.');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath('editor-new-1280x800.png') });

      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}\/edit$/);
      productId = /\/product\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? null;
      await expect(page.getByText('Product created as a draft.')).toBeVisible();

      // The SDS pdf: a real file through the file button, its bar at 100 %, then listed.
      await page.locator('input[type="file"][accept="application/pdf"]').setInputFiles({
        name: 'supplier-sds.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(`Safety data sheet: ${name}`),
      });
      const bar = page.getByRole('progressbar', { name: 'supplier-sds.pdf uploaded' });
      await expect(bar).toHaveJSProperty('value', 1);
      await expect(page.getByText('100%')).toBeVisible();
      await expect(page.getByRole('link', { name: 'supplier-sds.pdf' })).toBeVisible();

      await page.getByRole('textbox', { name: 'Version' }).fill('1.0');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved, now a draft.')).toBeVisible();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByText('Submitted for review.', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /In review/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('editor-1280x800.png') });
      await page.screenshot({ path: testInfo.outputPath('editor-1280-full.png'), fullPage: true });

      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
      await page.screenshot({ path: testInfo.outputPath('editor-390x844.png') });
      await page.screenshot({ path: testInfo.outputPath('editor-390-full.png'), fullPage: true });

      // The editor's texts load with it, in the language switched to while it is open.
      await page.getByLabel('Language').selectOption('nl-NL');
      await expect(page.getByRole('heading', { level: 1, name: 'Product bewerken' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Productnaam/ })).toHaveValue(name);
      await page.screenshot({ path: testInfo.outputPath('editor-nl-390x844.png') });

      // Employees never see a product in review: a user's search does not find it.
      await searchAsUser(browser, name);
    } finally {
      if (productId) {
        const removed = await callApiAs(page, 'DELETE', `/api/products/${productId}`);
        expect(removed.status()).toBe(204);
      }
      await callApiAs(page, 'DELETE', '/api/Authorization');
    }
  });
});
