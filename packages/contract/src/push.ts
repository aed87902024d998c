import { z } from 'zod';
import { DeviceRole } from './authorization.ts';
import { DeviceType } from './enums.ts';
import { Locale } from './locale-schema.ts';

/**
 * Push notifications (docs/product/subscriptions-and-push.md#push-channels; decision 0028). A
 * device's push registration is its `deviceToken` (sent with `PUT /api/Authorization`): for the web
 * app the browser's Web Push subscription as JSON, for apps the Apple or Gcm token. The hub is the
 * channel it is delivered through.
 */

const timestamp = z.iso.datetime();

/** The channel a registration is delivered through, from the device's type. */
export const PushHub = z.enum(['web', 'apple', 'gcm']);
export type PushHub = z.infer<typeof PushHub>;

export const pushHubOfDeviceType: Record<z.infer<typeof DeviceType>, PushHub> = {
  Web: 'web',
  Apple: 'apple',
  Gcm: 'gcm',
};

/**
 * Whether a device token is a browser's Web Push subscription (JSON), whatever the device's
 * type: the web app signs in as `Gcm` (docs/product/wire-conventions.md#device-login), and an Apple
 * or FCM token is never JSON.
 */
export const isWebPushToken = (token: string): boolean => token.trimStart().startsWith('{');

/** The hub a device's token is delivered through: Web Push for a subscription, else its type's. */
export function pushHubOf(deviceType: z.infer<typeof DeviceType>, token: string): PushHub {
  return isWebPushToken(token) ? 'web' : pushHubOfDeviceType[deviceType];
}

/** The browser's `PushSubscription.toJSON()`, as a Web device sends it as its deviceToken. */
export const WebPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscription>;

/**
 * Why the server refuses a subscription's endpoint (decision 0032): the `code` of the
 * `body.deviceToken.endpoint` field error of a `400 validation-failed`. The server posts only
 * to https push services whose host resolves to public addresses alone (and, when the portal
 * names them, only to the push services it allows).
 */
export const PushEndpointRefusal = z.enum([
  'push-endpoint-not-https',
  /** A user name or password in the URL. */
  'push-endpoint-credentials',
  /** Not one of the push services the portal allows (PUSH_ALLOWED_HOSTS). */
  'push-endpoint-host-not-allowed',
  /** The host is, or resolves to, a loopback, private, link-local or other non-public address. */
  'push-endpoint-not-public',
  /** The host does not resolve (in time). */
  'push-endpoint-unresolvable',
]);
export type PushEndpointRefusal = z.infer<typeof PushEndpointRefusal>;

/**
 * Reads a Web device's deviceToken as its push subscription: the issues of the JSON against
 * {@link WebPushSubscription}, or one issue when the token is not JSON at all.
 */
export function readWebPushSubscription(
  token: string,
): { success: true; data: WebPushSubscription } | { success: false; issues: z.core.$ZodIssue[] } {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    const message = 'must be a Web Push subscription as JSON';
    return { success: false, issues: [{ code: 'custom', path: [], message, input: token }] };
  }
  const result = WebPushSubscription.safeParse(value);
  return result.success ? result : { success: false, issues: result.error.issues };
}

/**
 * One registration as administrators see it: whose device, through which hub, and where the
 * push service is (its host only — the token itself lets anyone push, so it is never shown).
 */
export const PushRegistration = z.object({
  id: z.uuid(),
  hubName: PushHub,
  companyId: z.uuid(),
  companyName: z.string(),
  role: DeviceRole,
  deviceType: DeviceType,
  description: z.string(),
  /** Web: the push service's host (`fcm.googleapis.com`); apps: null. */
  serviceHost: z.string().nullable(),
  updatedAt: timestamp,
});
export type PushRegistration = z.infer<typeof PushRegistration>;

/**
 * `GET /api/pushregistrations[/{hubName}]`: the Admin may look at one company's. A page at a
 * time (every company's registrations are many), by company name.
 */
export const PushRegistrationListQuery = z.object({
  companyId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type PushRegistrationListQuery = z.input<typeof PushRegistrationListQuery>;

export const PushRegistrationListResponse = z.object({
  items: z.array(PushRegistration),
  /** How many registrations the scope holds, over every page. */
  total: z.number().int(),
});
export type PushRegistrationListResponse = z.infer<typeof PushRegistrationListResponse>;

/** Why people are told about a product. */
export const ProductNotificationKind = z.enum([
  /** Approved (first time or a new revision): users and key users. */
  'approved',
  /** Submitted for review: key users. */
  'in-review',
  /** A publisher approved a product or revision the subscriber's key users may accept. */
  'subscription-pending',
  /** The subscriber's key user accepted a publisher's product: users and key users. */
  'subscription-accepted',
]);
export type ProductNotificationKind = z.infer<typeof ProductNotificationKind>;

/**
 * One line of what an approved change changed (issue 25 point 2, decision 0061): a content
 * field with the codes it gained and lost (statements, pictograms, CAS numbers), or just the field
 * for a value or a text section that changed (`H317 added; Personal protection changed`).
 */
export const ChangeSummaryItem = z.object({
  field: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type ChangeSummaryItem = z.infer<typeof ChangeSummaryItem>;

/** One entry of `productPushKeyUser` / `productPushUser`, newest first. */
export const ProductNotification = z.object({
  id: z.uuid(),
  kind: ProductNotificationKind,
  /** Null once the product is deleted. */
  productId: z.uuid().nullable(),
  productName: z.string(),
  locale: Locale,
  /** For subscription kinds: the publisher. */
  publisherName: z.string().nullable(),
  /** What an approval of a new version changed; empty for anything else. */
  changes: z.array(ChangeSummaryItem),
  createdAt: timestamp,
});
export type ProductNotification = z.infer<typeof ProductNotification>;

export const ProductNotificationFeedQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ProductNotificationFeedQuery = z.input<typeof ProductNotificationFeedQuery>;

export const ProductNotificationFeed = z.object({
  items: z.array(ProductNotification),
  total: z.number().int(),
});
export type ProductNotificationFeed = z.infer<typeof ProductNotificationFeed>;

/** What a push message carries (the service worker shows it; the feed holds the same). */
export const PushMessage = z.object({
  notificationId: z.uuid(),
  kind: ProductNotificationKind,
  productId: z.uuid().nullable(),
  productName: z.string(),
  publisherName: z.string().nullable(),
  /** What an approval of a new version changed (the feed's `changes`). */
  changes: z.array(ChangeSummaryItem),
  /** Where a click on the notification goes, inside the web app (`/product/<id>`). */
  url: z.string(),
});
export type PushMessage = z.infer<typeof PushMessage>;
