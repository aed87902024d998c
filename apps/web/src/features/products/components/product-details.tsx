import type { Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';

/** An ISO date (`2025-03-14`) the way the reader writes dates, without time-zone drift. */
export function formatRevisionDate(date: string, language: string): string {
  const formatter = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** The small print under the sheet: supplier, article number, version and revision date. */
export function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const entries = [
    { label: t('product.supplier'), value: product.supplier },
    { label: t('product.articleNumber'), value: product.articleNumber },
    { label: t('product.version'), value: product.version },
    {
      label: t('product.revisionDate'),
      value: product.revisionDate ? formatRevisionDate(product.revisionDate, i18n.language) : '',
    },
  ].filter((entry) => entry.value.trim() !== '');
  return (
    <footer className="sheet-details">
      <h2 className="visually-hidden">{t('product.details')}</h2>
      <dl className="sheet-details__list">
        {entries.map((entry) => (
          <div key={entry.label} className="sheet-details__item">
            <dt>{entry.label}</dt>
            <dd>
              <bdi>{entry.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </footer>
  );
}
