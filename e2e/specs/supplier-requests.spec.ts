import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { buildLetterPdf, buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { analyzeSettled } from '../support/axe.ts';
import { callAsDevice } from '../support/device-calls.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/outbox.ts';
import { screenshotAtBothSizes } from '../support/screenshots.ts';
import { signInDevice } from '../support/sign-in.ts';

/**
 * Suppliers and their update requests (issue 25 point 4, decision 0070): a key user gives the
 * supplier an e-mail address on the suppliers screen and asks it for the current SDS from the
 * product's review pane; the link from the outbox opens the upload page in a browser that never
 * signed in, which refuses a letter and takes the SDS; it imports, the key user approves it, and
 * an employee's sheet has the supplier's PDF.
 */
const MARK = Date.now().toString(36);
const PRODUCT = `Supplier flow degreaser ${MARK}`;
const SUPPLIER = `E2E Supplier ${MARK} GmbH`;
const ADDRESS = `sds-${MARK}@supplier.example`;
const FILE_NAME = `current-sds-${MARK}.pdf`;

async function signOut(page: Page) {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('authenticatedUser')!));
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  await page.request.fetch('/api/Authorization', {
    method: 'DELETE',
    headers: {
      AuthCode: createHash('sha256').update(`${user.authCode}${user.deviceGuid}`).digest('hex'),
      DeviceId: user.deviceGuid,
      'X-XSRF-TOKEN': xsrf?.value ?? '',
    },
  });
}

/** An approved product of the demo company that names the test's supplier. */
async function approvedProduct(page: Page): Promise<string> {
  const [created] = await callAsDevice(page, [
    {
      method: 'POST',
      path: '/api/products',
      body: {
        articleNumber: `SUP-${MARK}`,
        locale: 'en-US',
        name: PRODUCT,
        supplier: SUPPLIER,
        revisionDate: '2020-02-03',
      },
    },
  ]);
  expect(created?.status).toBe(201);
  const id = (created?.body as { id: string }).id;
  const decided = await callAsDevice(page, [
    { method: 'POST', path: `/api/products/${id}/submit` },
    { method: 'POST', path: `/api/products/${id}/approve` },
  ]);
  expect(decided.map((answer) => answer.status)).toEqual([200, 200]);
  return id;
}

/** The supplier's browser: no session, only the link. */
async function uploadAsSupplier(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Upload a safety data sheet' }),
    ).toBeVisible();
    await expect(
      page.getByText(`asks ${SUPPLIER} for the current safety data sheet of ${PRODUCT}`),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authenticatedUser'))).toBeNull();
    expect((await analyzeSettled(page)).violations.map((violation) => violation.id)).toEqual([]);

    const file = page.getByLabel('Safety data sheet (PDF)');
    await file.setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: await buildLetterPdf(),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(
      page.getByText(/This file is not a safety data sheet that can be read/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await screenshotAtBothSizes(page, 'supplier-upload-refused', test.info());

    await file.setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: await buildSdsPdf({ language: 'en', product: { name: PRODUCT } }),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(/The safety data sheet has arrived/)).toBeVisible({
      timeout: 30_000,
    });
    await screenshotAtBothSizes(page, 'supplier-upload-done', test.info());

    // The link was for one upload.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByText(/This link no longer works/)).toBeVisible();
  } finally {
    await context.close();
  }
}

test('a supplier link from the outbox uploads a new SDS without signing in; it is approved and employees see it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInDevice(page, 'DEMO-KEY-2026');
  await expect(page).toHaveURL(/\/search/);
  const productId = await approvedProduct(page);
  try {
    // The supplier was recorded from the product; the key user gives it an address.
    await page.goto('/audit');
    await page.getByRole('link', { name: 'Suppliers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: SUPPLIER });
    await card.getByText('Details, products and requests').click();
    await card.getByRole('textbox', { name: 'E-mail address' }).fill(ADDRESS);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Saved.')).toBeVisible();
    await expect(card.getByRole('link', { name: PRODUCT })).toBeVisible();
    expect((await analyzeSettled(page)).violations.map((violation) => violation.id)).toEqual([]);
    await screenshotAtBothSizes(page, 'suppliers', testInfo);

    // From the product's review pane: ask, and the request waits for the supplier.
    await card.getByRole('link', { name: PRODUCT }).click();
    const section = page.getByRole('region', { name: 'Requests for the current SDS' });
    await section.getByRole('button', { name: 'Ask the supplier for the current SDS' }).click();
    await expect(section.getByText('The supplier has been asked by e-mail.')).toBeVisible();
    await expect(section.getByText('Waiting for the supplier')).toBeVisible();
    await screenshotAtBothSizes(page, 'supplier-request-pane', testInfo);

    const mail = await waitForMail(ADDRESS, /asks for the current safety data sheet/);
    const url = /https?:\/\/\S+\/redirect#supplier-upload=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(url).toBeTruthy();
    const link = `${new URL(url!).pathname}${new URL(url!).hash}`;
    await uploadAsSupplier(browser, link);

    // It imports into a new draft; the key user submits and approves it.
    await expect
      .poll(
        async () => {
          const [status] = await callAsDevice(page, [
            { method: 'GET', path: `/api/products/${productId}/importstatus` },
          ]);
          return (status?.body as { status: string }).status;
        },
        { timeout: 60_000 },
      )
      .toMatch(/PendingUser|Completed/);
    await page.reload();
    await expect(section.getByText('Uploaded, imported for review')).toBeVisible();
    const [submitted] = await callAsDevice(page, [
      { method: 'POST', path: `/api/products/${productId}/submit` },
    ]);
    expect(submitted?.status).toBe(200);
    await page.reload();
    await page
      .getByRole('group', { name: 'Decision' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await page
      .getByRole('dialog', { name: `Approve “${PRODUCT}”?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText(`“${PRODUCT}” is approved.`)).toBeVisible();

    // An employee's sheet has the supplier's PDF.
    const employee = await browser.newContext();
    const employeePage = await employee.newPage();
    try {
      await signInDevice(employeePage, 'DEMO-USER-2026');
      // A new browser's first load beside the other work on this machine.
      await expect(employeePage).toHaveURL(/\/search/, { timeout: 20_000 });
      await employeePage.goto(`/product/${productId}`);
      await expect(employeePage.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
      await expect(employeePage.getByText(FILE_NAME)).toBeVisible();
      await signOut(employeePage).catch(() => undefined);
    } finally {
      await employee.close();
    }
  } finally {
    await callAsDevice(page, [{ method: 'DELETE', path: `/api/products/${productId}` }]);
    await signOut(page).catch(() => undefined);
  }
});
