import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Logs out every device signed in on the context's pages (`DELETE /api/Authorization` from the
 * page's own session), so its licence is free again: the demo companies have 25 and 10 user
 * licences for the whole run (README "Demo data"), and every spec signs new devices in.
 * A page on another origin, closed, or whose device is already gone is left alone.
 */
export async function logOutDevicesOf(context: BrowserContext): Promise<void> {
  await context.setOffline(false).catch(() => undefined);
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    await page
      .evaluate(async () => {
        const stored = localStorage.getItem('authenticatedUser');
        if (!stored) return;
        const { authCode, deviceGuid } = JSON.parse(stored) as {
          authCode: string;
          deviceGuid: string;
        };
        const bytes = new TextEncoder().encode(`${authCode}${deviceGuid}`);
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
        await fetch('/api/Authorization', {
          method: 'DELETE',
          headers: {
            AuthCode: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
            DeviceId: deviceGuid,
            'X-XSRF-TOKEN': decodeURIComponent(
              /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '',
            ),
          },
        });
      })
      .catch(() => undefined);
  }
}

/**
 * Makes every context the test opens with `browser.newContext` log its devices out before it
 * closes; answers the undo, which also logs out the contexts still open.
 */
export function freeLicencesOfNewContexts(browser: Browser): () => Promise<void> {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    const close = context.close.bind(context);
    context.close = async (...closeArgs: Parameters<BrowserContext['close']>) => {
      await logOutDevicesOf(context);
      return close(...closeArgs);
    };
    return context;
  };
  return async () => {
    browser.newContext = newContext;
    for (const context of browser.contexts()) await logOutDevicesOf(context);
  };
}
