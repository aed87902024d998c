import { z } from 'zod';
import { SignalWord } from './enums.ts';
import { Locale } from './locale-schema.ts';
import { Pictogram, UnNumber } from './product-values.ts';

/**
 * Subscriptions between companies (docs/product/subscriptions-and-push.md#subscriptions; decision
 * 0027). A subscriber company subscribes to a publisher with the publisher's subscription code; the
 * subscriber's key users accept each approved product of the publisher (pinned to the revision
 * they accepted) or refuse it. Sharing is never transitive: a subscriber sees the publisher's
 * own products only.
 */

const timestamp = z.iso.datetime();

/** Longest note a subscriber keeps on a subscription. */
export const SUBSCRIPTION_DESCRIPTION_MAX_LENGTH = 300;
/** Most products one accept call takes. */
export const SUBSCRIPTION_ACCEPT_LIMIT = 500;

/** `POST /api/companies/{id}/subscribe`: `{id}` is the subscriber, the code the publisher's. */
export const SubscribeRequest = z.object({
  subscriptionCode: z.string().trim().min(1).max(100),
  description: z.string().trim().max(SUBSCRIPTION_DESCRIPTION_MAX_LENGTH).optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

/** One subscription, as both sides see it (the subscriber's note included). */
export const Subscription = z.object({
  id: z.uuid(),
  subscriberCompanyId: z.uuid(),
  subscriberName: z.string(),
  publisherCompanyId: z.uuid(),
  publisherName: z.string(),
  description: z.string(),
  createdAt: timestamp,
  /** Products the subscriber's people can see through this subscription. */
  acceptedCount: z.number().int(),
  /** Approved products (or new approved revisions) waiting for the subscriber's key user. */
  pendingCount: z.number().int(),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionListResponse = z.object({ items: z.array(Subscription) });
export type SubscriptionListResponse = z.infer<typeof SubscriptionListResponse>;

/** `PUT /api/subscriptions/{id}`: the subscriber's note. */
export const SubscriptionUpdate = z.object({
  description: z.string().trim().max(SUBSCRIPTION_DESCRIPTION_MAX_LENGTH),
});
export type SubscriptionUpdate = z.infer<typeof SubscriptionUpdate>;

/** A publisher's product as a subscription lists it: the revision it is about. */
export const SubscriptionProduct = z.object({
  productId: z.uuid(),
  /** The revision accepted (accepted list) or waiting to be accepted (pending list). */
  revisionId: z.uuid(),
  name: z.string(),
  supplier: z.string(),
  articleNumber: z.string(),
  masterCode: z.string(),
  locale: Locale,
  unNumber: UnNumber.nullable(),
  signalWord: SignalWord,
  pictograms: z.array(Pictogram),
  hStatements: z.array(z.string()),
  revisionDate: z.string().nullable(),
  version: z.string(),
  /** When the publisher approved this revision. */
  approvedAt: timestamp,
  /** Accepted list: the publisher has approved a newer revision (it waits in pending). */
  hasUpdate: z.boolean(),
  /** Pending list: an earlier revision is accepted, and people see it until this one is. */
  isUpdate: z.boolean(),
});
export type SubscriptionProduct = z.infer<typeof SubscriptionProduct>;

export const SubscriptionProductsResponse = z.object({
  items: z.array(SubscriptionProduct),
  total: z.number().int(),
});
export type SubscriptionProductsResponse = z.infer<typeof SubscriptionProductsResponse>;

/** Query of the two product lists of a subscription. */
export const SubscriptionProductsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type SubscriptionProductsQuery = z.input<typeof SubscriptionProductsQuery>;

/** `POST /api/subscriptions/{id}/products`: accepts the publisher's current approved revisions. */
export const AcceptSubscriptionProducts = z.object({
  productIds: z.array(z.uuid()).min(1).max(SUBSCRIPTION_ACCEPT_LIMIT),
});
export type AcceptSubscriptionProducts = z.infer<typeof AcceptSubscriptionProducts>;

export const AcceptSubscriptionProductsResponse = z.object({
  /** The products now visible, each with the revision accepted. */
  accepted: z.array(z.object({ productId: z.uuid(), revisionId: z.uuid() })),
});
export type AcceptSubscriptionProductsResponse = z.infer<typeof AcceptSubscriptionProductsResponse>;
