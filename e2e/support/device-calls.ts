import type { Page } from '@playwright/test';

/**
 * Sends `DELETE` for each path from the page's own device session, with the headers the app
 * sends (SPEC §7: AuthCode, DeviceId, X-XSRF-TOKEN), and answers each status. Specs clean up
 * with it: the products they made, and the device's sign-in (`/api/Authorization`).
 */
export function deleteAsDevice(page: Page, paths: readonly string[]): Promise<number[]> {
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
