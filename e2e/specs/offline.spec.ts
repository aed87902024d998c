import type { Page } from '@playwright/test';
import { callAsDevice } from '../support/device-calls.ts';
import { ALLOWS_NETWORK_ERRORS, expect, test } from '../support/fixtures.ts';
import { signInDevice } from '../support/sign-in.ts';

const PACK_PREFIX = 'sds-offline-pack:';

/** The names of the offline pack databases on this browser profile. */
function packNames(page: Page): Promise<string[]> {
  return page.evaluate(
    async (prefix) =>
      (await indexedDB.databases())
        .map((database) => database.name ?? '')
        .filter((name) => name.startsWith(prefix)),
    PACK_PREFIX,
  );
}

/** When the pack last synced completely ("sheets as of"), and how many sheets it holds. */
function packState(page: Page): Promise<{ syncedAt: string | null; sheets: number } | null> {
  return page.evaluate(async (prefix) => {
    const name = (await indexedDB.databases()).find((db) => db.name?.startsWith(prefix))?.name;
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = <T>(store: string, call: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const request = call(db.transaction(store).objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const meta = await read<{ syncedAt: string | null } | undefined>('meta', (s) => s.get('sync'));
    const sheets = await read<number>('sheets', (s) => s.count());
    db.close();
    return { syncedAt: meta?.syncedAt ?? null, sheets };
  }, PACK_PREFIX);
}

test.describe('the offline pack (issue 24)', () => {
  test('sheets and search work without a network, changes arrive on reconnect, logout deletes the pack', async ({
    page,
    browser,
  }, testInfo) => {
    test.info().annotations.push({ type: ALLOWS_NETWORK_ERRORS });
    test.setTimeout(150_000);
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search/);
    // The sync at sign-in fills the pack.
    await expect.poll(async () => (await packState(page))?.syncedAt ?? null).not.toBeNull();
    expect((await packState(page))?.sheets).toBeGreaterThan(1);

    // The app's service worker (decision 0053) controls the page once it has the whole build.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 60_000,
      })
      .toMatch(/\/sw\.js$/);

    // The network goes while the app is open: a search and a sheet never opened answer from the
    // pack at once, without a reload (TanStack Query would hold them until the network is back).
    await page.context().setOffline(true);
    await page.getByRole('searchbox').fill('ethanol');
    const ethanol = page
      .getByRole('list', { name: 'Results' })
      .getByRole('link', { name: /Ethanol 96 % denatured/ });
    await expect(ethanol).toBeVisible();
    await ethanol.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ethanol 96 % denatured');
    await page.goBack();
    await expect(page).toHaveURL(/\/search/);

    // No network, and a reload: the app starts from its worker, the search reads the pack.
    await page.reload();
    await page.getByRole('searchbox').fill('acteone');
    const results = page.getByRole('list', { name: 'Results' });
    const acetone = results.getByRole('link', { name: /Acetone technical 99.5 %/ });
    await expect(acetone).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Offline — sheets as of' });
    await expect(banner).toBeVisible();
    await testInfo.attach('offline-banner', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp'}/offline-search.png` });

    // A sheet never opened opens from the pack.
    await acetone.click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acetone technical 99.5 %');
    await expect(page.getByText('H225', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp'}/offline-sheet.png` });

    // Meanwhile a key user, on a device of their own, approves a new product.
    const keyContext = await browser.newContext();
    const keyUser = await keyContext.newPage();
    await signInDevice(keyUser, 'DEMO-KEY-2026');
    await expect(keyUser).toHaveURL(/\/search/);
    const name = `Offline pack arrival ${Date.now().toString(36)}`;
    const [created] = await callAsDevice(keyUser, [
      {
        method: 'POST',
        path: '/api/products',
        body: { articleNumber: `E2E-OFF-${Date.now()}`, locale: 'en-US', name },
      },
    ]);
    expect(created?.status).toBe(201);
    const productId = (created?.body as { id: string }).id;
    const decided = await callAsDevice(keyUser, [
      { method: 'POST', path: `/api/products/${productId}/submit` },
      { method: 'POST', path: `/api/products/${productId}/approve` },
    ]);
    expect(decided.map((answer) => answer.status)).toEqual([200, 200]);

    try {
      // Back online: the reconnect syncs, and the new sheet is in the pack.
      const before = (await packState(page))?.sheets ?? 0;
      await page.context().setOffline(false);
      await expect.poll(async () => (await packState(page))?.sheets).toBe(before + 1);
      await page.context().setOffline(true);
      await page.goto('/search');
      await page.getByRole('searchbox').fill(name);
      await expect(results.getByRole('link', { name: new RegExp(name) })).toBeVisible();
      await page.context().setOffline(false);
    } finally {
      await callAsDevice(keyUser, [{ method: 'DELETE', path: `/api/products/${productId}` }]);
      await keyContext.close();
    }

    // Logging out deletes the pack.
    expect(await packNames(page)).toHaveLength(1);
    await page.goto('/search');
    await page.locator('.app-header__logout').click();
    await page.getByRole('alertdialog').locator('.button--primary').click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => packNames(page)).toEqual([]);
  });
});
