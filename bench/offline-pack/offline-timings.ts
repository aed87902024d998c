// The offline timings of the offline-pack bench (offline-pack.bench.ts): an app start served by
// the service worker to a usable search box, and a sheet opened from the pack.
// The functions handed to page.evaluate run in the page: they need the DOM's types.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/** Offline app starts measured, and sheets opened from the results. */
export const RELOADS = 12;
export const SHEET_OPENS = 20;

/** Waits until the app's service worker controls the page (it has cached the whole build). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
    polling: 250,
  });
}

/** A result of the search screen, not its placeholder's nor stale results. */
const RESULT_LINK =
  'ul.search-results__list:not([aria-hidden]):not([aria-busy]) a[href^="/product/"]';

/** In the page: ms since navigation start when the search box can be typed in. */
const searchBoxUsable = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="search"][name="q"]');
  return input && !input.disabled && input.getClientRects().length > 0 ? performance.now() : 0;
};

/**
 * 4: offline, the app starts again (a reload served by the service worker): navigation start to
 * a usable search box; then, typed by the bench, to the first results from the pack.
 */
export async function offlineStarts(page: Page) {
  await page.goto('/search');
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  const samples = [];
  for (let index = 0; index < RELOADS; index += 1) {
    await page.reload({ waitUntil: 'commit' });
    const usable = await page.waitForFunction(searchBoxUsable, undefined, { polling: 'raf' });
    const searchBoxMs = (await usable.jsonValue()) as number;
    await page.locator('input[type="search"][name="q"]').fill('aceton');
    const results = await page.waitForFunction(
      (RESULT_LINK) => {
        const hit = document.querySelector(RESULT_LINK);
        return hit ? performance.now() : 0;
      },
      RESULT_LINK,
      { polling: 'raf' },
    );
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { workerStartMs: entry.workerStart, responseEndMs: entry.responseEnd };
    });
    samples.push({
      searchBoxMs,
      firstResultsMs: (await results.jsonValue()) as number,
      ...navigation,
      isControlled: await page.evaluate(() => navigator.serviceWorker.controller !== null),
    });
  }
  return samples;
}

/**
 * 5: offline, a sheet opened from the results (never opened before): click to its heading.
 * Then the same sheets opened cold, by a reload of their address (navigation start to heading).
 */
export async function sheetOpens(page: Page) {
  const clicks: number[] = [];
  const names: string[] = [];
  await page.goto('/search?q=H225');
  for (let index = 0; index < SHEET_OPENS; index += 1) {
    const links = page.locator(RESULT_LINK);
    await links.first().waitFor();
    const count = await links.count();
    const link = links.nth(index % count);
    const ms = await link.evaluate(async (anchor: HTMLAnchorElement) => {
      const text = anchor.textContent ?? '';
      const clicked = performance.now();
      anchor.click();
      return new Promise<number>((resolve, reject) => {
        const check = () => {
          const heading = document.querySelector('h1');
          const title = heading?.textContent?.trim() ?? '';
          if (location.pathname.startsWith('/product/') && title && text.includes(title)) {
            resolve(performance.now() - clicked);
            return true;
          }
          return false;
        };
        if (check()) return;
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error(`no heading for ${text}`)), 10_000);
      });
    });
    clicks.push(ms);
    names.push(new URL(page.url()).pathname);
    await page.goBack();
  }
  const cold: number[] = [];
  for (const path of names.slice(0, 8)) {
    await page.goto(path, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      () => {
        const title = document.querySelector('h1')?.textContent?.trim();
        return location.pathname.startsWith('/product/') && title ? performance.now() : 0;
      },
      undefined,
      { polling: 'raf' },
    );
    cold.push((await shown.jsonValue()) as number);
  }
  return { clicks, cold };
}
