import { CORE_LOCALES } from '@sds/contract';
import { nativeLocaleName } from '../../i18n/locale-names.ts';

/**
 * The languages a product can be written in — the core languages of
 * docs/product/languages.md#locales — as the `<option>`s of a select, each named in its own
 * language: people look for their language by how they write it.
 */
export function ProductLocaleOptions() {
  return CORE_LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {nativeLocaleName(locale, CORE_LOCALES)}
    </option>
  ));
}
