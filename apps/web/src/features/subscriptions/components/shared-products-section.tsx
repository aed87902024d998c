import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { useAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { useCompanySubscriptions } from '../api/shared-products.ts';
import { PendingSubscription } from './pending-subscription.tsx';
import './shared-products-section.css';

/** The subscriptions with what waits in each, for the signed-in device's company. */
function SharedProductsContent({ companyId }: { companyId: string }) {
  const { t } = useTranslation('audit');
  const headingId = useId();
  const subscriptions = useCompanySubscriptions(companyId);
  const items = subscriptions.data?.items ?? [];
  // A company that subscribes to nobody has nothing to decide here: the screen stays as it was.
  if (subscriptions.data && items.length === 0) return null;
  const waiting = items.filter((subscription) => subscription.pendingCount > 0);
  const total = waiting.reduce((sum, subscription) => sum + subscription.pendingCount, 0);
  return (
    <section className="screen-section screen-section--ruled" aria-labelledby={headingId}>
      <header className="screen-section__header shared-section__header">
        <h2 id={headingId} className="screen-section__title">
          {t('shared.title')}
        </h2>
        {subscriptions.data ? (
          <p className="screen-section__note" role="status">
            {t('shared.count', { count: total })}
          </p>
        ) : null}
      </header>
      <p className="screen-section__note">{t('shared.intro')}</p>
      {subscriptions.isPending ? (
        <p className="screen-section__note">{t('shared.loading')}</p>
      ) : null}
      {subscriptions.isError && !subscriptions.data ? (
        <Notice tone="error" title={t('shared.loadFailed')}>
          <p>{t('shared.loadFailedHint')}</p>
          <div className="error-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void subscriptions.refetch()}
            >
              {t('shared.retry')}
            </button>
          </div>
        </Notice>
      ) : null}
      {subscriptions.data && waiting.length === 0 ? (
        <Notice title={t('shared.emptyTitle')} isAnnounced={false}>
          {t('shared.emptyText')}
        </Notice>
      ) : null}
      {waiting.map((subscription) => (
        <PendingSubscription key={subscription.id} subscription={subscription} />
      ))}
    </section>
  );
}

/**
 * Shared products waiting on the review screen (issue 11;
 * docs/product/subscriptions-and-push.md#accepting-and-refusing), for key users: the approved
 * products (and new versions) of the companies this company subscribes to, each to accept —
 * colleagues then find it in their search, marked with the publisher's name — or to refuse. Its
 * texts are the review screen's (`audit`), loaded with that screen.
 */
export function SharedProductsSection() {
  const user = useAuthenticatedUser();
  const hasTexts = useLazyNamespace('audit');
  if (!hasTexts || !user) return null;
  return <SharedProductsContent companyId={user.companyId} />;
}
