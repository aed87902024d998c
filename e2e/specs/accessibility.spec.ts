import type { Page, TestInfo } from '@playwright/test';
import { analyzeSettled } from '../support/axe.ts';
import { ALLOWS_NETWORK_ERRORS, expect, test } from '../support/fixtures.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';

/** The two languages every screen is checked in: the source, and one written right to left. */
const LANGUAGES = [
  { locale: 'en-US', dir: 'ltr' },
  { locale: 'ar-SA', dir: 'rtl' },
] as const;

async function useLanguage(page: Page, locale: string) {
  await page.evaluate((saved) => localStorage.setItem('language', saved), locale);
}

/** Opens a route and waits until its screen has settled (no busy list, no loading text). */
async function openScreen(page: Page, path: string, locale: string, dir: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(
    page.locator('main h1, main [role="heading"][aria-level="1"]').first(),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function expectNoViolations(page: Page, name: string, testInfo: TestInfo) {
  const results = await analyzeSettled(page);
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary}`),
  }));
  if (violations.length > 0) {
    await testInfo.attach(`axe-${name}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(violations, `${name}: ${results.passes.length} rules passed`).toEqual([]);
}

async function checkScreens(page: Page, paths: string[], testInfo: TestInfo) {
  for (const { locale, dir } of LANGUAGES) {
    await useLanguage(page, locale);
    for (const path of paths) {
      await openScreen(page, path, locale, dir);
      await expectNoViolations(page, `${locale} ${path}`, testInfo);
    }
  }
}

/** The id of a demo product, found the way a user finds it. */
async function acetoneId(page: Page): Promise<string> {
  await page.goto('/search?q=aceton');
  const hit = page.getByRole('link', { name: /Aceton/ }).first();
  await expect(hit).toBeVisible();
  const href = (await hit.getAttribute('href')) ?? '';
  return /\/product\/([0-9a-f-]{36})/.exec(href)?.[1] ?? '';
}

test.describe('accessibility: axe finds no WCAG 2.2 AA violation (issue 12)', () => {
  // Each test opens its screens twice (English, Arabic) and runs axe on each: about 2 s a screen.
  test.describe.configure({ timeout: 120_000 });

  test('screens without a session', async ({ page }, testInfo) => {
    await page.goto('/login');
    await checkScreens(
      page,
      [
        '/login',
        '/register',
        '/admin/sign-in',
        '/admin/forgot-password',
        // An e-mailed link: choosing a password, and a link that names nothing.
        '/redirect?purpose=password-reset&token=e2e-not-a-real-token',
        '/redirect',
        '/no/such/page',
      ],
      testInfo,
    );
  });

  test('an employee’s screens', async ({ page }, testInfo) => {
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search/);
    const id = await acetoneId(page);
    await checkScreens(
      page,
      ['/search', '/search?q=aceton', `/product/${id}`, '/notifications', '/request-product'],
      testInfo,
    );
  });

  test('a key user’s screens', async ({ page }, testInfo) => {
    await signInDevice(page, 'DEMO-KEY-2026');
    await expect(page).toHaveURL(/\/search/);
    const id = await acetoneId(page);
    await checkScreens(
      page,
      ['/audit', '/product/new', `/product/${id}/edit`, '/import', `/product/${id}`],
      testInfo,
    );
  });

  test('a company administrator’s screens', async ({ page }, testInfo) => {
    await signInAccount(page, demoAccounts.demoOwner);
    const companyPath = new URL(page.url()).pathname.replace(/\/$/, '');
    const sections = ['codes', 'licences', 'devices', 'api-keys', 'languages', 'subscriptions'];
    await checkScreens(
      page,
      [companyPath, ...sections.map((section) => `${companyPath}/${section}`)],
      testInfo,
    );
  });

  test('the portal administrator’s screens', async ({ page }, testInfo) => {
    await signInAccount(page, demoAccounts.admin);
    const demo = page.getByRole('link', { name: 'Demo Chemicals B.V.' });
    const companyPath = new URL((await demo.getAttribute('href')) ?? '', page.url()).pathname;
    await checkScreens(
      page,
      [
        '/admin/companies',
        companyPath,
        `${companyPath}/licences`,
        '/admin/catalogue',
        '/admin/feedback',
      ],
      testInfo,
    );
  });

  test('the dialogs: logging out, and a failed logout', async ({ page }, testInfo) => {
    // The network is gone when the user logs out: the dialog shows its failure and Force logout.
    test.info().annotations.push({ type: ALLOWS_NETWORK_ERRORS });
    await page.route('**/api/Authorization', (route) =>
      route.request().method() === 'DELETE'
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search/);
    for (const { locale, dir } of LANGUAGES) {
      await useLanguage(page, locale);
      await openScreen(page, '/search', locale, dir);
      await page.locator('.app-header__logout').click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, `${locale} logout dialog`, testInfo);
      await dialog.locator('.button--primary').click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectNoViolations(page, `${locale} failed logout dialog`, testInfo);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
