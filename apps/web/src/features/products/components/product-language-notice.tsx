import type { Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { ProductLanguages } from './product-languages.tsx';
import './product-language-notice.css';

export const languageOf = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? locale;

/** A language's name in the reader's language ("English" for an English reader, "angielski" for a Polish one). */
export function languageNameIn(locale: string, readerLocale: string): string {
  try {
    return (
      new Intl.DisplayNames([readerLocale], { type: 'language' }).of(languageOf(locale)) ?? locale
    );
  } catch {
    return locale;
  }
}

/** Whether the sheet is written in another language than the reader's interface. */
export function isInOtherLanguage(product: Product, readerLocale: string): boolean {
  return languageOf(product.locale) !== languageOf(readerLocale);
}

/**
 * Says, in the reader's language, that the sheet is written in another one (issue 23 point 2,
 * decision 0048), and offers the product in the reader's language when it exists, else its
 * other languages (the sheet's list of them moves up here). Nothing when the sheet is in the
 * reader's language.
 */
export function ProductLanguageNotice({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const reader = i18n.language;
  if (!isInOtherLanguage(product, reader)) return null;
  const others = product.variants.filter((variant) => variant.id !== product.id);
  const own = others.find((variant) => languageOf(variant.locale) === languageOf(reader));
  return (
    <div className="sheet-language-notice">
      <GlobeIcon className="sheet-language-notice__icon" />
      <p className="sheet-language-notice__text">
        {t('language.sheetIn', { language: languageNameIn(product.locale, reader) })}
      </p>
      {own ? (
        <Link
          to={paths.productById(own.id)}
          hrefLang={own.locale}
          className="button button--primary sheet-language-notice__own"
        >
          {t('language.readYours')}
        </Link>
      ) : null}
      <ProductLanguages product={product} />
    </div>
  );
}
