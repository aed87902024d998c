import { launch } from 'chrome-launcher';

/**
 * The flags Debian's Chromium runs with in the benches, as in the e2e run
 * (e2e/playwright.config.ts, another workspace): headless, nothing downloaded or synced.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or CHROMIUM_PATH) with those flags, for Lighthouse and the DevTools protocol. */
export function launchChromium() {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
}
