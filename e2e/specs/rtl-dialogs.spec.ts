import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { deleteAsDevice } from '../support/device-calls.ts';
import { analyzeSettled } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESK, PHONE } from '../support/screenshots.ts';
import { signInDevice } from '../support/sign-in.ts';

/**
 * Issue 23's new dialogs read right to left: the SDS viewer over the sheet and the editor's
 * "leave without saving?" question, in Arabic, hold to WCAG 2.2 AA as accessibility.spec holds
 * every screen (axe: no violation), at 1280 and 390 px. Texts are found by the Arabic catalogue's
 * own words, so a missing translation fails too.
 */

type Catalogue = Record<string, unknown>;

/** A text of the Arabic catalogue by namespace and dotted key. */
function arabic(namespace: string, key: string): string {
  const file = new URL(`../../packages/i18n/locales/ar-SA/${namespace}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Catalogue)[part], catalogue);
  if (typeof text !== 'string') throw new Error(`ar-SA ${namespace}:${key} is no text`);
  return text;
}

async function expectNoAxeViolations(page: Page, name: string) {
  const results = await analyzeSettled(page);
  expect(
    results.violations.map((violation) => violation.id),
    name,
  ).toEqual([]);
}

/** Signs in, switches the interface to Arabic and opens the acetone sheet. */
async function openSheetInArabic(page: Page, code: string) {
  await signInDevice(page, code);
  await expect(page).toHaveURL(/\/search/);
  await page.evaluate(() => localStorage.setItem('language', 'ar-SA'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('searchbox').fill('aceton');
  await page.getByRole('link', { name: /Acetone technical 99\.5 %/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acetone technical 99.5 %');
}

test.describe('the SDS viewer in Arabic (issue 23)', () => {
  test.use({ viewport: DESK });

  test('has no axe violation, right to left', async ({ page }) => {
    await openSheetInArabic(page, 'DEMO-USER-2026');
    await page.getByRole('button', { name: arabic('products', 'documents.showViewer') }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('iframe')).toBeVisible();
    await expectNoAxeViolations(page, 'the SDS viewer, ar-SA');
    await viewer.getByRole('button', { name: arabic('products', 'documents.hideViewer') }).click();
    await expect(viewer).toHaveCount(0);
    await deleteAsDevice(page, ['/api/Authorization']);
  });
});

for (const [size, viewport] of [
  ['1280', DESK],
  ['390', PHONE],
] as const) {
  test.describe(`the editor's leave question in Arabic at ${size} px (issue 23)`, () => {
    test.use({ viewport });

    test('has no axe violation, right to left', async ({ page }) => {
      await openSheetInArabic(page, 'DEMO-KEY-2026');
      await page.getByRole('link', { name: arabic('common', 'productActions.edit') }).click();
      await page.getByRole('textbox').first().fill('تغيير لم يُحفظ');
      await page.getByRole('link', { name: arabic('editor', 'back.toProduct') }).click();
      const question = page.getByRole('alertdialog', {
        name: arabic('editor', 'leaveGuard.title'),
      });
      await expect(question).toBeVisible();
      await expectNoAxeViolations(page, `the leave question, ar-SA, ${size} px`);
      await question.getByRole('button', { name: arabic('editor', 'leaveGuard.stay') }).click();
      await expect(question).toHaveCount(0);
      await deleteAsDevice(page, ['/api/Authorization']);
    });
  });
}
