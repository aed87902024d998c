import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { textAt } from '@sds/i18n';
import { readCatalogueSync } from '@sds/i18n/files';
import { expect, test } from '../support/fixtures.ts';
import { signInDevice } from '../support/sign-in.ts';

/** A text of the shipped catalogues (`products`, `search.title`), as the screen must show it. */
function text(locale: string, namespace: string, key: string): string {
  const found = textAt(readCatalogueSync(locale, namespace), key);
  if (found === null) throw new Error(`${locale}/${namespace}: no text ${key}`);
  return found;
}

/** The core languages (docs/product/languages.md#locales) and one written right to left. */
const LANGUAGES = [
  { locale: 'nl-NL', dir: 'ltr' },
  { locale: 'en-US', dir: 'ltr' },
  { locale: 'de-DE', dir: 'ltr' },
  { locale: 'fr-FR', dir: 'ltr' },
  { locale: 'ar-SA', dir: 'rtl' },
] as const;

async function switchLanguage(page: Page, locale: string, dir: string) {
  await page.getByRole('banner').getByRole('combobox').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

async function screenshot(page: Page, name: string, testInfo: TestInfo) {
  const folder = process.env.E2E_SCREENSHOT_DIR;
  const file = `${name}.png`;
  await page.screenshot({
    path: folder ? join(folder, file) : testInfo.outputPath(file),
    fullPage: true,
  });
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, `${name}: nothing sticks out sideways`).toBe(0);
}

test.describe('languages (issue 12)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search and the sheet in each core language and in Arabic, right to left', async ({
    page,
  }, testInfo) => {
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search/);
    await page.goto('/search?q=aceton');
    // Search follows the interface language: "Aceton technisch", "Acétone technique" …
    const hit = page.getByRole('link', { name: /Ac[eé]ton/ }).first();
    await expect(hit).toBeVisible();
    for (const { locale, dir } of LANGUAGES) {
      await switchLanguage(page, locale, dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'products', 'search.title'),
      );
      await expect(hit).toBeVisible();
      await screenshot(page, `search-${locale}`, testInfo);
    }

    await hit.click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    for (const { locale, dir } of LANGUAGES) {
      await switchLanguage(page, locale, dir);
      const firstAid = text(locale, 'products', 'sections.firstAid');
      await expect(page.getByRole('heading', { level: 2, name: firstAid })).toBeVisible();
      await expect(
        page.getByText(text(locale, 'products', 'signalWord.Danger'), { exact: true }),
      ).toBeVisible();
      // "Gesundheitsschädlich/reizend" wraps under its pictogram instead of sticking out.
      const captionOverflows = await page
        .locator('.pictograms__item')
        .evaluateAll((items) =>
          items.flatMap((item) =>
            [...item.children]
              .filter((child) => child.scrollWidth > item.clientWidth)
              .map((child) => child.textContent),
          ),
        );
      expect(captionOverflows, `${locale}: pictogram captions fit`).toEqual([]);
      await screenshot(page, `sheet-${locale}`, testInfo);
    }

    // Arabic was chosen last: it is saved and applied at the next start.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar-SA');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 2, name: text('ar-SA', 'products', 'sections.firstAid') }),
    ).toBeVisible();
  });

  test('a saved language is matched by its first two letters, else English', async ({ page }) => {
    await page.goto('/login');
    const matches: [saved: string, shown: string][] = [
      ['de-AT', 'de-DE'],
      ['pt', 'pt-PT'],
      ['xx-YY', 'en-US'],
    ];
    for (const [saved, shown] of matches) {
      await page.evaluate((language) => localStorage.setItem('language', language), saved);
      await page.reload();
      await expect(page.locator('html'), saved).toHaveAttribute('lang', shown);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(shown, 'auth', 'login.title'),
      );
    }
  });

  for (const production of [true, false]) {
    test(`a missing translation shows ${production ? 'its key in production' : '[MISSING - key] elsewhere'}`, async ({
      page,
    }) => {
      // The deployment says whether it is production (/config.json) …
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), production } });
      });
      // … and English lacks one text of the login screen.
      let isTextRemoved = false;
      await page.route(/\/assets\/locale-en-US-[\w-]+\.js$/, async (route) => {
        const response = await route.fetch();
        const source = await response.text();
        const changed = source.replace('authCodeHint:', 'authCodeHintRemoved:');
        isTextRemoved = changed !== source;
        await route.fulfill({ response, body: changed });
      });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
      expect(isTextRemoved, 'the English catalogue chunk was altered').toBe(true);
      await expect(
        page.getByText(production ? 'login.authCodeHint' : '[MISSING - login.authCodeHint]', {
          exact: true,
        }),
      ).toBeVisible();
    });
  }
});
