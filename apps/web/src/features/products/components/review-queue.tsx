import { acceptLanguageFor } from '@sds/contract';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { useProductsInReview } from '../api/list-products-in-review.ts';
import { ReviewGroupCard, type OnDecide } from './review-group.tsx';
import { groupReviewQueue } from './review-queue-groups.ts';

type ReviewQueueProps = {
  onDecide: OnDecide;
  /** The list's heading, where focus goes once a decided row has left the list. */
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * "The products could not be loaded" (docs/product/web-app.md#messages), with a way to try again.
 */
function QueueLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation(['audit', 'common']);
  return (
    <Notice tone="error" title={t('queue.loadFailed')}>
      <p>{t('queue.loadFailedHint')}</p>
      <div className="error-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onRetry}
          disabled={isRetrying}
          aria-busy={isRetrying || undefined}
        >
          {isRetrying ? <span className="button__spinner" aria-hidden="true" /> : null}
          {t('actions.retry', { ns: 'common' })}
        </button>
      </div>
    </Notice>
  );
}

/**
 * The products waiting for review, one card per product with a row per language version.
 * The list reads itself again every 15 s and on window focus, so it follows what other key
 * users decide; a failed re-read keeps the list shown rather than replacing it by an error.
 */
export function ReviewQueue({ onDecide, headingRef }: ReviewQueueProps) {
  const { t, i18n } = useTranslation(['audit', 'common']);
  const queue = useProductsInReview();
  const groups = queue.data
    ? groupReviewQueue(queue.data.items, acceptLanguageFor(i18n.language))
    : [];
  // Counted by product: two products in four languages each are two, not eight.
  const count = groups.length;
  const headingId = useId();
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <header className="screen-section__header">
        <h2 id={headingId} ref={headingRef} className="screen-section__title" tabIndex={-1}>
          {t('queue.title')}
        </h2>
        {queue.data ? (
          <p className="screen-section__note" role="status">
            {t('queue.count', { count })}
            <span className="review-queue__refreshes"> · {t('queue.refreshes')}</span>
          </p>
        ) : null}
      </header>
      {queue.isPending ? (
        <p className="screen-section__note" role="status">
          {t('loading', { ns: 'common' })}
        </p>
      ) : null}
      {queue.isError && !queue.data ? (
        <QueueLoadFailed onRetry={() => void queue.refetch()} isRetrying={queue.isFetching} />
      ) : null}
      {queue.data && count === 0 ? (
        <Notice title={t('queue.emptyTitle')} isAnnounced={false}>
          {t('queue.emptyText')}
        </Notice>
      ) : null}
      {groups.length > 0 ? (
        <div className="review-queue__groups">
          {groups.map((group) => (
            <ReviewGroupCard key={group.key} group={group} onDecide={onDecide} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
