import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

// What the import specs share: signing in on Import SDS, dropping files, following a row to
// its product, screenshots, and cleaning up through the page's own session.

/** A folder that gets a copy of the screenshots, to look at them outside the test's output. */
const SHOTS_DIRECTORY = process.env.E2E_SHOTS_DIR;

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** Opens Import SDS as a visitor: the login in between comes back to it. */
export async function openImportAsKeyUser(page: Page) {
  await page.goto('/import');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fimport$/);
  await page.getByRole('textbox', { name: 'Authorisation code' }).fill('DEMO-KEY-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/import$/);
}

/**
 * Cleans up through the page's own session: each call is sent from the browser with the
 * headers the app sends (docs/product/wire-conventions.md#request-headers), and answers its status.
 */
export function deleteInPage(page: Page, paths: readonly string[]): Promise<number[]> {
  return page.evaluate(async (targets) => {
    const stored = JSON.parse(localStorage.getItem('authenticatedUser') ?? '{}') as {
      authCode: string;
      deviceGuid: string;
    };
    const bytes = new TextEncoder().encode(`${stored.authCode}${stored.deviceGuid}`);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    const headers = {
      AuthCode: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
      DeviceId: stored.deviceGuid,
      'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
    };
    const statuses: number[] = [];
    for (const target of targets) {
      statuses.push((await fetch(target, { method: 'DELETE', headers })).status);
    }
    return statuses;
  }, paths);
}

/** Drags files from outside the browser onto `target`, as a drop from the desktop does. */
export async function dropFiles(page: Page, target: Locator, files: readonly UploadFile[]) {
  const payload = files.map(({ name, mimeType, buffer }) => ({
    name,
    mimeType,
    base64: buffer.toString('base64'),
  }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (character) => character.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return transfer;
  }, payload);
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** A screenshot in the test's output, copied to E2E_SHOTS_DIR when that is set. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage });
  if (!SHOTS_DIRECTORY) return;
  mkdirSync(SHOTS_DIRECTORY, { recursive: true });
  copyFileSync(path, join(SHOTS_DIRECTORY, name));
}

/** The product id an "Open" link of the import list leads to. */
export async function productIdOf(row: Locator): Promise<string> {
  const href = await row.getByRole('link', { name: /^Open/ }).getAttribute('href');
  const id = /\/product\/([0-9a-f-]{36})\/edit$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`No product link in the row: ${href}`);
  return id;
}
