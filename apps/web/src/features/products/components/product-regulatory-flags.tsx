import type { Product, RegulatoryFlag, RegulatoryFlagKind } from '@sds/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatRevisionDate } from './product-details.tsx';
import './product-regulatory-flags.css';

/** `Carc. 1B` → the key of its hazard class and its category. */
function cmrParts(detail: string): { key: 'carc' | 'muta' | 'repr'; category: string } {
  const [hazardClass = '', category = ''] = detail.split('. ');
  const key = hazardClass === 'Carc' ? 'carc' : hazardClass === 'Muta' ? 'muta' : 'repr';
  return { key, category };
}

/** One flag as a sentence in the reader's language; the substance keeps ECHA's English name. */
function flagText(t: TFunction<'products'>, flag: RegulatoryFlag): string {
  const names = { substance: flag.substance, cas: flag.cas };
  switch (flag.kind) {
    case 'svhc':
      return t('regulatory.svhc', names);
    case 'cmr': {
      const { key, category } = cmrParts(flag.detail);
      return t(`regulatory.${key}`, { ...names, category });
    }
    case 'authorisation':
      return t('regulatory.authorisation', names);
    case 'restriction':
      return t('regulatory.restriction', { ...names, entry: flag.detail });
  }
}

/**
 * The sheet's regulatory flags (decision 0057): each hit of the product's CAS numbers on the
 * Candidate List, CLP Annex VI (CMR 1A/1B), REACH Annex XIV and Annex XVII, with its list's date
 * and the source. Nothing when there is none.
 */
export function ProductRegulatoryFlags({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  if (product.regulatoryFlags.length === 0) return null;
  return (
    <section className="regulatory-flags" aria-labelledby="regulatory-flags-title">
      <h2 id="regulatory-flags-title" className="regulatory-flags__title">
        {t('regulatory.title')}
      </h2>
      <ul className="regulatory-flags__list">
        {product.regulatoryFlags.map((flag) => (
          <li key={`${flag.kind} ${flag.cas} ${flag.detail}`} className="regulatory-flags__item">
            <span className="regulatory-flags__text">{flagText(t, flag)}</span>
            <span className="regulatory-flags__date">
              {t('regulatory.listDate', {
                date: formatRevisionDate(flag.listVersion, i18n.language),
              })}
            </span>
          </li>
        ))}
      </ul>
      <p className="regulatory-flags__source">{t('regulatory.source')}</p>
    </section>
  );
}

/** The key users' badge on a search hit that has regulatory flags (decision 0057). */
export function RegulatoryFlagBadge({ kinds }: { kinds: readonly RegulatoryFlagKind[] }) {
  const { t } = useTranslation('products');
  if (kinds.length === 0) return null;
  return <span className="regulatory-badge">{t('regulatory.hitBadge')}</span>;
}
