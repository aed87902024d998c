import type { ProductRequest, ProductRequestConversion } from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { useOpenProductRequests } from '../api/product-requests.ts';
import { ConvertedRequests, type ConvertedRequest } from './converted-request-row.tsx';
import { DismissRequestDialog } from './dismiss-request-dialog.tsx';
import { ProductRequestCard } from './product-request-card.tsx';
import './product-requests-section.css';

/** The open list could not be read: why, and Try again. */
function RequestsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('requests');
  const { t: tCommon } = useTranslation('common');
  return (
    <Notice tone="error" title={t('keyUsers.loadFailed')}>
      <p>{t('keyUsers.loadFailedHint')}</p>
      <div className="error-actions">
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {tCommon('actions.retry')}
        </button>
      </div>
    </Notice>
  );
}

/** The open requests with their actions, and the ones converted here since. */
function ProductRequestsContent() {
  const { t } = useTranslation('requests');
  const { t: tCommon } = useTranslation('common');
  const headingId = useId();
  const requests = useOpenProductRequests();
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [converted, setConverted] = useState<ConvertedRequest[]>([]);
  const [dismissing, setDismissing] = useState<ProductRequest | null>(null);
  const open = (requests.data?.items ?? []).filter((request) => !gone.has(request.id));

  const leaveOut = (request: ProductRequest) =>
    setGone((earlier) => new Set(earlier).add(request.id));
  const follow = (request: ProductRequest, conversion: ProductRequestConversion) =>
    setConverted((earlier) => [{ request, conversion }, ...earlier]);

  return (
    <section className="screen-section screen-section--ruled" aria-labelledby={headingId}>
      <header className="screen-section__header">
        <h2 id={headingId} className="screen-section__title">
          {t('keyUsers.title')}
        </h2>
        {requests.data ? (
          <p className="screen-section__note" role="status">
            {t('keyUsers.count', { count: open.length })}
          </p>
        ) : null}
      </header>
      <p className="screen-section__note">{t('keyUsers.intro')}</p>
      {requests.isPending ? <p className="request-section__loading">{tCommon('loading')}</p> : null}
      {requests.isError && !requests.data ? (
        <RequestsLoadFailed onRetry={() => void requests.refetch()} />
      ) : null}
      {requests.data && open.length === 0 ? (
        <Notice title={t('keyUsers.emptyTitle')} isAnnounced={false}>
          {t('keyUsers.emptyText')}
        </Notice>
      ) : null}
      {open.length > 0 ? (
        <ul className="stacked-list">
          {open.map((request) => (
            <ProductRequestCard
              key={request.id}
              request={request}
              onConverted={follow}
              onGone={leaveOut}
              onDismiss={setDismissing}
            />
          ))}
        </ul>
      ) : null}
      <ConvertedRequests converted={converted} />
      <DismissRequestDialog
        request={dismissing}
        onClose={() => setDismissing(null)}
        onGone={leaveOut}
      />
    </section>
  );
}

/**
 * The company's product requests on the review screen (issue 11), for key users: what
 * colleagues asked for, to convert into products or dismiss. Its texts load with it, with the
 * import screen's words for the imports it starts.
 */
export function ProductRequestsSection() {
  const { t } = useTranslation('common');
  const hasTexts = useLazyNamespace('requests');
  const hasImportTexts = useLazyNamespace('import');
  if (!hasTexts || !hasImportTexts) {
    return <p className="request-section__loading">{t('loading')}</p>;
  }
  return <ProductRequestsContent />;
}
