import { contentFieldSpec, contentFieldsWhere, type Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { useDeclaredText } from '../../../lib/declared-text.ts';

/** An ISO date (`2025-03-14`) the way the reader writes dates, without time-zone drift. */
export function formatRevisionDate(date: string, language: string): string {
  const formatter = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** The content fields the sheet's small print shows (product-content.ts), in declared order. */
const DETAIL_FIELDS = contentFieldsWhere((spec) => spec.sheet === 'details');

/** The small print under the sheet: supplier, article number, version and revision date. */
export function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const text = useDeclaredText();
  const [first, ...rest] = DETAIL_FIELDS.map((field) => {
    const value = product[field];
    const shown =
      typeof value === 'string' && contentFieldSpec(field).kind === 'date'
        ? formatRevisionDate(value, i18n.language)
        : String(value ?? '');
    return { label: text(contentFieldSpec(field).label), value: shown };
  });
  // The article number, the product's own code, follows the supplier who gave it.
  const articleNumber = { label: t('product.articleNumber'), value: product.articleNumber };
  const entries = [...(first ? [first] : []), articleNumber, ...rest].filter(
    (entry) => entry.value.trim() !== '',
  );
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
