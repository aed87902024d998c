import type { Page } from '@playwright/test';

/** One API call made from the page's own device session. */
export type DeviceCall = { method: string; path: string; body?: unknown };

/**
 * Sends each call from the page's own device session, with the headers the app sends (AuthCode,
 * DeviceId, X-XSRF-TOKEN; docs/product/wire-conventions.md#request-headers), and answers each
 * status and JSON body (null without one). Specs make their own data with it, and clean up after
 * themselves.
 */
export function callAsDevice(
  page: Page,
  calls: readonly DeviceCall[],
): Promise<{ status: number; body: unknown }[]> {
  return page.evaluate(async (requests) => {
    const stored = JSON.parse(localStorage.getItem('authenticatedUser') ?? '{}') as {
      authCode: string;
      deviceGuid: string;
    };
    const bytes = new TextEncoder().encode(`${stored.authCode}${stored.deviceGuid}`);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    const headers: Record<string, string> = {
      AuthCode: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
      DeviceId: stored.deviceGuid,
      'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
    };
    const answers: { status: number; body: unknown }[] = [];
    for (const { method, path, body } of requests) {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const isJson = /json/.test(response.headers.get('content-type') ?? '');
      answers.push({ status: response.status, body: isJson ? await response.json() : null });
    }
    return answers;
  }, calls);
}

/** Sends `DELETE` for each path from the page's device session, and answers each status. */
export async function deleteAsDevice(page: Page, paths: readonly string[]): Promise<number[]> {
  const answers = await callAsDevice(
    page,
    paths.map((path) => ({ method: 'DELETE', path })),
  );
  return answers.map((answer) => answer.status);
}
