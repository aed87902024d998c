import type { Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { useAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { useProductLocales } from '../api/get-product-locales.ts';
import { languageNameIn } from './product-language-notice.tsx';

/**
 * For a key user (decision 0048): the company's product languages this product has no version
 * in yet, named in the reader's language ("Not yet in: German, French"), so the gaps are seen
 * where the product is read. Nothing for employees, or when no language is missing.
 */
export function ProductMissingLanguages({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const isKeyUser = useAuthenticatedUser()?.role === 'KeyUser';
  const companyLocales = useProductLocales(isKeyUser);
  if (!isKeyUser || !companyLocales.data) return null;
  const present = new Set([product.locale, ...product.variants.map((variant) => variant.locale)]);
  const missing = companyLocales.data.items.filter((locale) => !present.has(locale));
  if (missing.length === 0) return null;
  const names = missing.map((locale) => languageNameIn(locale, i18n.language));
  return (
    <p className="sheet-missing-languages">
      {t('language.missing', {
        languages: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names),
      })}
    </p>
  );
}
