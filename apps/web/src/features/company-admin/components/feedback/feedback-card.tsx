import type { FeedbackItem } from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../components/ui/toast.tsx';
import { useMarkFeedback } from '../../api/feedback-inbox.ts';
import { formatMoment } from '../shared/admin-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { senderName } from './sender-name.ts';

type FeedbackCardProps = {
  item: FeedbackItem;
  /** Called once the mark is saved, with the new state. */
  onMarked: (handled: boolean) => void;
};

/** Who wrote it and where from: company, sender, when, rating and screen. */
function FeedbackFacts({ item, sentId }: { item: FeedbackItem; sentId: string }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <dl className="fact-list">
      <div>
        <dt>{t('feedback.sentBy')}</dt>
        <dd>{senderName(item.sender, t)}</dd>
      </div>
      <div>
        <dt>{t('feedback.sentAt')}</dt>
        <dd id={sentId}>{formatMoment(item.createdAt, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('feedback.rating')}</dt>
        <dd>
          {item.rating === null
            ? t('feedback.noRating')
            : t('feedback.ratingValue', { rating: item.rating })}
        </dd>
      </div>
      <div>
        <dt>{t('feedback.screen')}</dt>
        <dd>{item.screen ? <code translate="no">{item.screen}</code> : t('feedback.noScreen')}</dd>
      </div>
    </dl>
  );
}

/**
 * One message to the Admin: its company as the title, whether it still waits, the facts, the
 * message itself, and Mark handled / Mark as waiting. The button is described by the company
 * and the moment, as several cards may come from one company.
 */
export function FeedbackCard({ item, onMarked }: FeedbackCardProps) {
  const { t, i18n } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const mark = useMarkFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const sentId = useId();

  function toggleHandled() {
    const handled = !item.handled;
    setFailure(null);
    mark.mutate(
      { id: item.id, handled },
      {
        onSuccess: () => {
          void notify(t(handled ? 'feedback.markedHandled' : 'feedback.markedWaiting'), {
            kind: 'success',
          });
          onMarked(handled);
        },
        onError: (error) => setFailure(failureMessage(error)),
      },
    );
  }

  return (
    <li className="card" aria-labelledby={titleId}>
      <div className="card__head">
        <h2 id={titleId} className="card__title">
          {item.companyName ?? t('feedback.noCompany')}
        </h2>
        {item.handled ? (
          <Badge tone="good">
            {item.handledAt
              ? t('feedback.handledOn', { date: formatMoment(item.handledAt, i18n.language) })
              : t('feedback.handled')}
          </Badge>
        ) : (
          <Badge tone="warning">{t('feedback.waiting')}</Badge>
        )}
      </div>
      <FeedbackFacts item={item} sentId={sentId} />
      <p className="quoted-text">{item.message}</p>
      {failure ? (
        <p className="admin-form-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="card__actions">
        <button
          type="button"
          className={`button button--small ${item.handled ? 'button--secondary' : 'button--primary'}`}
          aria-describedby={`${titleId} ${sentId}`}
          disabled={mark.isPending}
          aria-busy={mark.isPending || undefined}
          onClick={toggleHandled}
        >
          {t(item.handled ? 'feedback.markWaiting' : 'feedback.markHandled')}
        </button>
      </div>
    </li>
  );
}
