import {
  SUPPORTED_LOCALES,
  nativeNameOf,
  type LocaleOption,
  type SupportedLocale,
} from '@sds/contract';

const englishNames = new Intl.DisplayNames(['en'], {
  type: 'language',
  languageDisplay: 'standard',
});

/**
 * Every locale the portal supports (`GET /api/Locale`), named in English by the runtime's ICU
 * data and in itself by the project's table (LOCALE_NAMES), the names every screen shows. Built
 * once: it changes only with a release.
 */
export const LOCALE_OPTIONS: LocaleOption[] = SUPPORTED_LOCALES.map((locale: SupportedLocale) => ({
  locale,
  name: englishNames.of(locale) ?? locale,
  nativeName: nativeNameOf(locale),
}));
