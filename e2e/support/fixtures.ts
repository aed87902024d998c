import { test as base, expect } from '@playwright/test';

/** Errors the specs raise on purpose start with this, and are not counted as failures. */
export const DELIBERATE_ERROR_PREFIX = 'e2e:';

/**
 * `test` with a guard on every page: any console error, uncaught exception or
 * Content-Security-Policy violation fails the test, apart from deliberate `e2e:` errors.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !text.includes(DELIBERATE_ERROR_PREFIX)) {
          problems.push(`console: ${text}`);
        }
      });
      page.on('pageerror', (error) => {
        if (!error.message.includes(DELIBERATE_ERROR_PREFIX)) {
          problems.push(`uncaught: ${error.message}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
