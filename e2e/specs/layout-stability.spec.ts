import type { Page } from '@playwright/test';
import { deleteAsDevice } from '../support/device-calls.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESK, PHONE } from '../support/screenshots.ts';
import { signInDevice } from '../support/sign-in.ts';

/** Issue 23 point 4: what "good" is for Cumulative Layout Shift here (web.dev's 0.1, tightened). */
const CLS_LIMIT = 0.02;

type Shift = { value: number; startTime: number; sources: string[] };

/**
 * Collects every layout shift from the first paint on, as web-vitals does: entries after recent
 * input do not count. Installed before the page's own scripts run.
 */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  };
  const describe = (node: Node | null | undefined) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
      : String(node?.nodeName ?? '?');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * CLS as Chromium's tools compute it: the largest session window (shifts less than 1 s apart,
 * at most 5 s long) of the recorded shifts.
 */
function cumulativeLayoutShift(shifts: Shift[]) {
  let largest = 0;
  let window = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** Lets the page settle (late chunks, fonts, the last answers), then reads its CLS. */
async function measuredShift(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts,
  );
  const cls = cumulativeLayoutShift(shifts);
  console.log(`CLS ${name}: ${cls.toFixed(4)}`, JSON.stringify(shifts));
  return cls;
}

let productPath = '';

test.describe('no layout shift on the first screens (issue 23)', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInDevice(page, 'DEMO-USER-2026');
    await page.getByRole('searchbox').fill('aceton');
    const hit = page.getByRole('link', { name: /Acetone technical 99.5 %/ });
    productPath = new URL((await hit.getAttribute('href')) ?? '', 'http://x').pathname;
    await deleteAsDevice(page, ['/api/Authorization']);
    await page.close();
  });

  for (const [size, viewport] of [
    ['1280', DESK],
    ['390', PHONE],
  ] as const) {
    test(`login, search and the sheet keep still at ${size} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(recordLayoutShifts);

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      const login = await measuredShift(page, `login ${size}`);

      await page.getByLabel('Authorisation code').fill('DEMO-USER-2026');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/search/);
      // A fresh load of each screen, as a worker opening a link or Lighthouse sees it.
      await page.goto('/search');
      await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
      const search = await measuredShift(page, `search ${size}`);

      await page.goto(productPath);
      await expect(page.getByRole('heading', { name: 'First aid' })).toBeVisible();
      const sheet = await measuredShift(page, `sheet ${size}`);

      expect.soft(login, 'CLS of the login screen').toBeLessThanOrEqual(CLS_LIMIT);
      expect.soft(search, 'CLS of the search screen').toBeLessThanOrEqual(CLS_LIMIT);
      expect.soft(sheet, 'CLS of the product sheet').toBeLessThanOrEqual(CLS_LIMIT);
      await deleteAsDevice(page, ['/api/Authorization']);
    });
  }
});
