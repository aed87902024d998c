import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsDevice } from '../support/device-calls.ts';
import { screenshot } from '../support/imports.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';

/**
 * Issue 23 points 1 and 2 (decision 0048): on a phone the jump links stay reachable while the
 * sheet scrolls, each one tap from its section; every sheet offers the company's emergency
 * numbers and the supplier's to call; a sheet in another language than the reader's says so and
 * offers the reader's version.
 */
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** The demo company's administrator sets Belgium's numbers on /admin. */
async function setBelgianNumbers(page: Page) {
  await signInAccount(page, demoAccounts.demoOwner);
  const section = page.getByRole('region', { name: 'Emergency numbers' });
  await section.getByRole('combobox', { name: 'Country' }).selectOption('BE');
  await expect(section.getByRole('link', { name: 'Source' })).toHaveAttribute(
    'href',
    'https://www.antigifcentrum.be',
  );
  await section.getByRole('button', { name: 'Fill in this country’s numbers' }).click();
  await expect(section.getByRole('textbox', { name: 'Emergency number' })).toHaveValue('112');
  await expect(section.getByRole('textbox', { name: 'Poison centre' })).toHaveValue('070 245 245');
  await section.getByRole('button', { name: 'Save numbers' }).click();
  await expect(page.getByText('The emergency numbers are saved.')).toBeVisible();
}

/** Opens the English acetone sheet as the demo user, in `locale`. */
async function openEnglishAcetone(page: Page, locale = 'en-US') {
  if (page.url() === 'about:blank') await page.goto('/login');
  if (!(await page.evaluate(() => localStorage.getItem('authenticatedUser')))) {
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search/);
  }
  await page.evaluate((saved) => localStorage.setItem('language', saved), locale);
  const [answer] = await callAsDevice(page, [
    { method: 'GET', path: '/api/products/mastercode/DC-ACETONE' },
  ]);
  const { variants } = answer!.body as { variants: { id: string; locale: string }[] };
  const id = variants.find((variant) => variant.locale === 'en-US')!.id;
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Acetone');
  return id;
}

test.describe('the sheet on the shop floor (issue 23)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the company administrator sets the emergency numbers from a country’s defaults', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESK);
    await setBelgianNumbers(page);
    await screenshot(page, testInfo, 'h1-admin-emergency-numbers-1280.png', true);
  });

  test('on a phone the jump links stay under the header and each is one tap from its section', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await openEnglishAcetone(page);
    const calls = page.getByRole('region', { name: 'In an emergency' });
    await expect(calls.getByRole('link', { name: /Emergency number/ })).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(calls.getByRole('link', { name: /Poison centre/ })).toHaveAttribute(
      'href',
      'tel:070245245',
    );
    await expect(calls.getByRole('link', { name: /Emergency telephone/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await screenshot(page, testInfo, 'h1-sheet-top-390.png');

    // Scrolled to the end, the four links are still on screen, right under the header.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const jump = page.getByRole('navigation', { name: 'Jump to' });
    const header = await page.locator('.app-header').boundingBox();
    const bar = await jump.boundingBox();
    expect(bar).not.toBeNull();
    expect(Math.abs(bar!.y - (header!.y + header!.height))).toBeLessThan(2);
    // Header and links together leave most of the screen to the sheet.
    expect((bar!.y + bar!.height) / PHONE.height).toBeLessThan(0.26);
    await screenshot(page, testInfo, 'h1-sheet-scrolled-390.png');

    for (const [link, heading] of [
      ['Fire', 'Fire prevention (fire fighting measures)'],
      ['First aid', 'First Aid'],
      ['Protection', 'Personal protection equipment'],
      ['Spills', 'Clean up spilled product'],
    ] as const) {
      await jump.getByRole('link', { name: link }).click();
      const title = page.getByRole('heading', { level: 2, name: heading });
      await expect(title).toBeFocused();
      // The heading lands below the sticky links, not hidden behind them.
      await expect
        .poll(async () => {
          const box = await title.boundingBox();
          const links = await jump.boundingBox();
          return box && links
            ? box.y >= links.y + links.height - 1 && box.y < PHONE.height / 2
            : false;
        })
        .toBe(true);
    }
    await screenshot(page, testInfo, 'h1-sheet-after-jump-390.png');
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a sheet in another language says so in the reader’s and offers theirs', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await openEnglishAcetone(page, 'nl-NL');
    await expect(page.getByText('Dit blad is in het Engels.')).toBeVisible();
    await screenshot(page, testInfo, 'h1-sheet-language-nl-390.png');
    await page.getByRole('link', { name: 'Open het blad in uw taal' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aceton technisch 99,5 %');
    await expect(page.getByText('Dit blad is in het Engels.')).toBeHidden();

    // Polish has no version: the other languages are offered in the notice.
    await page.setViewportSize(DESK);
    await openEnglishAcetone(page, 'pl-PL');
    await expect(page.getByText('Ta karta jest w języku: angielski.')).toBeVisible();
    const notice = page.locator('.sheet-language-notice');
    await expect(notice.getByRole('link', { name: 'Nederlands' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Inne języki' })).toHaveCount(1);
    await screenshot(page, testInfo, 'h1-sheet-language-pl-1280.png');

    // On a desk the emergency block sits beside the sections, the jump links in the summary.
    await openEnglishAcetone(page, 'ar-SA');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'في حالة الطوارئ' })).toBeVisible();
    await screenshot(page, testInfo, 'h1-sheet-ar-1280.png');
  });
});
