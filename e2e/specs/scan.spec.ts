import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { readQrCode, renderFirstPage } from '../../apps/api/src/testing/pdf-inspection.ts';
import { analyzeSettled } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { MONITORING_RECEIVER_PORT } from '../support/monitoring-receiver.ts';
import { DESK, PHONE, screenshotAtBothSizes } from '../support/screenshots.ts';
import { demoAccounts, signInAccount, signInDevice } from '../support/sign-in.ts';
import config from '../playwright.config.ts';

const run = promisify(execFile);
const ACETONE = 'Acetone technical 99.5 %';

/** Signs the page in as a demo user device and opens acetone's sheet; answers its id. */
async function openAcetone(page: Page): Promise<string> {
  await signInDevice(page, 'DEMO-USER-2026');
  await expect(page).toHaveURL(/\/search/);
  await page.getByRole('searchbox').fill('acetone');
  await expect(page).toHaveURL(/[?&]q=acetone/);
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  await results.getByRole('link', { name: new RegExp(ACETONE.replace(/[.]/g, '\\.')) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACETONE);
  return /\/product\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

/** The product's container label, as "Print label" fetches it, from the page's device session. */
async function labelPdf(page: Page, productId: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (id) => {
    const stored = JSON.parse(localStorage.getItem('authenticatedUser') ?? '{}') as {
      authCode: string;
      deviceGuid: string;
    };
    const bytes = new TextEncoder().encode(`${stored.authCode}${stored.deviceGuid}`);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    const response = await fetch(`/api/products/${id}/download/label`, {
      method: 'POST',
      headers: {
        AuthCode: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
        DeviceId: stored.deviceGuid,
        'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
      },
    });
    const content = new Uint8Array(await response.arrayBuffer());
    return btoa(Array.from(content, (byte) => String.fromCharCode(byte)).join(''));
  }, productId);
  return Buffer.from(base64, 'base64');
}

const FRAME = { width: 1280, height: 720 };

/**
 * A video file for Chromium's fake camera: the label rendered by pdftoppm, converted to the
 * planes of a YUV4MPEG2 (.y4m, 4:2:0) file, a few identical frames (Chromium loops it).
 */
async function labelVideo(pdf: Buffer, folder: (name: string) => string): Promise<string> {
  await writeFile(folder('label.pdf'), pdf);
  await run('/usr/bin/pdftoppm', [
    '-png',
    '-scale-to-y',
    String(FRAME.height),
    '-scale-to-x',
    '-1',
    '-singlefile',
    folder('label.pdf'),
    folder('label'),
  ]);
  const image = PNG.sync.read(await readFile(folder('label.png')));
  // The label centred on a white 1280×720 frame, the camera's size, so nothing rescales it.
  const { width, height } = FRAME;
  const left = Math.floor((width - image.width) / 2);
  const luma = Buffer.alloc(width * height);
  const blue = Buffer.alloc((width / 2) * (height / 2));
  const red = Buffer.alloc((width / 2) * (height / 2));
  const rgb = (x: number, y: number) => {
    const column = x - left;
    if (column < 0 || column >= image.width || y >= image.height) return [255, 255, 255] as const;
    const at = (y * image.width + column) * 4;
    return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!] as const;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = rgb(x, y);
      luma[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const at = (y / 2) * (width / 2) + x / 2;
        blue[at] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        red[at] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, blue, red]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const video = folder('label.y4m');
  await writeFile(video, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
  return video;
}

test.describe('scanning a container’s code (issue 24)', () => {
  test('the camera reads a printed label’s QR code and the sheet opens', async ({
    page,
  }, testInfo) => {
    // Two browsers, a pdf rendered to video, and the reader's first start: more than 30 s here.
    test.setTimeout(90_000);
    const productId = await openAcetone(page);
    const pdf = await labelPdf(page, productId);
    expect(readQrCode(await renderFirstPage(pdf, 150))).toMatch(
      new RegExp(`/redirect\\?id=${productId}$`),
    );
    const video = await labelVideo(pdf, (name) => testInfo.outputPath(name));

    // A phone whose camera films the label: Chromium's fake camera plays the rendered label.
    const launch = config.use?.launchOptions ?? {};
    const browser = await chromium.launch({
      ...launch,
      args: [
        ...(launch.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: config.use?.baseURL, viewport: PHONE });
      const phone = await context.newPage();
      const problems: string[] = [];
      const foreignRequests: string[] = [];
      const wasmRequests: string[] = [];
      phone.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      phone.on('pageerror', (error) => problems.push(error.message));
      phone.on('request', (request) => {
        const url = new URL(request.url());
        // The app's own origin, and the error monitoring the server's MONITORING_DSN names
        // (the run's stand-in receiver, which gets the page's sessions and page-view spans).
        if (
          url.protocol.startsWith('http') &&
          url.origin !== config.use?.baseURL &&
          url.origin !== `http://127.0.0.1:${MONITORING_RECEIVER_PORT}`
        ) {
          foreignRequests.push(request.url());
        }
        if (url.pathname.endsWith('.wasm')) wasmRequests.push(url.pathname);
      });

      await signInDevice(phone, 'DEMO-USER-2026');
      // A browser of its own starts cold: its first sign-in loads the login call's code first.
      await expect(phone).toHaveURL(/\/search$/, { timeout: 20_000 });
      await phone.getByRole('button', { name: 'Scan' }).click();
      await expect(phone).toHaveURL(new RegExp(`/product/${productId}$`), { timeout: 20_000 });
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(ACETONE);
      // The dialog is gone and the camera released with it.
      await expect(phone.getByRole('dialog')).toHaveCount(0);

      const hasNativeDetector = await phone.evaluate(() => 'BarcodeDetector' in window);
      // The polyfill's WebAssembly comes from the app itself, never from a CDN.
      if (!hasNativeDetector) expect(wasmRequests.length).toBeGreaterThan(0);
      expect(wasmRequests.filter((path) => !path.startsWith('/assets/'))).toEqual([]);
      expect(foreignRequests).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('without a usable camera the dialog says why, accessibly', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signInDevice(page, 'DEMO-USER-2026');
    await expect(page).toHaveURL(/\/search$/);
    const scan = page.getByRole('button', { name: 'Scan' });
    await scan.click();
    const dialog = page.getByRole('dialog', { name: 'Scan a label or barcode' });
    const why = dialog.getByRole('alert');
    // Headless Chromium here has no camera, or refuses it without asking.
    await expect(why).toHaveText(
      /^(This device has no camera the app can use\.|The camera is blocked for this site\. .*)$/,
    );
    expect((await analyzeSettled(page)).violations).toEqual([]);
    await screenshotAtBothSizes(page, 'scan-no-camera', testInfo);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(scan).toBeFocused();
  });
});

test.describe('the company poster (issue 24)', () => {
  test.use({ viewport: DESK });

  test('downloads from the codes screen, and its QR code signs a phone in', async ({
    page,
    browser,
  }) => {
    await signInAccount(page, demoAccounts.demoOwner);
    await page
      .getByRole('navigation', { name: /^Administration of / })
      .getByRole('link', { name: 'Codes', exact: true })
      .click();
    const poster = page.getByRole('region', { name: 'Sign-in poster' });
    const downloaded = page.waitForEvent('download');
    await poster.getByRole('button', { name: 'Download poster' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('Sign-in poster.pdf');
    const pdf = await readFile(await download.path());
    const signInUrl = new URL(readQrCode(await renderFirstPage(pdf, 100))!);
    expect(signInUrl.pathname).toBe('/login');
    expect(signInUrl.search).toBe('');
    expect(signInUrl.hash).toMatch(/^#code=/);

    // A phone opens the poster's link: signed in, and the code is gone from the address.
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    await phone.goto(`${signInUrl.pathname}${signInUrl.hash}`);
    await expect(phone).toHaveURL(/\/search$/);
    await expect(phone.getByText('Demo Chemicals B.V.')).toBeVisible();
    const history = await phone.evaluate(() => window.location.href);
    expect(history).not.toContain('code=');
    await phone.context().close();
  });
});
