import { SUPPORTED_LOCALES, type LocaleOption, type SupportedLocale } from '@sds/contract';

const englishNames = new Intl.DisplayNames(['en'], {
  type: 'language',
  languageDisplay: 'standard',
});

/** A locale's name in its own language, capitalised as a picker's entry starts. */
function nativeNameOf(locale: SupportedLocale): string {
  const name =
    new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ??
    locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * Every locale the portal supports (`GET /api/Locale`), named in English and in itself by the
 * runtime's ICU data, so no list of names is kept by hand. Built once: it changes only with a
 * release.
 */
export const LOCALE_OPTIONS: LocaleOption[] = SUPPORTED_LOCALES.map((locale) => ({
  locale,
  name: englishNames.of(locale) ?? locale,
  nativeName: nativeNameOf(locale),
}));
