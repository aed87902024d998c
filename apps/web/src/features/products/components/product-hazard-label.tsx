import type { Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { PictogramList, SignalWordBadge } from '../../../components/ui/hazard-symbols.tsx';

/**
 * The label part of the sheet, first thing under the name: the signal word as large as the
 * screen allows and the pictograms with their names. A product without either (a hand
 * cleaner) says it has no signal word, so an empty space is never mistaken for a load error.
 */
export function ProductHazardLabel({
  product,
}: {
  product: Pick<Product, 'signalWord' | 'pictograms'>;
}) {
  const { t } = useTranslation('products');
  const isUnlabelled = product.signalWord === 'None' && product.pictograms.length === 0;
  return (
    <section
      className={`hazard-label hazard-label--${product.signalWord.toLowerCase()}`}
      aria-label={t('product.hazardLabel')}
    >
      {product.signalWord === 'None' ? (
        <p className="hazard-label__none">{t('product.noSignalWord')}</p>
      ) : (
        <SignalWordBadge signalWord={product.signalWord} size="large" />
      )}
      {isUnlabelled ? null : (
        <PictogramList pictograms={product.pictograms} size="large" hasCaptions />
      )}
    </section>
  );
}
