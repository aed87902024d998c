import { inLanguageOrder, type Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';

/**
 * The sheet's other language versions (same master code), each named in its own language
 * ("Deutsch", "Français") and in the portal's one order of languages, so a worker finds theirs
 * without reading the current one.
 */
export function ProductLanguages({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const others = inLanguageOrder(
    product.variants.filter((variant) => variant.id !== product.id),
    (variant) => variant.locale,
  );
  if (others.length === 0) return null;
  return (
    <nav className="sheet-languages" aria-label={t('product.otherLanguages')}>
      <GlobeIcon className="sheet-languages__icon" />
      <span className="sheet-languages__label" aria-hidden="true">
        {t('product.otherLanguages')}
      </span>
      <ul className="pill-list">
        {others.map((variant) => (
          <li key={variant.id}>
            <Link
              to={paths.productById(variant.id)}
              lang={variant.locale}
              hrefLang={variant.locale}
              className="pill-link sheet-languages__link"
              title={variant.name}
            >
              {nativeLocaleName(variant.locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
