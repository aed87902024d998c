import type { ProductNotificationKind } from '@sds/contract';
import type { ChangeTexts } from './change-summary.ts';

/**
 * Where the page keeps this device's push texts for the service worker, which cannot load the
 * catalogues (features/notifications/push/push-texts.ts writes them, src/service-worker reads
 * them). The Cache API: both the page and the worker reach it, and it survives the worker
 * being stopped between pushes.
 */
export const PUSH_TEXTS_CACHE = 'sds-portal-push-texts';
export const PUSH_TEXTS_KEY = '/push-texts.json';

/** What the service worker needs to word a push: a title per kind, and who published it. */
export type PushTexts = {
  locale: string;
  titles: Record<ProductNotificationKind | 'other', string>;
  /** `{{publisher}}` is replaced by the publisher's name. */
  fromPublisher: string;
  /** The words of what an approved change changed (absent in texts saved before them). */
  changes?: ChangeTexts;
};
