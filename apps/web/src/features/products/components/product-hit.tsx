import type { ProductSummary } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../../components/ui/screen-icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsKeyUser } from '../../../components/layout/key-users-only.tsx';
import { PictogramList, SignalWordBadge } from '../../../components/ui/hazard-symbols.tsx';
import { RegulatoryFlagBadge } from './product-regulatory-flags.tsx';

/** Tells the product sheet it was opened from the results, so "back" can return to them. */
export type FromSearchState = { isFromSearch: true };
const fromSearch: FromSearchState = { isFromSearch: true };

type ProductHitProps = {
  product: ProductSummary;
  /** The publisher's name when another company shares the product (a subscription). */
  sharedBy?: string | null;
};

/**
 * One search hit, a link to its sheet: the name first, then supplier and article number, and
 * what a worker checks at a glance: signal word, pictograms and UN number. A product another
 * company shares says whose it is.
 */
export function ProductHit({ product, sharedBy = null }: ProductHitProps) {
  const { t } = useTranslation('products');
  // Regulatory flags show as a badge to key users, who act on them (decision 0057).
  const flagKinds = useIsKeyUser() ? (product.regulatoryFlagKinds ?? []) : [];
  const hasHazards =
    product.signalWord !== 'None' || product.pictograms.length > 0 || flagKinds.length > 0;
  return (
    <Link to={paths.productById(product.id)} state={fromSearch} className="product-hit">
      <div className="product-hit__text">
        <span className="product-hit__name" lang={product.locale}>
          {product.name}
        </span>
        <span className="product-hit__meta">
          <span className="product-hit__meta-items">
            {/* The dot before each item stays outside <bdi>, on the page's reading side. */}
            <span>
              <bdi>{product.supplier}</bdi>
            </span>
            <span>{t('hit.articleNumber', { articleNumber: product.articleNumber })}</span>
          </span>
        </span>
        {sharedBy ? (
          <span className="product-hit__shared">
            {t('product.sharedBy', { company: sharedBy })}
          </span>
        ) : null}
      </div>
      {hasHazards || product.unNumber ? (
        <div className="product-hit__hazards">
          <SignalWordBadge signalWord={product.signalWord} />
          <PictogramList pictograms={product.pictograms} />
          {product.unNumber ? (
            <span className="un-plate">{t('hit.unNumber', { unNumber: product.unNumber })}</span>
          ) : null}
          <RegulatoryFlagBadge kinds={flagKinds} />
        </div>
      ) : null}
      <ChevronIcon className="product-hit__chevron" />
    </Link>
  );
}
