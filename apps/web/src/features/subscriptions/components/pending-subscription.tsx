import type { Subscription, SubscriptionProduct } from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { failureMessage, forPassingKinds } from '../../../lib/api-failure.ts';
import {
  useAcceptSharedProducts,
  usePendingProducts,
  useRefuseSharedProduct,
} from '../api/shared-products.ts';
import { PendingProductCard } from './pending-product-card.tsx';

type Decision = { productId: string | 'all'; action: 'accept' | 'refuse' };

/**
 * The products one publisher shares that wait for a key user, with Accept and Refuse on each
 * and Accept all (asked first: every colleague finds them in search at once). A decided
 * product leaves the list at once, before the list is read again.
 */
export function PendingSubscription({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('audit');
  const headingId = useId();
  const pending = usePendingProducts(subscription.id);
  const accept = useAcceptSharedProducts();
  const refuse = useRefuseSharedProduct();
  // Revisions decided here, left out until the list read again no longer has them.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [isAskingAll, setIsAskingAll] = useState(false);
  const [allFailure, setAllFailure] = useState<string | null>(null);
  const publisher = subscription.publisherName;
  const loaded = pending.data?.items ?? [];
  const items = loaded.filter((item) => !decided.has(item.revisionId));
  const waiting = Math.max(0, (pending.data?.total ?? 0) - (loaded.length - items.length));

  const leaveOut = (products: SubscriptionProduct[]) =>
    setDecided((earlier) => new Set([...earlier, ...products.map((item) => item.revisionId)]));

  /**
   * Why a decision was refused, or null after a 401 (the app has said that the session ended).
   * A 404: the publisher no longer shares it at that version, the subscription ended, or
   * another key user decided it meanwhile; the lists are read again.
   */
  function failureText(error: unknown, name: string | null): string | null {
    return failureMessage(error, {
      'not-found': name ? t('shared.errors.gone', { name }) : t('shared.errors.goneAll'),
      forbidden: t('shared.errors.notAllowed'),
      ...forPassingKinds(t('shared.errors.unreachable')),
      otherwise: t('shared.errors.unexpected'),
    });
  }

  function acceptOne(product: SubscriptionProduct) {
    setDeciding({ productId: product.productId, action: 'accept' });
    accept.mutate(
      { subscriptionId: subscription.id, productIds: [product.productId] },
      {
        onSuccess: () => {
          leaveOut([product]);
          void notify(t('shared.accepted', { name: product.name }), { kind: 'success' });
        },
        onError: (error) => {
          const message = failureText(error, product.name);
          if (message) void notify(message, { kind: 'error' });
        },
        onSettled: () => setDeciding(null),
      },
    );
  }

  function refuseOne(product: SubscriptionProduct) {
    setDeciding({ productId: product.productId, action: 'refuse' });
    refuse.mutate(
      { subscriptionId: subscription.id, productId: product.productId },
      {
        onSuccess: () => {
          leaveOut([product]);
          void notify(t('shared.refused', { name: product.name, publisher }), { kind: 'success' });
        },
        onError: (error) => {
          const message = failureText(error, product.name);
          if (message) void notify(message, { kind: 'error' });
        },
        onSettled: () => setDeciding(null),
      },
    );
  }

  function acceptAll() {
    const shown = items;
    const productIds = shown.map((item) => item.productId);
    setAllFailure(null);
    setDeciding({ productId: 'all', action: 'accept' });
    accept.mutate(
      { subscriptionId: subscription.id, productIds },
      {
        onSuccess: ({ accepted }) => {
          leaveOut(shown);
          setIsAskingAll(false);
          void notify(t('shared.acceptedAll', { count: accepted.length, publisher }), {
            kind: 'success',
          });
        },
        onError: (error) => {
          const message = failureText(error, null);
          if (message === null) setIsAskingAll(false);
          else setAllFailure(message);
        },
        onSettled: () => setDeciding(null),
      },
    );
  }

  const isAllBusy = deciding?.productId === 'all';
  // Nothing left here once every product is decided (until the next approval comes in).
  if (pending.data && items.length === 0) return null;
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <header className="screen-section__header shared-group__header">
        <div>
          <h3 id={headingId} className="shared-group__title">
            {t('shared.from', { publisher })}
          </h3>
          {pending.data ? (
            <p className="screen-section__note">{t('shared.count', { count: waiting })}</p>
          ) : null}
        </div>
        {items.length > 1 ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={deciding !== null}
            onClick={() => {
              setAllFailure(null);
              setIsAskingAll(true);
            }}
            aria-label={t('shared.acceptAllNamed', { count: items.length, publisher })}
          >
            {t('shared.acceptAll')}
          </button>
        ) : null}
      </header>
      {pending.isPending ? <p className="screen-section__note">{t('shared.loading')}</p> : null}
      {pending.isError && !pending.data ? (
        <p className="shared-section__alert" role="alert">
          {t('shared.pendingLoadFailed', { publisher })}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void pending.refetch()}
          >
            {t('shared.retry')}
          </button>
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="stacked-list">
          {items.map((product) => (
            <PendingProductCard
              key={product.productId}
              product={product}
              isBusy={deciding !== null}
              busyAction={deciding?.productId === product.productId ? deciding.action : null}
              onAccept={() => acceptOne(product)}
              onRefuse={() => refuseOne(product)}
            />
          ))}
        </ul>
      ) : null}
      {waiting > items.length && items.length > 0 ? (
        <p className="screen-section__note">
          {t('shared.more', { shown: items.length, total: waiting })}
        </p>
      ) : null}
      <ConfirmDialog
        open={isAskingAll}
        onOpenChange={(open) => {
          if (!open && !isAllBusy) setIsAskingAll(false);
        }}
        title={t('shared.acceptAllTitle', { count: items.length, publisher })}
        description={t('shared.acceptAllText')}
        confirmLabel={t('shared.acceptAll')}
        isPending={isAllBusy}
        error={allFailure}
        onConfirm={acceptAll}
      />
    </section>
  );
}
