import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what issue 12 holds every screen to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's finite animations and transitions (a toast sliding in, a dialog fading
 * up) to end. Half-faded text fails axe's contrast rule for no reason a user would see; endless
 * ones (a spinner) are left running.
 */
export async function settleAnimations(page: Page) {
  // Two frames first: a transition set off by the last render starts on the next style update.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's WCAG 2.2 AA results for the page once it has stopped moving. */
export async function analyzeSettled(page: Page) {
  await settleAnimations(page);
  return new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
}
