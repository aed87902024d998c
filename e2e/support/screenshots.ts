import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

export const DESK = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Saves a full-page screenshot at desk and phone width, desk first, and leaves the page at
 * desk size; nothing may stick out sideways on the phone. The files go to the test's output
 * folder, or to `E2E_SCREENSHOT_DIR` when set, for looking at them side by side.
 */
export async function screenshotAtBothSizes(page: Page, name: string, testInfo: TestInfo) {
  const folder = process.env.E2E_SCREENSHOT_DIR;
  for (const [size, viewport] of [
    ['1280', DESK],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    const file = `${name}-${size}.png`;
    await page.screenshot({
      path: folder ? join(folder, file) : testInfo.outputPath(file),
      fullPage: true,
    });
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    // At most 0: with the scrollbar's room kept (scrollbar-gutter: stable), Chromium reports a
    // scroll width a gutter narrower than the client width.
    expect(overflow, `${name} at ${size} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESK);
}
