import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { analyzeSettled } from '../support/axe.ts';
import { ALLOWS_NETWORK_ERRORS, expect, test } from '../support/fixtures.ts';
import { DESK, PHONE, screenshotAtBothSizes } from '../support/screenshots.ts';
import { signInDevice } from '../support/sign-in.ts';

type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  dir: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Width and height from a PNG's header (IHDR, right after the signature). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the app's service worker controls the page (it claims the first page it finds). */
async function waitForWorkerControl(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      // The worker precaches the whole build (about 5 MB) before it takes control.
      timeout: 60_000,
    })
    .toMatch(/\/sw\.js$/);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** The built worker the e2e server serves (apps/web/dist, as `npm start` does). */
const BUILT_WORKER = new URL('../../apps/web/dist/sw.js', import.meta.url);

/** How the build writes the worker and its compressed copies (precompress-assets.ts). */
const WORKER_ENCODINGS: Record<string, (text: string) => Buffer> = {
  '': (text) => Buffer.from(text),
  '.br': (text) => brotliCompressSync(text),
  '.gz': (text) => gzipSync(text),
};

/**
 * Serves the next deployment's worker — the same code with one comment more — while `run`
 * runs, then the built one again. Chromium fetches a worker's script for an update outside
 * the page, where request routing does not reach, so the files themselves change: the script
 * and, as a deployment writes them, its brotli and gzip copies, which the server prefers.
 */
async function withNextDeployment(run: () => Promise<void>): Promise<void> {
  const next = `${readFileSync(BUILT_WORKER, 'utf8')}\n// the next deployment\n`;
  const built = Object.entries(WORKER_ENCODINGS)
    .map(([extension, encode]) => ({ path: new URL(`${BUILT_WORKER.href}${extension}`), encode }))
    .filter(({ path }) => existsSync(path))
    .map((file) => ({ ...file, bytes: readFileSync(file.path) }));
  for (const { path, encode } of built) writeFileSync(path, encode(next));
  try {
    await run();
  } finally {
    for (const { path, bytes } of built) writeFileSync(path, bytes);
  }
}

test.describe('the installable app (issue 24)', () => {
  // Installing precaches the whole build; on a loaded machine that alone took 20 s.
  test.setTimeout(90_000);
  test('has a valid web manifest, linked from the page, with the app’s colours and icons', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      id: '/',
      name: 'SDS Portal',
      short_name: 'SDS Portal',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-US',
      dir: 'ltr',
    });
    // The colours are the design tokens the page itself uses.
    const tokens = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        theme: style.getPropertyValue('--color-primary').trim(),
        canvas: style.getPropertyValue('--color-canvas').trim(),
      };
    });
    expect(manifest.theme_color).toBe(tokens.theme);
    expect(manifest.background_color).toBe(tokens.canvas);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', tokens.theme);

    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await request.get(touchIcon ?? '')).body())).toBe('180x180');
  });

  test('the service worker controls the page, and the app starts offline', async ({
    page,
    context,
  }) => {
    test.info().annotations.push({ type: ALLOWS_NETWORK_ERRORS });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(await waitForWorkerControl(page)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The app shell is kept once the worker is active (it precaches while installing).
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return requests.flat().map((url) => new URL(url).pathname);
    });
    expect(kept).toContain('/index.html');
    expect(kept).toContain('/manifest.webmanifest');
    expect(kept.some((path) => /^\/assets\/locale-de-DE-[\w-]+\.js$/.test(path))).toBe(true);
    expect(kept.some((path) => path.startsWith('/pictograms/'))).toBe(true);
    expect(kept).toContain('/config.json');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // Typed addresses open the app too (here: no session, so the login screen).
    await page.goto('/search?q=acetone');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    // The API is never answered with the app.
    const api = await page.evaluate(() =>
      fetch('/api/ready').then(
        (response) => `answered ${response.status}`,
        () => 'no network',
      ),
    );
    expect(api).toBe('no network');
    await context.setOffline(false);
  });

  test('a new version waits, is offered calmly, and loads on Reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await waitForWorkerControl(page);
    await withNextDeployment(async () => {
      // What the browser does on its own on a navigation, and the app every hour.
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

      const notice = page.getByTestId('app-update-notice');
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice.getByRole('status')).toHaveText('A new version of SDS Portal is ready.');
      // It waits: the page stays under the version it started with until asked.
      const isWaiting = () =>
        page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
      expect(await isWaiting()).toBe(true);
      await screenshotAtBothSizes(page, 'installable-app-update-notice', testInfo);
      // The notice meets WCAG 2.2 AA like every screen (issue 12).
      expect((await analyzeSettled(page)).violations).toEqual([]);

      const startedAt = await page.evaluate(() => performance.timeOrigin);
      // The waiting worker takes over, and the page loads again under it.
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => performance.timeOrigin)).toBeGreaterThan(startedAt);
      expect(await isWaiting()).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(notice).toBeHidden();
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    });
  });

  test('an update waits while the product editor holds unsaved changes, and says so', async ({
    page,
  }, testInfo) => {
    await signInDevice(page, 'DEMO-KEY-2026');
    await expect(page).toHaveURL(/\/search/);
    await waitForWorkerControl(page);
    await page.goto('/product/new');
    await page.getByRole('textbox', { name: /Product name/ }).fill('E2E update waits');
    await withNextDeployment(async () => {
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const notice = page.getByTestId('app-update-notice');
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice.getByRole('status')).toHaveText(
        'A new version of SDS Portal is ready.Reload is offered once your changes are saved.',
      );
      await expect(notice.getByRole('button', { name: 'Reload' })).toHaveCount(0);
      await screenshotAtBothSizes(page, 'installable-app-update-waits-for-editor', testInfo);
      // On a phone the notice leaves the editor's save bar (how the wait ends) uncovered.
      await page.setViewportSize(PHONE);
      await page.screenshot({
        path: testInfo.outputPath('installable-app-update-waits-for-editor-390-view.png'),
      });
      const save = await page.getByRole('button', { name: 'Create product' }).boundingBox();
      const shown = await notice.boundingBox();
      expect(save && shown).toBeTruthy();
      if (save && shown) expect(shown.y + shown.height).toBeLessThanOrEqual(save.y);
      await page.setViewportSize(DESK);

      // Leaving the editor asks first; while that question is open the update still waits.
      await page.getByRole('link', { name: 'Search', exact: true }).click();
      const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(question).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Reload' })).toHaveCount(0);
      await question.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page).toHaveURL(/\/search/);
      // Nothing is lost by a reload now: it is offered.
      await expect(notice.getByRole('status')).toHaveText('A new version of SDS Portal is ready.');
      await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
    });
  });
});
