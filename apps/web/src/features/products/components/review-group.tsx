import type { ProductSummary } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';
import { PictogramList, SignalWordBadge } from '../../../components/ui/hazard-symbols.tsx';
import type { DecisionKind, ReviewTarget } from './review-decision.ts';
import { reviewTargetOf, type ReviewGroup } from './review-queue-groups.ts';
import { ReviewStatusBadge } from './review-status-badge.tsx';
import './review-controls.css';

/**
 * Starts a decision about `target`; `opener` gets focus back when it is cancelled.
 * `isAllLanguages`: for all of the product's languages in review, not only `target`.
 */
export type OnDecide = (
  kind: DecisionKind,
  target: ReviewTarget,
  opener: HTMLElement,
  isAllLanguages?: boolean,
) => void;

/** The query parameter naming the product whose review pane is open. */
export const REVIEW_PARAMETER = 'review';

/** The address of the review pane of one product: the list's own URL with `?review=`. */
export const reviewPanePath = (id: string) =>
  `${paths.audit}?${REVIEW_PARAMETER}=${encodeURIComponent(id)}`;

/** Tells the pane it was opened from the list, so "back" returns to the list's history entry. */
export type FromQueueState = { isFromQueue: true };
const fromQueue: FromQueueState = { isFromQueue: true };

type ReviewRowProps = { version: ProductSummary; group: ReviewGroup; onDecide: OnDecide };

/**
 * One language version waiting for review: its language, name and article number, its
 * state, and Review, Approve and Reject. The buttons are described by the row's product, so
 * a screen reader that lists buttons says which product each decides.
 */
function ReviewRow({ version, group, onDecide }: ReviewRowProps) {
  const { t } = useTranslation('audit');
  const id = useId();
  const target = reviewTargetOf(version, group);
  return (
    <li className="review-row" aria-labelledby={`${id}-name`}>
      <div className="review-row__product" id={`${id}-name`}>
        <span className="review-row__language">
          {nativeLocaleName(version.locale)}{' '}
          <span className="review-row__locale">{version.locale}</span>
        </span>
        <span className="review-row__name" lang={version.locale}>
          {version.name}
        </span>
        <span className="review-row__article">
          {t('queue.articleNumber', { articleNumber: version.articleNumber })}
        </span>
      </div>
      <ReviewStatusBadge status={version.reviewStatus} />
      <div className="review-row__actions">
        <Link
          to={reviewPanePath(version.id)}
          state={fromQueue}
          className="button button--secondary review-row__button"
          aria-describedby={`${id}-name`}
        >
          {t('labels.review')}
        </Link>
        <button
          type="button"
          className="button button--primary review-row__button review-row__decide"
          aria-describedby={`${id}-name`}
          onClick={(event) => onDecide('approve', target, event.currentTarget)}
        >
          {t('labels.approve')}
        </button>
        <button
          type="button"
          className="button button--secondary button--reject review-row__button review-row__decide"
          aria-describedby={`${id}-name`}
          onClick={(event) => onDecide('reject', target, event.currentTarget)}
        >
          {t('actions.reject')}
        </button>
      </div>
    </li>
  );
}

/**
 * Approve or Reject a product in all its languages waiting for review, in one decision: the
 * dialog it opens has the other languages ticked and names them (decision 0051).
 */
type GroupDecisionProps = { group: ReviewGroup; onDecide: OnDecide; describedBy: string };

function GroupDecision({ group, onDecide, describedBy }: GroupDecisionProps) {
  const { t } = useTranslation('audit');
  const target = reviewTargetOf(group.lead, group);
  return (
    <div className="review-group__actions">
      <button
        type="button"
        className="button button--primary review-row__button"
        aria-describedby={describedBy}
        onClick={(event) => onDecide('approve', target, event.currentTarget, true)}
      >
        {t('queue.approveAll')}
      </button>
      <button
        type="button"
        className="button button--secondary button--reject review-row__button"
        aria-describedby={describedBy}
        onClick={(event) => onDecide('reject', target, event.currentTarget, true)}
      >
        {t('queue.rejectAll')}
      </button>
    </div>
  );
}

/**
 * A product in review: its name in the reader's language when that version waits too, its
 * supplier and hazard cues, then a row per language version waiting for review. A product
 * with several languages in review is also decided as a whole, for all of them; a phone shows
 * only that decision and a Review link per language, not Approve and Reject on every row.
 */
export function ReviewGroupCard({ group, onDecide }: { group: ReviewGroup; onDecide: OnDecide }) {
  const { t } = useTranslation(['audit', 'products']);
  const headingId = useId();
  const { lead } = group;
  const isSeveral = group.versions.length > 1;
  return (
    <section
      className={isSeveral ? 'review-group review-group--several' : 'review-group'}
      aria-labelledby={headingId}
    >
      <header className="review-group__header">
        <h3 id={headingId} className="review-group__name" lang={lead.locale}>
          {lead.name}
        </h3>
        <p className="review-group__supplier">{lead.supplier}</p>
        <div className="review-group__hazards">
          <SignalWordBadge signalWord={lead.signalWord} />
          <PictogramList pictograms={lead.pictograms} />
          {lead.unNumber ? (
            <span className="un-plate">
              {t('hit.unNumber', { ns: 'products', unNumber: lead.unNumber })}
            </span>
          ) : null}
        </div>
        {isSeveral ? (
          <GroupDecision group={group} onDecide={onDecide} describedBy={headingId} />
        ) : null}
      </header>
      <ul className="review-group__versions" aria-label={t('queue.languages')}>
        {group.versions.map((version) => (
          <ReviewRow key={version.id} version={version} group={group} onDecide={onDecide} />
        ))}
      </ul>
    </section>
  );
}
