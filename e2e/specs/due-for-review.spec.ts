import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { analyzeSettled } from '../support/axe.ts';
import { screenshotAtBothSizes } from '../support/screenshots.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';

/**
 * Sheets due for review (issue 25 point 3, decision 0065): the demo company's owner sets the
 * limit to one year (the demo sheets were revised in 2024–2026, none older than the default
 * three); its key user finds the sheets due from the review screen, oldest first, and the badge
 * on one of them. The limit goes back to three years and the device signs out again.
 */

/** Sets the company's review limit in company administration (the owner is signed in). */
async function setLimit(page: Page, label: '1 year' | '3 years') {
  const section = page.getByRole('region', { name: 'Sheets due for review' });
  await section.getByRole('combobox', { name: 'Due for review after' }).selectOption({ label });
  await section.getByRole('button', { name: 'Save review settings' }).click();
  await expect(page.getByText('The review settings are saved.').first()).toBeVisible();
}

async function signOutDevice(page: Page) {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('authenticatedUser')!));
  const cookies = await page.context().cookies();
  await page.request.fetch('/api/Authorization', {
    method: 'DELETE',
    headers: {
      AuthCode: createHash('sha256').update(`${user.authCode}${user.deviceGuid}`).digest('hex'),
      DeviceId: user.deviceGuid,
      'X-XSRF-TOKEN': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
    },
  });
}

test('a key user finds the sheets due for review and the badge on one', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, a long list (each sheet with its "Ask the supplier" button, decision 0070)
  // shot at two widths: past 30 s on this 2-core machine beside other work.
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAccount(owner, demoAccounts.demoOwner);
  await setLimit(owner, '1 year');
  try {
    await signInDevice(page, 'DEMO-KEY-2026');
    await expect(page).toHaveURL(/\/search/);
    await page.goto('/audit');
    await page.getByRole('link', { name: 'Due for review' }).click();
    await expect(page).toHaveURL(/\/audit\/due-for-review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Due for review' })).toBeVisible();
    const sheets = page.getByRole('main').getByRole('listitem');
    await expect(sheets.first()).toBeVisible();
    const revised = await sheets.allInnerTexts();
    expect(revised.every((text) => /Revised .+ · .+ old|No revision date/.test(text))).toBe(true);
    expect((await analyzeSettled(page)).violations.map((violation) => violation.id)).toEqual([]);
    await screenshotAtBothSizes(page, 'due-for-review', testInfo);

    const first = sheets.first().getByRole('heading', { level: 2 }).getByRole('link');
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Due for review', { exact: true })).toBeVisible();
  } finally {
    await setLimit(owner, '3 years');
    await ownerContext.close();
    await signOutDevice(page).catch(() => undefined);
  }
});
