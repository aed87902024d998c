import type { Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';

type FactProps = { label: string; value: string | null; lang?: string; isWide?: boolean };

/** One fact; an empty one shows a dash, read out as "none". */
function Fact({ label, value, lang, isWide = false }: FactProps) {
  const { t } = useTranslation('products');
  return (
    <div className={isWide ? 'facts__item facts__item--wide' : 'facts__item'}>
      <dt className="facts__label">{label}</dt>
      <dd className="facts__value" lang={value ? lang : undefined}>
        {value ? (
          value
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('facts.notApplicable')}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * Transport and composition (docs/product/product-content.md#sheet-sections): UN number, ADR class
 * and packing group side by side, as on the vehicle's papers, then CAS numbers, Contains and
 * Remarks. Not every product is dangerous goods, so an empty value is shown as such rather than
 * hidden.
 */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const lang = product.locale;
  return (
    <dl className="facts">
      <Fact label={t('facts.unNumber')} value={product.unNumber} />
      <Fact label={t('facts.adrClass')} value={product.adrClass} />
      <Fact label={t('facts.packingGroup')} value={product.packingGroup} />
      <Fact label={t('facts.casNumbers')} value={product.casNumbers.join(', ') || null} />
      <Fact
        label={t('facts.contains')}
        value={product.contains.trim() || null}
        lang={lang}
        isWide
      />
      <Fact label={t('facts.remarks')} value={product.remarks.trim() || null} lang={lang} isWide />
    </dl>
  );
}
