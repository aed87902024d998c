/**
 * This device's Web Push subscription through the browser's Push API
 * (docs/product/subscriptions-and-push.md#push-channels, decision 0029). Nothing here runs before a
 * person asks for notifications: the service worker is registered, and permission asked, from the
 * Turn on button only.
 */

/** The service worker in `public/`: at the web root, so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can receive Web Push here (a secure page with the three APIs). */
export function isPushSupported(): boolean {
  return (
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The bytes of a base64url text (the VAPID public key of `/config.json`). */
export function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function isSameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

/**
 * This device's subscription when it was made for `publicKey`; one made for another key (the
 * server's VAPID key changed) counts as none, as the server cannot push through it.
 */
export async function findPushSubscription(publicKey: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  if (!subscription) return null;
  const key = subscription.options?.applicationServerKey;
  // Browsers that do not tell the key: trust the subscription; the server drops a dead one.
  if (key === undefined) return subscription;
  return isSameKey(key, bytesOfBase64Url(publicKey)) ? subscription : null;
}

/**
 * Registers the service worker and subscribes this device to pushes signed with `publicKey`,
 * reusing a subscription made for that key and replacing one made for another.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // Subscribing needs an active worker, which `ready` waits for.
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = bytesOfBase64Url(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const key = existing.options?.applicationServerKey;
    if (key === undefined || isSameKey(key, applicationServerKey)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** Ends this device's subscription in the browser, whichever key it was made for. */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
