import { z } from 'zod';
import { ReviewStatus } from './enums.ts';

/**
 * What can happen to a product's review state (docs/product/product-content.md#review-states):
 * `Draft` → submit → `InReview` → approve → `Approved`, or reject → `Rejected`; editing makes a
 * `Draft` again (of a new revision when the product was approved).
 */
export const ReviewAction = z.enum(['submit', 'approve', 'reject', 'edit']);
export type ReviewAction = z.infer<typeof ReviewAction>;

/** The longest reject reason the server keeps. */
export const REJECT_REASON_MAX_LENGTH = 2000;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Query of `POST /api/products/{id}/approve` (docs/product/product-content.md#review-states). */
export const ApproveQuery = z.object({ approveAllLanguages: flag });

/** Query of `POST /api/products/{id}/reject` (docs/product/product-content.md#review-states). */
export const RejectQuery = z.object({ rejectAllLanguages: flag });

/** Body of `POST /api/products/{id}/reject`: why, for whoever edits the product next. */
export const RejectRequest = z.object({
  reason: z.string().trim().min(1).max(REJECT_REASON_MAX_LENGTH),
});
export type RejectRequest = z.infer<typeof RejectRequest>;

/** One recorded review decision: who, when, from → to, and the reason of a rejection. */
export const ReviewDecision = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  action: ReviewAction,
  fromStatus: ReviewStatus,
  toStatus: ReviewStatus,
  reason: z.string().nullable(),
  /** Who decided: the device's description and role, or the account's name. */
  actor: z.string(),
  actorRole: z.string(),
  decidedAt: z.iso.datetime(),
});
export type ReviewDecision = z.infer<typeof ReviewDecision>;

/** `GET /api/products/{id}/reviews`: the product's decisions, newest first. */
export const ReviewHistoryResponse = z.object({ items: z.array(ReviewDecision) });
export type ReviewHistoryResponse = z.infer<typeof ReviewHistoryResponse>;
