import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ALLOWS_NETWORK_ERRORS, expect, test } from '../support/fixtures.ts';
import { signInDevice } from '../support/sign-in.ts';

const PACK_PREFIX = 'sds-offline-pack:';

/** How many sheets the pack holds and how many pdfs it keeps (null before the first sync). */
function packCounts(page: Page): Promise<{ sheets: number; pdfs: number } | null> {
  return page.evaluate(async (prefix) => {
    const name = (await indexedDB.databases()).find((db) => db.name?.startsWith(prefix))?.name;
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('documents')) {
      db.close();
      return null;
    }
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const [sheets, pdfs] = [await count('sheets'), await count('documents')];
    db.close();
    return { sheets, pdfs };
  }, PACK_PREFIX);
}

test.describe('the sheets’ pdfs in the offline pack (issue 24)', () => {
  test('the user chooses to keep them, seeing the size first; offline, a sheet’s pdf opens from the pack', async ({
    page,
    context,
  }) => {
    test.info().annotations.push({ type: ALLOWS_NETWORK_ERRORS });
    test.setTimeout(120_000);
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search/);
    await expect.poll(async () => (await packCounts(page))?.sheets ?? 0).toBeGreaterThan(1);

    // Off by default; the choice states the total size before anything downloads.
    const choice = page.getByRole('checkbox', {
      name: /^Keep the safety data sheets’ PDFs on this device too \(\d[\d.,]* (kB|MB)\)$/,
    });
    await expect(choice).not.toBeChecked();
    expect((await packCounts(page))?.pdfs).toBe(0);
    await choice.check();
    const note = page.getByRole('status').filter({ hasText: 'PDFs on this device:' });
    await expect(note).toHaveText(/^PDFs on this device: (.+) of \1$/, { timeout: 60_000 });
    expect((await packCounts(page))?.pdfs).toBeGreaterThan(0);
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR ?? '/tmp'}/offline-pdfs-choice.png`,
    });

    // The choice is remembered: a reload shows it on.
    await page.reload();
    await expect(choice).toBeChecked();

    // No network (the app's worker has the whole build, decision 0053): a sheet from the pack
    // opens its pdf from the copy this device keeps.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 60_000,
      })
      .toMatch(/\/sw\.js$/);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('searchbox').fill('acetone');
    const results = page.getByRole('list', { name: 'Results' });
    await results.getByRole('link', { name: /Acetone technical 99.5 %/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acetone technical 99.5 %');
    const open = page.getByRole('link', { name: 'Open', exact: true });
    await expect(open).toHaveAttribute('href', /^blob:/);
    const tabOpened = context.waitForEvent('page');
    await open.click();
    const tab = await tabOpened;
    await tab.waitForURL(/^blob:/);
    await tab.close();
    // The same copy saves (its bytes are the pdf's), and no viewer in the page is offered (the
    // page's CSP lets frames show the server's files only).
    const saving = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download', exact: true }).click();
    const saved = await (await saving).path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('button', { name: 'Show here' })).toHaveCount(0);

    // Back online, turned off: the pdfs go, the sheets stay.
    await context.setOffline(false);
    await page.goto('/search');
    await choice.uncheck();
    await expect.poll(async () => (await packCounts(page))?.pdfs).toBe(0);
    expect((await packCounts(page))?.sheets).toBeGreaterThan(1);
  });
});
