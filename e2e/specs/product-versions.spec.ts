import { createHash } from 'node:crypto';
import { createTestPdf } from '../../apps/api/src/testing/factories.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DESK, screenshotAtBothSizes } from '../support/screenshots.ts';
import { deleteAsDevice } from '../support/device-calls.ts';
import { analyzeSettled } from '../support/axe.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';

/**
 * Versions and the archive (issue 25 point 1, decision 0061): a key user creates a product with
 * its SDS pdf and approves it, then twice uploads a new pdf, edits and approves again; the
 * versions screen lists the three versions, each with its own pdf, and what changed between
 * any two. Deleted, the product is in the archive, and its versions still open. The spec makes
 * its own product (a unique article number) and logs its device out again.
 */

/** Uploads `file` as the product's SDS pdf in the editor and waits until it is listed. */
async function uploadPdf(page: Page, file: string, text: string) {
  await page.locator('input[type="file"][accept="application/pdf"]').setInputFiles({
    name: file,
    mimeType: 'application/pdf',
    buffer: await createTestPdf(text),
  });
  await expect(page.getByRole('link', { name: file })).toBeVisible();
}

/** Sets the version in the editor, saves, and submits the product for review. */
async function saveAndSubmit(page: Page, version: string) {
  await page.getByRole('textbox', { name: 'Version' }).fill(version);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved, now a draft.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review.', { exact: true })).toBeVisible();
}

/** Approves the product in its review pane on /audit. */
async function approve(page: Page, id: string, name: string) {
  await page.goto(`/audit?review=${id}`);
  await page
    .getByRole('group', { name: 'Decision' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await page
    .getByRole('dialog', { name: `Approve “${name}”?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText(`“${name}” is approved.`)).toBeVisible();
}

/** axe's WCAG 2.2 AA rules, as accessibility.spec holds every screen to them. */
async function expectNoAxeViolations(page: Page, name: string) {
  const results = await analyzeSettled(page);
  expect(
    results.violations.map((violation) => violation.id),
    name,
  ).toEqual([]);
}

/** The versions screen's entry of one version, found by its heading. */
const entryOf = (page: Page, version: string) =>
  page
    .getByRole('region', { name: 'All versions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: `Version ${version}` }) });

test.describe('versions and the archive (issue 25)', () => {
  test.use({ viewport: DESK });
  // Three rounds of edit, upload and approval in one browser.
  test.setTimeout(120_000);

  test('three approved versions keep their own pdfs, also once the product is deleted', async ({
    page,
  }, testInfo) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const name = `Versions test cleaner ${suffix}`;
    let productId: string | null = null;
    let isDeleted = false;
    await signInDevice(page, 'DEMO-KEY-2026');
    await expect(page).toHaveURL(/\/search/);
    try {
      await page.goto('/product/new');
      await page.getByRole('textbox', { name: /Product name/ }).fill(name);
      await page.getByRole('textbox', { name: /Article number/ }).fill(`E2E-V-${suffix}`);
      await page
        .getByRole('textbox', { name: 'Supplier', exact: true })
        .fill('Lindenhaven Solvents B.V.');
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}\/edit$/);
      productId = /\/product\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? null;
      const id = productId!;

      await uploadPdf(page, 'sds-v1.pdf', `${name}, version 1.0`);
      await saveAndSubmit(page, '1.0');
      await approve(page, id, name);
      for (const version of ['2.0', '3.0']) {
        await page.goto(`/product/${id}/edit`);
        await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Remarks' }).fill(`Revised for ${version}.`);
        await page.getByRole('textbox', { name: 'Version' }).fill(version);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Saved, now a draft.')).toBeVisible();
        await uploadPdf(page, `sds-v${version[0]}.pdf`, `${name}, version ${version}`);
        await page.getByRole('button', { name: 'Submit for review' }).click();
        await expect(page.getByText('Submitted for review.', { exact: true })).toBeVisible();
        await approve(page, id, name);
      }

      // From the sheet to its versions: three, newest first, the newest shown to users.
      await page.goto(`/product/${id}`);
      await page.getByRole('link', { name: 'Versions' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
      const list = page.getByRole('region', { name: 'All versions' });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([
        'Version 3.0',
        'Version 2.0',
        'Version 1.0',
      ]);
      await expect(entryOf(page, '3.0')).toContainText('Shown to users');
      const hashes = new Set<string>();
      for (const version of ['3.0', '2.0', '1.0']) {
        const entry = entryOf(page, version);
        await expect(entry).toContainText('Approved');
        const open = entry.getByRole('link', { name: `Open PDF (Version ${version})` });
        const response = await page.request.get((await open.getAttribute('href'))!);
        expect(response.headers()['content-type']).toContain('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString()).toBe('%PDF-');
        hashes.add(createHash('sha256').update(body).digest('hex'));
      }
      expect(hashes.size).toBe(3);

      // What changed: the newest against the one before it, then against the first (issue 25
      // point 2): the remarks were revised for each version.
      const sinceLast = page.getByRole('region', {
        name: 'What changed from Version 2.0 to Version 3.0',
      });
      await expect(sinceLast.locator('ins').filter({ hasText: '3.0' }).first()).toBeVisible();
      await expect(sinceLast.locator('del').filter({ hasText: '2.0' }).first()).toBeVisible();
      await page
        .getByRole('combobox', { name: 'Compare Version 3.0 with' })
        .selectOption({ label: 'Version 1.0' });
      const sinceFirst = page.getByRole('region', {
        name: 'What changed from Version 1.0 to Version 3.0',
      });
      await expect(sinceFirst.locator('ins').filter({ hasText: 'Revised' }).first()).toBeVisible();
      await expectNoAxeViolations(page, 'versions compared');
      await screenshotAtBothSizes(page, 'product-versions-compared', testInfo);

      // One pdf opened the way a key user opens it: its link in a new tab.
      const firstPdf = entryOf(page, '1.0').getByRole('link', { name: 'Open PDF (Version 1.0)' });
      const firstHref = (await firstPdf.getAttribute('href'))!;
      const [tab] = await Promise.all([page.context().waitForEvent('page'), firstPdf.click()]);
      await expect(tab).toHaveURL(new URL(firstHref, page.url()).href);
      await tab.close();

      // The oldest version's content, chosen from the list.
      await entryOf(page, '1.0').getByRole('link', { name: 'Version 1.0', exact: true }).click();
      const content = page.getByRole('region', { name: 'Content of Version 1.0' });
      await expect(content.getByText(name, { exact: true })).toBeVisible();
      await expect(content.getByRole('heading', { name: 'Content of Version 1.0' })).toBeFocused();
      await expectNoAxeViolations(page, 'versions');
      await screenshotAtBothSizes(page, 'product-versions', testInfo);

      // Deleted, it is in the archive, and its versions still open from there.
      expect(await deleteAsDevice(page, [`/api/products/${id}`])).toEqual([204]);
      isDeleted = true;
      await page.goto('/audit');
      await page.getByRole('link', { name: 'Archive' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
      const archived = page.getByRole('listitem').filter({ hasText: name });
      await expect(archived).toContainText(`E2E-V-${suffix}`);
      await expect(archived).toContainText('Kept until');
      await expectNoAxeViolations(page, 'archive');
      await screenshotAtBothSizes(page, 'archive', testInfo);
      await archived.getByRole('link', { name }).click();
      await expect(
        page.getByText('This product was deleted. Its versions are kept in the archive.'),
      ).toBeVisible();
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(3);
      const oldest = entryOf(page, '1.0').getByRole('link', { name: 'Open PDF (Version 1.0)' });
      const pdf = await page.request.get((await oldest.getAttribute('href'))!);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      await screenshotAtBothSizes(page, 'archived-versions', testInfo);
    } finally {
      if (productId && !isDeleted) await deleteAsDevice(page, [`/api/products/${productId}`]);
      await deleteAsDevice(page, ['/api/Authorization']).catch(() => undefined);
    }
  });

  test('a company administrator sets the archive retention', async ({ page }, testInfo) => {
    await signInAccount(page, demoAccounts.demoOwner);
    const section = page.getByRole('region', { name: 'Archive retention' });
    const years = section.getByRole('textbox', { name: 'Years to keep' });
    await expect(years).toHaveValue('40');
    try {
      await years.fill('120');
      await section.getByRole('button', { name: 'Save retention' }).click();
      await expect(years).toHaveAccessibleDescription(
        /Enter a whole number of years from 1 to 100/,
      );
      await years.fill('45');
      await section.getByRole('button', { name: 'Save retention' }).click();
      await expect(page.getByText('The archive retention is saved.')).toBeVisible();
      await page.reload();
      await expect(years).toHaveValue('45');
      await section.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, 'archive retention');
      await screenshotAtBothSizes(page, 'archive-retention', testInfo);
    } finally {
      // The demo company keeps the default other specs may expect.
      await years.fill('40');
      await section.getByRole('button', { name: 'Save retention' }).click();
      await expect(page.getByText('The archive retention is saved.').first()).toBeVisible();
    }
  });
});
