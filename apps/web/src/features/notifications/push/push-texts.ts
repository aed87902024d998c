import type { ProductNotificationKind } from '@sds/contract';
import type { TFunction } from 'i18next';

/**
 * Where the service worker finds this device's texts (public/sw.js names them again; a test
 * holds the two equal). The Cache API: both the page and the worker reach it, and it
 * survives the worker being stopped between pushes.
 */
export const PUSH_TEXTS_CACHE = 'sds-portal-push-texts';
export const PUSH_TEXTS_KEY = '/push-texts.json';

/** What the service worker needs to word a push: a title per kind, and who published it. */
export type PushTexts = {
  locale: string;
  titles: Record<ProductNotificationKind | 'other', string>;
  /** `{{publisher}}` is replaced by the publisher's name. */
  fromPublisher: string;
};

/** The push texts in the interface language. */
export function pushTextsFor(t: TFunction<'notifications'>, locale: string): PushTexts {
  return {
    locale,
    titles: {
      approved: t('push.approved'),
      'in-review': t('push.inReview'),
      'subscription-pending': t('push.subscriptionPending'),
      'subscription-accepted': t('push.subscriptionAccepted'),
      other: t('push.other'),
    },
    // The worker fills it in: i18next must leave the placeholder alone.
    fromPublisher: t('push.fromPublisher', { publisher: '{{publisher}}' }),
  };
}

/**
 * Keeps the texts for the service worker, which cannot load the catalogues. Best effort: a
 * push without them is still shown, with the product's name under the app's name.
 */
export async function savePushTexts(texts: PushTexts): Promise<void> {
  if (!('caches' in window)) return;
  try {
    const cache = await caches.open(PUSH_TEXTS_CACHE);
    const body = JSON.stringify(texts);
    await cache.put(
      PUSH_TEXTS_KEY,
      new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // Storage refused (quota, private mode): the worker falls back as said above.
  }
}
