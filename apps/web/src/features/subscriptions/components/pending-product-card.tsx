import type { SubscriptionProduct } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { BusyButton } from '../../../components/ui/submit-button.tsx';
import { PictogramList, SignalWordBadge } from '../../../components/ui/hazard-symbols.tsx';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';

type PendingProductCardProps = {
  product: SubscriptionProduct;
  onAccept: () => void;
  onRefuse: () => void;
  /** This product's decision is on its way (or the whole list's): its buttons wait. */
  isBusy: boolean;
  /** Which of its buttons started the decision on its way, for its spinner. */
  busyAction: 'accept' | 'refuse' | null;
};

/** A calendar day as the interface language writes it; the server gives `YYYY-MM-DD`. */
function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * One product another company shares, waiting for a key user: what it is (name, supplier,
 * language, revision), what a worker would see first (signal word, pictograms, H codes), and
 * whether it updates a product people already see. Accept and Refuse name it for screen
 * readers (`aria-describedby` the name).
 */
export function PendingProductCard(props: PendingProductCardProps) {
  const { product, isBusy, busyAction } = props;
  const { t, i18n } = useTranslation('audit');
  const headingId = useId();
  return (
    <li className="card shared-item" aria-labelledby={headingId}>
      <div className="card__head">
        <h4 id={headingId} className="card__title" lang={product.locale}>
          {product.name}
        </h4>
        {product.isUpdate ? <Badge tone="primary">{t('shared.update')}</Badge> : null}
      </div>
      {product.isUpdate ? <p className="card__hint">{t('shared.updateHint')}</p> : null}
      <dl className="fact-list">
        <div>
          <dt>{t('shared.supplier')}</dt>
          <dd>{product.supplier || '–'}</dd>
        </div>
        <div>
          <dt>{t('shared.language')}</dt>
          <dd>{nativeLocaleName(product.locale)}</dd>
        </div>
        <div>
          <dt>{t('shared.revisionDate')}</dt>
          <dd>
            {product.revisionDate
              ? formatDay(product.revisionDate, i18n.language)
              : t('shared.notGiven')}
            {product.version ? ` · ${t('shared.version', { version: product.version })}` : null}
          </dd>
        </div>
        <div>
          <dt>{t('shared.hStatements')}</dt>
          <dd translate="no">
            {product.hStatements.length > 0 ? product.hStatements.join(', ') : t('shared.none')}
          </dd>
        </div>
      </dl>
      {product.signalWord !== 'None' || product.pictograms.length > 0 ? (
        <div className="shared-item__hazards">
          <SignalWordBadge signalWord={product.signalWord} />
          <PictogramList pictograms={product.pictograms} />
        </div>
      ) : null}
      <div className="card__actions">
        <BusyButton
          className="button button--primary"
          aria-describedby={headingId}
          disabled={isBusy}
          isBusy={busyAction === 'accept'}
          onClick={props.onAccept}
        >
          {t('shared.accept')}
        </BusyButton>
        <BusyButton
          className="button button--secondary"
          aria-describedby={headingId}
          disabled={isBusy}
          isBusy={busyAction === 'refuse'}
          onClick={props.onRefuse}
        >
          {t('shared.refuse')}
        </BusyButton>
      </div>
    </li>
  );
}
