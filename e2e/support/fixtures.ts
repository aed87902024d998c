import { test as base, expect } from '@playwright/test';
import { freeLicencesOfNewContexts } from './free-licences.ts';

/** Errors the specs raise on purpose start with this, and are not counted as failures. */
export const DELIBERATE_ERROR_PREFIX = 'e2e:';

/** Annotate a test with this type when it cuts the network on purpose. */
export const ALLOWS_NETWORK_ERRORS = 'allows-network-errors';

/** Chromium logs every 4xx answer; those are the API doing its job (403 for a wrong code). */
const CLIENT_ERROR_RESPONSE =
  /^Failed to load resource: the server responded with a status of 4\d\d/;
const NETWORK_FAILURE = /^Failed to load resource: net::ERR_/;

/**
 * `test` with a guard on every page: any console error, uncaught exception or
 * Content-Security-Policy violation fails the test, apart from deliberate `e2e:` errors,
 * 4xx answers, and network failures in tests annotated with ALLOWS_NETWORK_ERRORS.
 */
export const test = base.extend<{ pageProblems: string[]; freeLicences: undefined }>({
  /** Every device a test signed in is logged out at its end (free-licences.ts). */
  freeLicences: [
    // Asks for `context` so that this ends before the page's own context closes.
    async ({ browser, context }, use) => {
      void context;
      const undo = freeLicencesOfNewContexts(browser);
      try {
        await use(undefined);
      } finally {
        await undo();
      }
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      const allowsNetworkErrors = () =>
        testInfo.annotations.some((annotation) => annotation.type === ALLOWS_NETWORK_ERRORS);
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() !== 'error' || text.includes(DELIBERATE_ERROR_PREFIX)) return;
        if (CLIENT_ERROR_RESPONSE.test(text)) return;
        if (NETWORK_FAILURE.test(text) && allowsNetworkErrors()) return;
        problems.push(`console: ${text}`);
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
