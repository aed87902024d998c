import type { Subscription } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/ui/edit-icons.tsx';
import { formatCount, formatDay } from '../shared/admin-format.ts';

/** Which list a card is in: the publishers this company subscribes to, or its subscribers. */
export type SubscriptionSide = 'subscriber' | 'publisher';

/** The other company of a subscription, as the side looking at it names it. */
export function otherCompany(subscription: Subscription, side: SubscriptionSide): string {
  return side === 'subscriber' ? subscription.publisherName : subscription.subscriberName;
}

type SubscriptionCardProps = {
  subscription: Subscription;
  side: SubscriptionSide;
  onEnd: () => void;
};

/**
 * One subscription: the other company, since when, how many products are shared through it
 * (and, for the subscriber, how many wait for a key user), the subscriber's note, and End.
 */
export function SubscriptionCard({ subscription, side, onEnd }: SubscriptionCardProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const company = otherCompany(subscription, side);
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <li className="card" aria-labelledby={`${id}-title`}>
      <div className="card__head">
        <h3 id={`${id}-title`} className="card__title">
          {company}
        </h3>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{t('subscriptions.since')}</dt>
          <dd>{formatDay(subscription.createdAt.slice(0, 10), i18n.language)}</dd>
        </div>
        <div>
          <dt>{t(side === 'subscriber' ? 'subscriptions.accepted' : 'subscriptions.shared')}</dt>
          <dd>{count(subscription.acceptedCount)}</dd>
        </div>
        {side === 'subscriber' ? (
          <div>
            <dt>{t('subscriptions.pending')}</dt>
            <dd>{count(subscription.pendingCount)}</dd>
          </div>
        ) : null}
        {subscription.description ? (
          <div>
            <dt>{t('subscriptions.note')}</dt>
            <dd>{subscription.description}</dd>
          </div>
        ) : null}
      </dl>
      {side === 'subscriber' && subscription.pendingCount > 0 ? (
        <p className="admin-muted">{t('subscriptions.pendingHint')}</p>
      ) : null}
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onEnd}
          aria-label={t(
            side === 'subscriber' ? 'subscriptions.endNamed' : 'subscriptions.stopNamed',
            { company },
          )}
        >
          <RemoveIcon width={18} height={18} />
          {t(side === 'subscriber' ? 'subscriptions.end' : 'subscriptions.stop')}
        </button>
      </div>
    </li>
  );
}
