import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';
import type { DecidedProduct } from './review-decision.ts';
import { ReviewStatusBadge } from './review-status-badge.tsx';

/**
 * What this reviewer decided since opening the screen, newest first, with the state each
 * product moved to (Approved or Rejected): the queue itself only holds what still waits.
 */
export function RecentDecisions({ decided }: { decided: readonly DecidedProduct[] }) {
  const { t } = useTranslation('audit');
  const headingId = useId();
  if (decided.length === 0) return null;
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="screen-section__title">
        {t('decided.title')}
      </h2>
      <ul className="recent-decisions__list">
        {decided.map((product) => (
          <li key={product.id} className="recent-decisions__item">
            <span className="recent-decisions__name" lang={product.locale}>
              {product.name}
            </span>
            <span className="recent-decisions__language">{nativeLocaleName(product.locale)}</span>
            <ReviewStatusBadge status={product.reviewStatus} />
          </li>
        ))}
      </ul>
    </section>
  );
}
