/**
 * Which requests the service worker answers itself (sw.ts, decision 0053): plain predicates, so
 * the page's tests can hold them without a worker.
 */

/** The message the update notice's Reload sends to the waiting worker (workbox-window's). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * Whether a navigation to `pathname` opens the app (index.html, from the cache when offline):
 * every client route does; the API (`/api`, `/api/…`), `/metrics` and files (`/favicon.svg`,
 * `/assets/x.js`, `/config.json`) never do — as the server's own fallback decides
 * (apps/api/src/platform/http/web-app.ts).
 */
export function isAppNavigation(pathname: string): boolean {
  if (/^\/api(\/|$)/i.test(pathname)) return false;
  // The server's Prometheus metrics (decision 0060): a 401 or 404 from the server, never the app.
  if (/^\/metrics\/?$/i.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** The deployment's configuration, which the app reads before its first screen. */
export function isRuntimeConfig(url: URL): boolean {
  return url.pathname === '/config.json';
}

/** Whether a page asked the waiting worker to take over. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type
  );
}
