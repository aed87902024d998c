import type { Page } from '@playwright/test';
import { readQrCode, renderFirstPage } from '../../apps/api/src/testing/pdf-inspection.ts';
import { expect, test } from '../support/fixtures.ts';

async function openAcetone(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Authorisation code').fill('DEMO-USER-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/search/);
  await page.getByRole('searchbox').fill('acetone');
  // Tap a hit of this search, not of the list it replaces (which is still there, dimmed).
  await expect(page).toHaveURL(/[?&]q=acetone/);
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  await results.getByRole('link', { name: /Acetone technical 99\.5 %/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acetone technical 99.5 %');
  return page.getByRole('region', { name: 'Documents' });
}

test.describe('documents (issue 5)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the SDS pdf inside the page through its signed link', async ({ page }) => {
    const documents = await openAcetone(page);
    await expect(documents.getByText(/SDS DC-1001-EN en-US\.pdf · \d+ kB/)).toBeVisible();
    const pdfAnswer = page.waitForResponse((response) =>
      /\/download\/pdfref\//.test(response.url()),
    );
    await documents.getByRole('button', { name: 'Show here' }).click();
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toMatch(/^inline;/);
    await expect(page.getByTitle('Safety data sheet of Acetone technical 99.5 %')).toBeVisible();

    // The same link works without any of the app's headers or cookies, as the frame needs.
    const src = await page.getByTitle(/Safety data sheet of/).getAttribute('src');
    const bare = await page.request.fetch(new URL(src!, page.url()).href, {
      headers: { cookie: '' },
    });
    expect(bare.status()).toBe(200);
    expect((await bare.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('prints a label whose QR code leads back to the product', async ({ page, context }) => {
    const documents = await openAcetone(page);
    const productUrl = page.url();
    // Keep a copy of the pdf on its way to the page (the tab shows it from an object URL).
    let label: Buffer | undefined;
    await page.route('**/download/label', async (route) => {
      const response = await route.fetch();
      label = await response.body();
      await route.fulfill({ response, body: label });
    });
    const tabOpened = context.waitForEvent('page');
    await documents.getByRole('button', { name: 'Print label' }).click();
    const tab = await tabOpened;
    await tab.waitForURL(/^blob:/);
    const pdf = label ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const qr = readQrCode(await renderFirstPage(pdf, 200));
    expect(qr).toMatch(/\/redirect\?id=[0-9a-f-]{36}$/);
    await tab.close();

    // The phone that scans it: the link opens the same sheet (the session is already there).
    const scanned = new URL(qr!);
    await page.goto(`${scanned.pathname}${scanned.search}`);
    await expect(page).toHaveURL(productUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acetone technical 99.5 %');
  });
});
