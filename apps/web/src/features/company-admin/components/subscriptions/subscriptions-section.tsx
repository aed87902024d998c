import type { Subscription } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import {
  useSubscribers,
  useSubscriptionChanges,
  useSubscriptions,
} from '../../api/company-subscriptions.ts';
import type { CompanyScope } from '../company-administration.tsx';
import { QueryList } from '../shared/query-list.tsx';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { SubscriptionCard, otherCompany, type SubscriptionSide } from './subscription-card.tsx';

type Ending = { subscription: Subscription; side: SubscriptionSide };

type SubscriptionListProps = {
  side: SubscriptionSide;
  query: ReturnType<typeof useSubscriptions>;
  onEnd: (ending: Ending) => void;
};

/** One of the two lists, with its own heading, empty text and failure. */
function SubscriptionList({ side, query, onEnd }: SubscriptionListProps) {
  const { t } = useTranslation('admin');
  const isSubscriber = side === 'subscriber';
  const headingId = `subscriptions-${side}-heading`;
  const content = (
    <QueryList
      query={query}
      failedTitle={t(
        isSubscriber ? 'subscriptions.loadFailed' : 'subscriptions.subscribersLoadFailed',
      )}
      empty={
        <Notice title={t(isSubscriber ? 'subscriptions.none' : 'subscriptions.noSubscribers')}>
          {t(isSubscriber ? 'subscriptions.noneText' : 'subscriptions.noSubscribersText')}
        </Notice>
      }
      labelledBy={headingId}
    >
      {(subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          side={side}
          onEnd={() => onEnd({ subscription, side })}
        />
      )}
    </QueryList>
  );
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="screen-section__title">
        {t(isSubscriber ? 'subscriptions.listTitle' : 'subscriptions.subscribersTitle')}
      </h2>
      <p className="admin-muted">
        {t(isSubscriber ? 'subscriptions.listIntro' : 'subscriptions.subscribersIntro')}
      </p>
      {content}
    </section>
  );
}

/**
 * Subscriptions between companies (docs/product/subscriptions-and-push.md#subscriptions, issue 11):
 * subscribing with another company's subscription code, the companies this one subscribes to, and
 * those that subscribe to it. Either side can end a subscription; the subscriber's people lose
 * access at once, so End asks first and says so.
 */
export function SubscriptionsSection({ companyId }: CompanyScope) {
  const { t } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const subscriptions = useSubscriptions(companyId);
  const subscribers = useSubscribers(companyId);
  const changes = useSubscriptionChanges(companyId);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setEnding(null);
    setFailure(null);
  }

  function confirmEnd() {
    if (!ending) return;
    const company = otherCompany(ending.subscription, ending.side);
    setFailure(null);
    changes.end.mutate(ending.subscription.id, {
      onSuccess: () => {
        close();
        const done = ending.side === 'subscriber' ? 'subscriptions.ended' : 'subscriptions.stopped';
        void notify(t(done, { company }), { kind: 'success' });
      },
      onError: (error) =>
        setFailure(failureMessage(error, { 'not-found': t('subscriptions.alreadyEnded') })),
    });
  }

  const company = ending ? otherCompany(ending.subscription, ending.side) : '';
  const isSubscriberSide = ending?.side !== 'publisher';
  return (
    <Screen title={t('subscriptions.title')} intro={t('subscriptions.intro')}>
      <section className="screen-section" aria-labelledby="subscribe-heading">
        <h2 id="subscribe-heading" className="screen-section__title">
          {t('subscriptions.subscribeTitle')}
        </h2>
        <p className="admin-muted">{t('subscriptions.subscribeIntro')}</p>
        <SubscribeForm subscribe={changes.subscribe} />
      </section>
      <SubscriptionList side="subscriber" query={subscriptions} onEnd={setEnding} />
      <SubscriptionList side="publisher" query={subscribers} onEnd={setEnding} />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open && !changes.end.isPending) close();
        }}
        tone="danger"
        title={t(isSubscriberSide ? 'subscriptions.endTitle' : 'subscriptions.stopTitle', {
          company,
        })}
        description={t(isSubscriberSide ? 'subscriptions.endText' : 'subscriptions.stopText', {
          company,
        })}
        confirmLabel={t(
          isSubscriberSide ? 'subscriptions.endConfirm' : 'subscriptions.stopConfirm',
        )}
        isPending={changes.end.isPending}
        error={failure}
        onConfirm={confirmEnd}
      />
    </Screen>
  );
}
