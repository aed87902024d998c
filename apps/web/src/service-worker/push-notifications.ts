import type { ChangeSummaryItem } from '@sds/contract';
import { changeSummaryLine } from '../lib/change-summary.ts';
import { PUSH_TEXTS_CACHE, PUSH_TEXTS_KEY, type PushTexts } from '../lib/push-texts-cache.ts';

/**
 * Web Push in the app's service worker (issue 11, docs/decisions/0029; since issue 24 part of
 * the worker that also caches the app shell, decision 0053). The worker cannot load i18next:
 * the page keeps this device's short texts in the Cache API (push-texts.ts), and a push is
 * shown with them.
 */

/** The notifications screen: where a notification without a usable address leads. */
const FEED_PATH = '/notifications';
/** The title when no texts were kept (never on a device that turned push on from the page). */
const APP_NAME = 'SDS Portal';

type PushMessage = {
  notificationId?: unknown;
  kind?: unknown;
  productName?: unknown;
  publisherName?: unknown;
  changes?: unknown;
  url?: unknown;
};

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The message's change summary, keeping only items of the shape the server sends. */
function changesOf(value: unknown): ChangeSummaryItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ChangeSummaryItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ChangeSummaryItem).field === 'string' &&
      isTextList((item as ChangeSummaryItem).added) &&
      isTextList((item as ChangeSummaryItem).removed),
  );
}

type WaitingEvent = { waitUntil: (promise: Promise<unknown>) => void };
type PushEventLike = WaitingEvent & { data?: { json: () => unknown } | null };
type ClickEventLike = WaitingEvent & {
  notification: { close: () => void; data?: { url?: unknown } | null };
};
type WindowLike = { url: string; focus: () => Promise<unknown> };

/**
 * What of the worker's global scope push needs: written out so that the page's tests (with the
 * DOM's types) can hand in a scope of their own.
 */
export type PushWorkerScope = {
  location: { origin: string };
  caches: { open: (name: string) => Promise<{ match: (key: string) => Promise<unknown> }> };
  registration: {
    showNotification: (title: string, options: NotificationOptions) => Promise<void>;
  };
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly WindowLike[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
};

async function readTexts(worker: PushWorkerScope): Promise<Partial<PushTexts> | null> {
  try {
    const cache = await worker.caches.open(PUSH_TEXTS_CACHE);
    const response = (await cache.match(PUSH_TEXTS_KEY)) as Response | undefined;
    return response ? ((await response.json()) as Partial<PushTexts>) : null;
  } catch {
    return null;
  }
}

function readMessage(event: PushEventLike): PushMessage | null {
  try {
    const message = event.data?.json();
    return typeof message === 'object' && message !== null ? message : null;
  } catch {
    return null;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The message's address as a path of this app; anything that leaves the origin (a pushed
 * `https://elsewhere`) becomes the notifications screen.
 */
function pathInApp(origin: string, url: unknown): string {
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
 */
function notificationFor(
  origin: string,
  message: PushMessage | null,
  texts: Partial<PushTexts> | null,
): { title: string; options: NotificationOptions } {
  const titles: Record<string, string> = texts?.titles ?? {};
  const title = titles[textOf(message?.kind)] ?? titles.other ?? APP_NAME;
  const publisher = textOf(message?.publisherName);
  const fromPublisher = publisher && texts?.fromPublisher?.replace('{{publisher}}', publisher);
  const summary = texts?.changes
    ? changeSummaryLine(changesOf(message?.changes), texts.changes)
    : '';
  const body = [textOf(message?.productName), fromPublisher, summary].filter(Boolean).join('\n');
  const id = textOf(message?.notificationId);
  return {
    title,
    options: {
      body,
      lang: texts?.locale ?? '',
      dir: 'auto',
      // The same notification pushed twice (a retried send) replaces itself.
      ...(id ? { tag: id } : {}),
      data: { url: pathInApp(origin, message?.url) },
    },
  };
}

/**
 * A tab already showing `path` comes to the front; otherwise the path opens in a new tab. An
 * open tab is never navigated away: it may hold an unsaved product edit.
 */
async function openInApp(worker: PushWorkerScope, path: string): Promise<unknown> {
  const target = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target);
  if (showing) return showing.focus();
  return worker.clients.openWindow(target);
}

/** Shows every push as a notification, and opens the app where a click on one leads. */
export function handlePushes(worker: PushWorkerScope): void {
  const { origin } = worker.location;
  worker.addEventListener('push', (event) => {
    // userVisibleOnly: every push shows a notification, an unreadable one too.
    const message = readMessage(event);
    event.waitUntil(
      readTexts(worker).then((texts) => {
        const { title, options } = notificationFor(origin, message, texts);
        return worker.registration.showNotification(title, options);
      }),
    );
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openInApp(worker, pathInApp(origin, event.notification.data?.url)));
  });
}
