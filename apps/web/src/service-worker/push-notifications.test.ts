import type { PushMessage } from '@sds/contract';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_TEXTS_CACHE, PUSH_TEXTS_KEY, type PushTexts } from '../lib/push-texts-cache.ts';
import { handlePushes, type PushWorkerScope } from './push-notifications.ts';

const ORIGIN = 'https://portal.example';

const dutchTexts: PushTexts = {
  locale: 'nl-NL',
  titles: {
    approved: 'Product goedgekeurd',
    'in-review': 'Product te beoordelen',
    'subscription-pending': 'Gedeeld product te accepteren',
    'subscription-accepted': 'Nieuw gedeeld product',
    other: 'Nieuws over uw producten',
  },
  fromPublisher: 'Van {{publisher}}',
};

const message: PushMessage = {
  notificationId: '0b9a3c2e-1d4f-4e6a-8b7c-5d2e1f0a9b8c',
  kind: 'subscription-accepted',
  productId: '5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  productName: 'Ontvetter X-200',
  publisherName: 'Kemira Supply',
  changes: [],
  url: '/product/5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

type WindowClient = { url: string; focus: () => Promise<WindowClient> };
type Listener = (event: unknown) => void;

/** Starts the worker's push handling in a scope of its own, with the texts the page kept (or none). */
function startServiceWorker({
  texts,
  windows = [],
}: {
  texts?: PushTexts;
  windows?: WindowClient[];
}) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: vi.fn(async (_title: string, _options: object) => undefined),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (_url: string) => null),
    },
    caches: {
      open: async (name: string) => ({
        match: async (key: string) =>
          name === PUSH_TEXTS_CACHE && key === PUSH_TEXTS_KEY && texts
            ? new Response(JSON.stringify(texts))
            : undefined,
      }),
    },
  };
  handlePushes(scope as unknown as PushWorkerScope);

  /** Dispatches an event and waits for what it asked to wait for. */
  async function dispatch(type: string, event: object) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    await Promise.all(pending);
  }
  const push = (data: string | null) =>
    dispatch('push', { data: data === null ? null : { json: () => JSON.parse(data) as unknown } });
  const click = (url: unknown) =>
    dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } });
  return {
    scope,
    dispatch,
    push,
    click,
    shown: () => scope.registration.showNotification.mock.calls,
  };
}

describe('the service worker’s push notifications', () => {
  it('shows a push with the kind’s title in the device’s language, and the product with its publisher', async () => {
    const worker = startServiceWorker({ texts: dutchTexts });
    await worker.push(JSON.stringify(message));
    expect(worker.shown()).toEqual([
      [
        'Nieuw gedeeld product',
        {
          body: 'Ontvetter X-200\nVan Kemira Supply',
          lang: 'nl-NL',
          dir: 'auto',
          tag: message.notificationId,
          data: { url: message.url },
        },
      ],
    ]);
  });

  it('adds what an approved change changed, in the device’s language, skipping bad items', async () => {
    const texts = {
      ...dutchTexts,
      changes: {
        added: '{{codes}} toegevoegd',
        removed: '{{codes}} verwijderd',
        changed: '{{field}} gewijzigd',
        fields: { personalProtection: 'Persoonlijke bescherming' },
      },
    };
    const worker = startServiceWorker({ texts });
    const changes = [
      { field: 'hStatements', added: ['H317'], removed: [] },
      { field: 'personalProtection', added: [], removed: [] },
      { field: 'broken', added: 'H300', removed: [] },
    ];
    await worker.push(JSON.stringify({ ...message, publisherName: null, changes }));
    const [[, options]] = worker.shown() as [[string, NotificationOptions]];
    expect(options.body).toBe(
      'Ontvetter X-200\nH317 toegevoegd; Persoonlijke bescherming gewijzigd',
    );
  });

  it('still shows a push before the page kept any texts, under the app’s name', async () => {
    const worker = startServiceWorker({});
    await worker.push(JSON.stringify({ ...message, kind: 'approved', publisherName: null }));
    const [[title, options]] = worker.shown() as [[string, NotificationOptions]];
    expect(title).toBe('SDS Portal');
    expect(options.body).toBe('Ontvetter X-200');
  });

  it('shows even an unreadable push (the browser requires one), leading to the notifications screen', async () => {
    const worker = startServiceWorker({ texts: dutchTexts });
    await worker.push('not json');
    await worker.push(null);
    const shown = worker.shown() as [string, NotificationOptions][];
    expect(shown.map(([title]) => title)).toEqual([
      'Nieuws over uw producten',
      'Nieuws over uw producten',
    ]);
    expect(shown[0]?.[1].data).toEqual({ url: '/notifications' });
  });

  it('never leads away from the portal', async () => {
    const worker = startServiceWorker({ texts: dutchTexts });
    await worker.push(JSON.stringify({ ...message, url: 'https://evil.example/product/1' }));
    await worker.push(JSON.stringify({ ...message, url: '//evil.example/x' }));
    const urls = (worker.shown() as [string, NotificationOptions][]).map(
      ([, options]) => (options.data as { url: string }).url,
    );
    expect(urls).toEqual(['/notifications', '/notifications']);
  });

  it('brings a tab already showing the address to the front on a click', async () => {
    const showing: WindowClient = {
      url: `${ORIGIN}${message.url}`,
      focus: vi.fn(async () => showing),
    };
    const other: WindowClient = { url: `${ORIGIN}/product/new`, focus: vi.fn(async () => other) };
    const worker = startServiceWorker({ windows: [other, showing] });
    await worker.click(message.url);
    expect(showing.focus).toHaveBeenCalledOnce();
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the address in a new tab otherwise, leaving open tabs (and unsaved edits) alone', async () => {
    const editor: WindowClient = { url: `${ORIGIN}/product/new`, focus: vi.fn(async () => editor) };
    const worker = startServiceWorker({ windows: [editor] });
    await worker.click(message.url);
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${message.url}`);
    expect(editor.focus).not.toHaveBeenCalled();
  });
});
