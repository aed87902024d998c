// @ts-check
// The web app's service worker, for Web Push only (issue 11, docs/decisions/0029). A static
// file served from the web root, so its scope is the whole app; it never loads with a screen
// and handles no fetches. It cannot load i18next: the page keeps this device's short texts in
// the Cache API (features/notifications/push/push-texts.ts), and a push is shown with them.

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (globalThis));

/** Where the page keeps the texts; shared with push-texts.ts (a test holds them equal). */
const TEXTS_CACHE = 'sds-portal-push-texts';
const TEXTS_KEY = '/push-texts.json';
/** The notifications screen: where a notification without a usable address leads. */
const FEED_PATH = '/notifications';
/** The title when no texts were kept (never on a device that turned push on from the page). */
const APP_NAME = 'SDS Portal';

/**
 * @typedef {{ locale?: string, titles?: Record<string, string>, fromPublisher?: string }} PushTexts
 * @typedef {{ notificationId?: unknown, kind?: unknown, productName?: unknown,
 *   publisherName?: unknown, url?: unknown }} PushMessage
 */

// A new version takes over at once; there is no cached app shell that could go stale.
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

/** @returns {Promise<PushTexts | null>} */
async function readTexts() {
  try {
    const cache = await worker.caches.open(TEXTS_CACHE);
    const response = await cache.match(TEXTS_KEY);
    return response ? await response.json() : null;
  } catch {
    return null;
  }
}

/** @param {PushEvent} event @returns {PushMessage | null} */
function readMessage(event) {
  try {
    const message = event.data?.json();
    return typeof message === 'object' && message !== null ? message : null;
  } catch {
    return null;
  }
}

/** @param {unknown} value */
const textOf = (value) => (typeof value === 'string' ? value : '');

/**
 * The message's address as a path of this app; anything that leaves the origin (a pushed
 * `https://elsewhere`) becomes the notifications screen.
 * @param {unknown} url
 */
function pathInApp(url) {
  const origin = worker.location.origin;
  try {
    const target = new URL(textOf(url) || FEED_PATH, origin);
    return target.origin === origin ? `${target.pathname}${target.search}` : FEED_PATH;
  } catch {
    return FEED_PATH;
  }
}

/**
 * The notification for one push: the kind's title in this device's language, the product
 * (and its publisher) as the body, a click leading to the message's address.
 * @param {PushMessage | null} message
 * @param {PushTexts | null} texts
 * @returns {{ title: string, options: NotificationOptions }}
 */
function notificationFor(message, texts) {
  const titles = texts?.titles ?? {};
  const title = titles[textOf(message?.kind)] ?? titles.other ?? APP_NAME;
  const publisher = textOf(message?.publisherName);
  const fromPublisher = publisher && texts?.fromPublisher?.replace('{{publisher}}', publisher);
  const body = [textOf(message?.productName), fromPublisher].filter(Boolean).join('\n');
  const id = textOf(message?.notificationId);
  return {
    title,
    options: {
      body,
      lang: texts?.locale ?? '',
      dir: 'auto',
      // The same notification pushed twice (a retried send) replaces itself.
      ...(id ? { tag: id } : {}),
      data: { url: pathInApp(message?.url) },
    },
  };
}

worker.addEventListener('push', (event) => {
  // userVisibleOnly: every push shows a notification, an unreadable one too.
  const message = readMessage(event);
  event.waitUntil(
    readTexts().then((texts) => {
      const { title, options } = notificationFor(message, texts);
      return worker.registration.showNotification(title, options);
    }),
  );
});

/**
 * A tab already showing `path` comes to the front; otherwise the path opens in a new tab. An
 * open tab is never navigated away: it may hold an unsaved product edit.
 * @param {string} path
 */
async function openInApp(path) {
  const target = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target);
  if (showing) return showing.focus();
  return worker.clients.openWindow(target);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInApp(pathInApp(event.notification.data?.url)));
});
