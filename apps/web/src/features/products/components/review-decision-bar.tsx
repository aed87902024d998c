import type { Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import type { OnDecide } from './review-group.tsx';
import { reviewTargetOfProduct } from './review-decision.ts';
import './review-controls.css';

/** Approve and Reject, at the top of the sheet (and kept in view on a desk). */
export function DecisionBar(props: { product: Product; onDecide: OnDecide }) {
  const { t } = useTranslation('audit');
  const target = reviewTargetOfProduct(props.product);
  return (
    <div className="review-decision-bar" role="group" aria-label={t('pane.decision')}>
      <button
        type="button"
        className="button button--primary"
        onClick={(event) => props.onDecide('approve', target, event.currentTarget)}
      >
        {t('labels.approve')}
      </button>
      <button
        type="button"
        className="button button--secondary button--reject"
        onClick={(event) => props.onDecide('reject', target, event.currentTarget)}
      >
        {t('actions.reject')}
      </button>
    </div>
  );
}
