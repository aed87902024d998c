import type { ProductSummary } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { PictogramList, SignalWordBadge } from './hazard-symbols.tsx';

/** Tells the product sheet it was opened from the results, so "back" can return to them. */
export type FromSearchState = { isFromSearch: true };
const fromSearch: FromSearchState = { isFromSearch: true };

/**
 * One search hit, a link to its sheet: the name first, then supplier and article number, and
 * what a worker checks at a glance: signal word, pictograms and UN number.
 */
export function ProductHit({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('products');
  const hasHazards = product.signalWord !== 'None' || product.pictograms.length > 0;
  return (
    <Link to={paths.productById(product.id)} state={fromSearch} className="product-hit">
      <div className="product-hit__text">
        <span className="product-hit__name" lang={product.locale}>
          {product.name}
        </span>
        <span className="product-hit__meta">
          <span>{product.supplier}</span>
          <span className="product-hit__article">
            {t('hit.articleNumber', { articleNumber: product.articleNumber })}
          </span>
        </span>
      </div>
      {hasHazards || product.unNumber ? (
        <div className="product-hit__hazards">
          <SignalWordBadge signalWord={product.signalWord} />
          <PictogramList pictograms={product.pictograms} />
          {product.unNumber ? (
            <span className="un-plate">{t('hit.unNumber', { unNumber: product.unNumber })}</span>
          ) : null}
        </div>
      ) : null}
      <ChevronIcon className="product-hit__chevron" />
    </Link>
  );
}
