import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { failureKindOf, failureMessage, forPassingKinds } from '../../../lib/api-failure.ts';
import { approveProduct } from '../api/approve-product.ts';
import { forgetDecidedProducts } from '../api/list-products-in-review.ts';
import { rejectProduct } from '../api/reject-product.ts';
import {
  decidedProducts,
  languageNames,
  type DecidedProduct,
  type DecisionRequest,
} from './review-decision.ts';
import { reviewStatusLabel } from './review-status-badge.tsx';

export type DecisionInput = DecisionRequest & { isAllLanguages: boolean; reason: string };

/**
 * Whether a failed decision means that the product left review meanwhile, which ends the
 * decision and reads the queue again: 409, another key user decided or someone edited it
 * (decision 0016); 404, it was deleted. Other failures leave the dialog open to try again.
 */
export function isDecisionOver(error: unknown): boolean {
  const kind = failureKindOf(error);
  return kind === 'conflict' || kind === 'not-found';
}

/**
 * The toast for a failed decision, or null after a 401: the API client has said that the
 * session ended, and login opens next. A 409 names the product's state now, when it came.
 */
function decisionFailureMessage(error: unknown, name: string, t: TFunction<'audit'>) {
  const now = isApiError(error) ? error.reviewStatus : undefined;
  return failureMessage(error, {
    conflict: now
      ? t('errors.alreadyDecided', { name, status: reviewStatusLabel(now, t) })
      : t('errors.changedMeanwhile', { name }),
    'not-found': t('errors.gone', { name }),
    forbidden: t('errors.notAllowed'),
    refused: t('errors.refused'),
    ...forPassingKinds(t('errors.unreachable')),
    otherwise: t('errors.unexpected'),
  });
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
      if (isDecisionOver(error)) void forgetDecidedProducts(queryClient, [target.id]);
      const message = decisionFailureMessage(error, target.name, t);
      if (message) void notify(message, { kind: 'error' });
    },
  });
}
