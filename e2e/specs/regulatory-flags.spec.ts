import type { Page } from '@playwright/test';
import { analyzeSettled } from '../support/axe.ts';
import { callAsDevice } from '../support/device-calls.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/imports.ts';
import { logOutDevicesOf } from '../support/free-licences.ts';
import { currentUserCode, demoAccounts, signInDevice } from '../support/sign-in.ts';

/**
 * Issue 26 point 4 (decision 0057): a product's CAS numbers screened against the shipped ECHA
 * lists — the demo white spirit (CAS 64742-82-1) is Carc. 1B and Muta. 1B in CLP Annex VI, the
 * toluene restricted by REACH Annex XVII entry 48. The sheet says so; a key user's search
 * results carry a badge.
 */
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function openSheet(page: Page, masterCode: string) {
  const [answer] = await callAsDevice(page, [
    { method: 'GET', path: `/api/products/mastercode/${masterCode}` },
  ]);
  const { variants } = answer!.body as { variants: { id: string; locale: string }[] };
  await page.goto(`/product/${variants.find((variant) => variant.locale === 'en-US')!.id}`);
}

test.describe('regulatory flags (issue 26)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the sheet says which lists name the substances, with the lists’ dates', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESK);
    await signInDevice(page, 'ACME-KEY-2026');
    await expect(page).toHaveURL(/\/search/);
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await openSheet(page, 'AI-WHITESPIRIT');
    const block = page.getByRole('region', { name: 'Regulatory flags' });
    await expect(block.getByRole('listitem')).toHaveCount(2);
    await expect(block.getByRole('listitem').first()).toContainText(
      /^Carcinogenic category 1B: naphtha \(petroleum\), hydrodesulphurized heavy.*\(CAS 64742-82-1\)List of April 2, 2026$/,
    );
    await expect(block.getByRole('listitem').nth(1)).toContainText('Mutagenic category 1B');
    await expect(block.getByText(/^Source: ECHA/)).toBeVisible();
    expect((await analyzeSettled(page)).violations).toEqual([]);
    await block.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'regulatory-flags-sheet-1280.png');

    await openSheet(page, 'AI-TOLUENE');
    await expect(
      page.getByRole('region', { name: 'Regulatory flags' }).getByRole('listitem'),
    ).toContainText(['Restricted (REACH Annex XVII entry 48): Toluene (CAS 108-88-3)']);
    await page.setViewportSize(PHONE);
    await page.getByRole('region', { name: 'Regulatory flags' }).scrollIntoViewIfNeeded();
    expect((await analyzeSettled(page)).violations).toEqual([]);
    await screenshot(page, testInfo, 'regulatory-flags-sheet-390.png');
  });

  test('a key user sees a badge on flagged hits, a user does not', async ({
    page,
    browser,
  }, testInfo) => {
    const userCode = await currentUserCode(browser, demoAccounts.acmeOwner);
    await page.setViewportSize(DESK);
    await signInDevice(page, 'ACME-KEY-2026');
    await expect(page).toHaveURL(/\/search/);
    const results = page.getByRole('region', { name: 'Results' });
    const whiteSpirit = results.getByRole('link', { name: /White spirit/i }).first();
    await expect(whiteSpirit).toBeVisible();
    await expect(whiteSpirit.getByText('Regulated')).toBeVisible();
    expect((await analyzeSettled(page)).violations).toEqual([]);
    await screenshot(page, testInfo, 'regulatory-flags-search-key-user-1280.png');

    await logOutDevicesOf(page.context());
    await page.evaluate(() => localStorage.clear());
    await signInDevice(page, userCode);
    await expect(page).toHaveURL(/\/search/);
    await expect(results.getByRole('link', { name: /White spirit/i }).first()).toBeVisible();
    await expect(results.getByText('Regulated')).toHaveCount(0);
  });
});
