import type { DeviceRole, ProductNotification, RuntimeConfig } from '@sds/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/app-provider.tsx';
import { appRoutes } from '../../../app/router.tsx';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { storageKeys } from '../../../config/storage-keys.ts';
import {
  fakeApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import { prepareTranslations } from '../../../testing/render-app.tsx';
import { testAuthenticatedUser, testRuntimeConfig } from '../../../testing/test-config.ts';
import { PUSH_TEXTS_CACHE, PUSH_TEXTS_KEY } from '../push/push-texts.ts';

/** A VAPID public key as the server puts it in /config.json (65 bytes, base64url). */
const PUBLIC_KEY =
  'BLc4xRzKlKORKWlbdgFaBrrPK3ydWAHo4M0gs0i1oEKgPpWC5cW8OCzVrOQRv-1npXRWk8udnW3oYhIO4475rds';
const ENDPOINT = 'https://push.example/send/abc123';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const COMPANY = testAuthenticatedUser.companyId;
const PRODUCT_ID = '5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function notification(overrides: Partial<ProductNotification>): ProductNotification {
  return {
    id: crypto.randomUUID(),
    kind: 'approved',
    productId: PRODUCT_ID,
    productName: 'Aceton technisch',
    locale: 'nl-NL',
    publisherName: null,
    changes: [],
    createdAt: '2026-11-20T09:15:00.000Z',
    ...overrides,
  };
}

const feedPaths = { KeyUser: 'productPushKeyUser', User: 'productPushUser' } as const;

type FakeServer = {
  role?: DeviceRole;
  /** The feed's pages, 1-based. */
  pages?: ProductNotification[][];
  total?: number;
  /** What `PUT /api/Authorization` answers. */
  update?: () => Response;
};

/** The API as the screen uses it: the role's feed and the device update. */
function fakeServer({ role = 'User', pages = [[]], total, update }: FakeServer = {}) {
  const feedTotal = total ?? pages.flat().length;
  return fakeApi((request: SentRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (request.method === 'PUT' && url.pathname === '/api/Authorization') {
      if (update) return update();
      return jsonResponse({
        deviceId: testAuthenticatedUser.deviceId,
        deviceGuid: testAuthenticatedUser.deviceGuid,
        deviceType: 'Gcm',
        description: 'sds-portal-web',
        hasPushSubscription: (request.body as { deviceToken: string }).deviceToken !== '',
        updatedAt: '2026-11-23T10:00:00.000Z',
      });
    }
    if (url.pathname === `/api/companies/${COMPANY}/${feedPaths[role]}`) {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse({ items: pages[page - 1] ?? [], total: feedTotal });
    }
    return problemResponse(404, 'route-not-found');
  });
}

type PushStub = {
  /** What the browser's question answers. */
  answer?: NotificationPermission;
  /** The permission before any question. */
  permission?: NotificationPermission;
  /** A subscription the browser already holds. */
  isSubscribed?: boolean;
};

/** The browser's Push API, Notification and Cache API, as a browser that can take pushes has them. */
function stubPushApi({ answer = 'granted', permission = 'default', isSubscribed }: PushStub = {}) {
  const key = Uint8Array.from(
    atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/') + '='),
    (character) => character.charCodeAt(0),
  );
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = isSubscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  const notificationApi = { permission, requestPermission: vi.fn(async () => answer) };
  const savedTexts = new Map<string, unknown>();
  const cache = {
    put: vi.fn(async (key: string, response: Response) => {
      savedTexts.set(key, await response.json());
    }),
  };
  const cacheStorage = { open: vi.fn(async () => cache) };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', notificationApi);
  vi.stubGlobal('caches', cacheStorage);
  return { serviceWorker, pushManager, subscription, notificationApi, cacheStorage, savedTexts };
}

/** Renders the app at /notifications as a signed-in device, with this deployment's config. */
async function openNotifications({
  role = 'User',
  webPushPublicKey = PUBLIC_KEY,
  locale = 'en-US',
}: {
  role?: DeviceRole;
  webPushPublicKey?: string | null;
  locale?: 'en-US' | 'nl-NL';
} = {}) {
  await prepareTranslations(locale);
  const config: RuntimeConfig = { ...testRuntimeConfig, webPushPublicKey };
  localStorage.setItem(
    storageKeys.authenticatedUser,
    JSON.stringify({ ...testAuthenticatedUser, role }),
  );
  setRuntimeConfig(config);
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/notifications'] });
  const user = userEvent.setup();
  render(
    <AppProvider config={config}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const title = locale === 'nl-NL' ? 'Meldingen' : 'Notifications';
  await screen.findByRole('heading', { level: 1, name: title });
  return { user, router };
}

const deviceUpdates = (sent: () => SentRequest[]) =>
  sent().filter((request) => request.method === 'PUT');

beforeEach(() => {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notifications feed', () => {
  it('shows a key user their feed, newest first, each kind as a sentence leading somewhere', async () => {
    const server = fakeServer({
      role: 'KeyUser',
      pages: [
        [
          notification({ kind: 'in-review', productName: 'Remreiniger' }),
          notification({ kind: 'approved', productName: 'Aceton technisch' }),
          notification({
            kind: 'subscription-pending',
            productName: 'Ontvetter X-200',
            publisherName: 'Kemira Supply',
          }),
          notification({ kind: 'approved', productId: null, productName: 'Oud product' }),
        ],
      ],
    });
    stubPushApi();
    await openNotifications({ role: 'KeyUser' });

    const feed = await screen.findByRole('list');
    const entries = await within(feed).findAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Remreiniger is waiting for review.',
      'Aceton technisch was approved.',
      'Kemira Supply shared Ontvetter X-200; it is waiting for you to accept it.',
      'Oud product was approved.',
    ]);
    expect(within(feed).getByRole('link', { name: 'Remreiniger' })).toHaveAttribute(
      'href',
      '/audit',
    );
    const approved = within(feed).getByRole('link', { name: 'Aceton technisch' });
    expect(approved).toHaveAttribute('href', `/product/${PRODUCT_ID}`);
    expect(approved).toHaveAttribute('lang', 'nl-NL');
    expect(within(feed).getByRole('link', { name: 'Ontvetter X-200' })).toHaveAttribute(
      'href',
      '/audit',
    );
    // A deleted product has nowhere to go.
    expect(within(feed).queryByRole('link', { name: 'Oud product' })).toBeNull();
    const time = entries[1]?.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-20T09:15:00.000Z');
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-20T09:15:00.000Z'),
      ),
    );
    expect(server.sent()[0]?.url).toBe(
      `/api/companies/${COMPANY}/productPushKeyUser?page=1&pageSize=20`,
    );
  });

  it('says under an approval what it changed', async () => {
    fakeServer({
      pages: [
        [
          notification({
            kind: 'approved',
            changes: [
              { field: 'hStatements', added: ['H317'], removed: ['H319'] },
              { field: 'personalProtection', added: [], removed: [] },
            ],
          }),
        ],
      ],
    });
    stubPushApi();
    await openNotifications({});
    const entry = await screen.findByRole('listitem');
    expect(entry.querySelector('.notification__changes')?.textContent).toBe(
      'What changed: H317 added; H319 removed; Personal protection equipment changed',
    );
  });

  it('reads a user’s feed from productPushUser and pages on with Show more', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      notification({ productName: `Product ${index + 1}` }),
    );
    const second = [notification({ productName: 'Product 21' })];
    const server = fakeServer({ role: 'User', pages: [first, second] });
    stubPushApi();
    const { user } = await openNotifications({ role: 'User' });

    expect(await screen.findByText('20 of 21 shown')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Product 21' })).toBeVisible();
    expect(screen.getByText('21 of 21 shown')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const feedCalls = server.sent().map((request) => request.url);
    expect(feedCalls).toEqual([
      `/api/companies/${COMPANY}/productPushUser?page=1&pageSize=20`,
      `/api/companies/${COMPANY}/productPushUser?page=2&pageSize=20`,
    ]);
  });

  it('says so when there is nothing yet, and offers to try again when the feed fails', async () => {
    fakeApi(() => problemResponse(503, 'service-unavailable'));
    stubPushApi();
    const { user } = await openNotifications();
    expect(await screen.findByText('The notifications could not be loaded.')).toBeVisible();

    vi.restoreAllMocks();
    fakeServer();
    stubPushApi();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications yet')).toBeVisible();
  });

  it('is in Dutch for a Dutch reader', async () => {
    fakeServer({ pages: [[notification({ kind: 'approved', productName: 'Aceton technisch' })]] });
    stubPushApi();
    await openNotifications({ locale: 'nl-NL' });
    expect(await screen.findByText('is goedgekeurd.', { exact: false })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Meldingen aanzetten op dit apparaat' }),
    ).toBeVisible();
  });
});

describe('notifications on this device', () => {
  it('asks permission only on the click, then subscribes with the server’s key and registers the subscription', async () => {
    const server = fakeServer();
    const push = stubPushApi();
    const { user } = await openNotifications();

    const turnOn = await screen.findByRole('button', {
      name: 'Turn on notifications on this device',
    });
    expect(push.notificationApi.requestPermission).not.toHaveBeenCalled();
    expect(push.serviceWorker.register).not.toHaveBeenCalled();
    await user.click(turnOn);

    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(push.notificationApi.requestPermission).toHaveBeenCalledOnce();
    expect(push.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = push.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options.applicationServerKey as Uint8Array)).toEqual(
      new Uint8Array(push.subscription.options.applicationServerKey),
    );
    const [update] = deviceUpdates(server.sent);
    expect(update?.url).toBe('/api/Authorization');
    expect(JSON.parse((update?.body as { deviceToken: string }).deviceToken)).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
    // The service worker gets its texts in the reader's language.
    expect(push.cacheStorage.open).toHaveBeenCalledWith(PUSH_TEXTS_CACHE);
    expect(push.savedTexts.get(PUSH_TEXTS_KEY)).toMatchObject({
      locale: 'en-US',
      titles: { approved: 'Product approved', 'in-review': 'Product to review' },
      fromPublisher: 'From {{publisher}}',
    });
  });

  it('turns off: the browser’s subscription ends and the server gets an empty token', async () => {
    const server = fakeServer();
    const push = stubPushApi({ permission: 'granted', isSubscribed: true });
    const { user } = await openNotifications();

    // A subscription the browser kept is registered again before it counts as on.
    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(deviceUpdates(server.sent)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    expect(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    ).toBeVisible();
    expect(push.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(deviceUpdates(server.sent).at(-1)?.body).toEqual({ deviceToken: '' });
  });

  it('explains how to allow notifications when the browser blocks them', async () => {
    const server = fakeServer();
    const push = stubPushApi({ answer: 'denied' });
    const { user } = await openNotifications();
    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );

    expect(
      await screen.findByText('Notifications are blocked for this site in your browser.'),
    ).toBeVisible();
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(deviceUpdates(server.sent)).toEqual([]);
  });

  it('asks again when the question was closed without an answer', async () => {
    fakeServer();
    stubPushApi({ answer: 'default' });
    const { user } = await openNotifications();
    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Notifications were not turned on: the browser's question was closed.",
    );
    expect(
      screen.getByRole('button', { name: 'Turn on notifications on this device' }),
    ).toBeEnabled();
  });

  it('says what failed when the push service or the portal cannot be reached', async () => {
    fakeServer({ update: () => problemResponse(400, 'validation-failed') });
    const push = stubPushApi();
    const { user } = await openNotifications();
    const turnOn = await screen.findByRole('button', {
      name: 'Turn on notifications on this device',
    });
    await user.click(turnOn);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The portal did not accept this browser's registration.",
    );

    push.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    push.pushManager.getSubscription.mockResolvedValue(null);
    await user.click(turnOn);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The browser could not reach its notification service.',
    );
  });

  it('tells a browser without the Push API that the list still works', async () => {
    fakeServer();
    await openNotifications();
    expect(await screen.findByText(/This browser cannot show notifications\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
    expect(await screen.findByText('No notifications yet')).toBeVisible();
  });

  it('offers nothing when the server sends no pushes, and the feed still works', async () => {
    fakeServer({ pages: [[notification({ productName: 'Aceton technisch' })]] });
    stubPushApi();
    await openNotifications({ webPushPublicKey: null });
    expect(await screen.findByRole('link', { name: 'Aceton technisch' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'On this device' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
  });
});

describe('the header', () => {
  it('links every signed-in device to its notifications', async () => {
    fakeServer();
    stubPushApi();
    const { router } = await openNotifications({ role: 'User' });
    const link = screen.getByRole('link', { name: 'Notifications' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe('/notifications');
  });
});
