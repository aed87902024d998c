import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isAppNavigation, isRuntimeConfig, isSkipWaitingMessage } from './app-shell-routes.ts';
import { handlePushes } from './push-notifications.ts';

/**
 * The web app's service worker at `/sw.js`, scope `/` (decision 0053): it keeps the built app
 * shell for offline use, answers every app address with index.html when the network is gone,
 * keeps the last `/config.json`, and shows Web Push notifications (decision 0029).
 *
 * A new version waits: it takes over only when the page asks (the Reload of the update notice,
 * src/app/app-update), so a tab never runs code of two versions and nobody loses what they are
 * doing. The first version a browser installs controls the open tab at once (nothing older is
 * there to keep it consistent with).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The build's files: JS, CSS, index.html, catalogues, fonts, pictograms, icons, any .wasm.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Offline, every address of the app opens the app; `/api/…` and files never get index.html.
registerRoute(
  ({ request, url, sameOrigin }) =>
    request.mode === 'navigate' && sameOrigin && isAppNavigation(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

// The deployment's configuration: the network's when it answers within a few seconds, the
// last one kept otherwise, so the app starts offline. Kept while installing too: the page that
// installs the worker read it before the worker was there.
const RUNTIME_CONFIG_URL = '/config.json';
const runtimeConfig = new NetworkFirst({
  cacheName: 'sds-portal-config',
  networkTimeoutSeconds: 4,
});
registerRoute(({ url, sameOrigin }) => sameOrigin && isRuntimeConfig(url), runtimeConfig);
self.addEventListener('install', (event) => {
  // Best effort: without a network now, the page's next start keeps it.
  const kept = runtimeConfig.handleAll({ event, request: new Request(RUNTIME_CONFIG_URL) })[1];
  event.waitUntil(kept.catch(() => undefined));
});

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
clientsClaim();

handlePushes(self);
