import type { DeviceRole, ProductNotification } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { useNotificationFeed } from '../api/notification-feed.ts';
import { NotificationEntry } from './notification-entry.tsx';

type NotificationFeedProps = { companyId: string; role: DeviceRole };

/** The pages read so far as one list; an entry a newer one pushed onto the next page once. */
function uniqueEntries(pages: { items: ProductNotification[] }[]): ProductNotification[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * The device's notifications, newest first, 20 at a time with "Show more"
 * (docs/product/subscriptions-and-push.md#feeds: the feed for devices that get no pushes, and the
 * record for those that do).
 */
export function NotificationFeed({ companyId, role }: NotificationFeedProps) {
  const { t } = useTranslation('notifications');
  const feed = useNotificationFeed(companyId, role);
  const headingId = useId();
  const entries = uniqueEntries(feed.data?.pages ?? []);
  const total = feed.data?.pages.at(-1)?.total ?? 0;

  function content() {
    if (feed.isPending) {
      return (
        <p className="notification-feed__muted" role="status">
          {t('feed.loading')}
        </p>
      );
    }
    if (feed.isError && entries.length === 0) {
      return (
        <Notice tone="error" title={t('feed.loadFailed')}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void feed.refetch()}
          >
            {t('feed.tryAgain')}
          </button>
        </Notice>
      );
    }
    if (entries.length === 0)
      return <Notice title={t('feed.emptyTitle')}>{t('feed.empty')}</Notice>;
    return (
      <ol className="notification-list">
        {entries.map((notification) => (
          <NotificationEntry key={notification.id} notification={notification} />
        ))}
      </ol>
    );
  }

  return (
    <section className="notification-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="notification-feed__title">
        {t('feed.title')}
      </h2>
      {content()}
      {entries.length > 0 ? (
        <div className="notification-feed__more">
          <p className="notification-feed__muted" role="status">
            {t('feed.shown', { shown: entries.length, total: Math.max(total, entries.length) })}
          </p>
          {feed.isFetchNextPageError ? (
            <p className="notification-feed__alert" role="alert">
              {t('feed.moreFailed')}
            </p>
          ) : null}
          {feed.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={feed.isFetchingNextPage}
              aria-busy={feed.isFetchingNextPage || undefined}
              onClick={() => void feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage ? (
                <span className="button__spinner" aria-hidden="true" />
              ) : null}
              {t('feed.more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
