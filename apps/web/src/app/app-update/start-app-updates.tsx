import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../features/notifications/push/web-push.ts';
import { AppUpdateNotice } from './app-update-notice.tsx';
import { updateHold } from './update-gate.ts';

/** How often a tab left open (a terminal on the shop floor) asks whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** When a waiting worker does not take over after Reload, the page reloads anyway. */
const TAKE_OVER_TIMEOUT_MS = 5000;

/** The notice in a root of its own, so the first screen's code knows nothing of it. */
function showUpdateNotice(onReload: () => void): void {
  if (document.getElementById('app-update-root')) return;
  const container = document.createElement('div');
  container.id = 'app-update-root';
  document.body.append(container);
  createRoot(container).render(<AppUpdateNotice onReload={onReload} />);
}

/**
 * Registers the app's service worker (/sw.js, scope /; the same registration Web Push uses)
 * and offers a new version when one waits (decision 0053). The worker of a new version waits
 * until Reload asks it to take over; a version another tab let in is offered here too.
 */
export function startAppUpdates(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let isWaiting = false;
  let isReloadAsked = false;

  const reload = () => {
    // The notice offered Reload with nothing in the way; the person may have started since.
    if (isReloadAsked || updateHold()) return;
    isReloadAsked = true;
    if (!isWaiting) {
      window.location.reload();
      return;
    }
    workbox.messageSkipWaiting();
    setTimeout(() => window.location.reload(), TAKE_OVER_TIMEOUT_MS);
  };

  workbox.addEventListener('waiting', () => {
    isWaiting = true;
    showUpdateNotice(reload);
  });
  workbox.addEventListener('controlling', (event) => {
    isWaiting = false;
    if (isReloadAsked) window.location.reload();
    // Another tab's Reload let the new version in: this tab still runs the old code.
    else if (event.isUpdate) showUpdateNotice(reload);
  });
  workbox.register().catch((error: unknown) => {
    // Without a worker the app works as before, online only.
    console.warn('The service worker could not be registered', error);
  });
  setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void workbox.update();
  }, UPDATE_CHECK_MS);
}
