import { ReviewAction, ReviewStatus } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.ts';
import { nextReviewStatus, requireTransition } from './review-workflow.ts';

/**
 * docs/product/product-content.md#review-states, written out pair by pair: every (state, action)
 * and where it leads.
 */
const EXPECTED: Record<ReviewStatus, Record<ReviewAction, ReviewStatus | null>> = {
  Draft: { submit: 'InReview', approve: null, reject: null, edit: 'Draft' },
  InReview: { submit: null, approve: 'Approved', reject: 'Rejected', edit: 'Draft' },
  Approved: { submit: null, approve: null, reject: null, edit: 'Draft' },
  Rejected: { submit: null, approve: null, reject: null, edit: 'Draft' },
};

const pairs = ReviewStatus.options.flatMap((state) =>
  ReviewAction.options.map((action) => [state, action, EXPECTED[state][action]] as const),
);

describe('the review state machine', () => {
  it.each(pairs)('%s + %s → %s', (state, action, expected) => {
    expect(nextReviewStatus(state, action)).toBe(expected);
    if (expected) {
      expect(requireTransition(state, action)).toBe(expected);
    } else {
      const refusal = (() => {
        try {
          requireTransition(state, action);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ type: 'conflict', status: 409, reviewStatus: state });
    }
  });
});
