import type { ReviewAction, ReviewStatus } from '@sds/contract';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * The review state machine (docs/product/product-content.md#review-states), in one place: `Draft` →
 * submit → `InReview` → approve → `Approved` or reject → `Rejected`. Editing makes a `Draft` from
 * any state (of a new revision when the product was approved, so users keep seeing the approved
 * one). Anything not in this table is refused.
 */
const TRANSITIONS: Record<ReviewStatus, Partial<Record<ReviewAction, ReviewStatus>>> = {
  Draft: { submit: 'InReview', edit: 'Draft' },
  InReview: { approve: 'Approved', reject: 'Rejected', edit: 'Draft' },
  Approved: { edit: 'Draft' },
  Rejected: { edit: 'Draft' },
};

/** The state an action leads to, or null when the action is not allowed in `current`. */
export function nextReviewStatus(current: ReviewStatus, action: ReviewAction): ReviewStatus | null {
  return TRANSITIONS[current][action] ?? null;
}

/** The state an action leads to; a `409 conflict` naming the current state otherwise. */
export function requireTransition(current: ReviewStatus, action: ReviewAction): ReviewStatus {
  const next = nextReviewStatus(current, action);
  if (!next) {
    throw new AppError('conflict', `Cannot ${action} a product that is ${current}`, {
      reviewStatus: current,
    });
  }
  return next;
}
