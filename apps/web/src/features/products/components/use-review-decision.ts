import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast.tsx';
import { approveProduct } from '../api/approve-product.ts';
import { forgetDecidedProducts } from '../api/list-products-in-review.ts';
import { rejectProduct } from '../api/reject-product.ts';
import {
  endsTheDecision,
  reviewDecisionFailure,
  type ReviewDecisionFailure,
} from '../api/review-decision-failure.ts';
import {
  decidedProducts,
  languageNames,
  type DecidedProduct,
  type DecisionRequest,
} from './review-decision.ts';
import { reviewStatusLabel } from './review-status-badge.tsx';

export type DecisionInput = DecisionRequest & { isAllLanguages: boolean; reason: string };

/** The toast for a failed decision, or null when another message says it already. */
function failureMessage(
  failure: ReviewDecisionFailure,
  name: string,
  t: TFunction<'audit'>,
): string | null {
  switch (failure.kind) {
    case 'already-decided':
      return failure.reviewStatus
        ? t('errors.alreadyDecided', { name, status: reviewStatusLabel(failure.reviewStatus, t) })
        : t('errors.changedMeanwhile', { name });
    case 'gone':
      return t('errors.gone', { name });
    case 'not-allowed':
      return t('errors.notAllowed');
    case 'refused':
      return t('errors.refused');
    case 'unreachable':
      return t('errors.unreachable');
    case 'session-ended':
      // The API client has said the session ended; login opens next.
      return null;
    case 'unexpected':
      return t('errors.unexpected');
  }
}

/**
 * Sends an approve or reject and says how it went. A decision takes the products it moved off
 * the queue at once (and reads every product query again), tells `onDecided` which moved, and
 * toasts. A product that left review meanwhile (409, 404) is taken off the queue too; other
 * failures only toast, so the dialog can try again with what was typed.
 */
export function useReviewDecision(onDecided: (decided: DecidedProduct[]) => void) {
  const { t } = useTranslation('audit');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, target, isAllLanguages, reason }: DecisionInput) =>
      kind === 'approve'
        ? approveProduct({ id: target.id, allLanguages: isAllLanguages })
        : rejectProduct({ id: target.id, allLanguages: isAllLanguages, reason }),
    onSuccess: (answer, { kind, target, isAllLanguages }) => {
      const decided = decidedProducts(target, answer, isAllLanguages);
      onDecided(decided);
      void forgetDecidedProducts(
        queryClient,
        decided.map((product) => product.id),
      );
      const others = decided.slice(1);
      const dialog = kind === 'approve' ? 'approveDialog' : 'rejectDialog';
      void notify(t(`${dialog}.done`, { name: target.name }), {
        kind: 'success',
        description:
          others.length > 0
            ? t(`${dialog}.alsoDone`, { languages: languageNames(others) })
            : undefined,
      });
    },
    onError: (error, { target }) => {
      const failure = reviewDecisionFailure(error);
      if (endsTheDecision(failure)) void forgetDecidedProducts(queryClient, [target.id]);
      const message = failureMessage(failure, target.name, t);
      if (message) void notify(message, { kind: 'error' });
    },
  });
}
