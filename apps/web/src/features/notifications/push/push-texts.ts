import type { TFunction } from 'i18next';
import { PUSH_TEXTS_CACHE, PUSH_TEXTS_KEY, type PushTexts } from '../../../lib/push-texts-cache.ts';
import { changeTextsOf } from '../change-texts.ts';

// The worker's side of the texts (src/service-worker/push-notifications.ts) reads them there.
export { PUSH_TEXTS_CACHE, PUSH_TEXTS_KEY, type PushTexts };

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
    changes: changeTextsOf(t as unknown as (key: string) => string),
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
