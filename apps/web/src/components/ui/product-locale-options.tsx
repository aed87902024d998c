import { CORE_LOCALES, inLanguageOrder } from '@sds/contract';
import { nativeLocaleName } from '../../i18n/locale-names.ts';

/**
 * The languages a product can be written in — the core languages of
 * docs/product/languages.md#locales — as the `<option>`s of a select, each named in its own
 * language (people look for their language by how they write it), in the portal's one order of
 * languages.
 */
export function ProductLocaleOptions() {
  return inLanguageOrder(CORE_LOCALES, (locale) => locale).map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {nativeLocaleName(locale)}
    </option>
  ));
}
