import type { SupportedLocale } from './locales.ts';

/**
 * Every interface locale named in its own language ("Deutsch", "Malti"), its keys in the one order every
 * list of languages shows them (docs/product/languages.md#language-names): by that name, as the
 * Unicode root collation sorts it — Latin script first, then Greek, Cyrillic, Hebrew, Arabic,
 * Hangul and Han — the same for every reader, so a language keeps its place whatever the
 * interface language. Kept here rather than read from the runtime's ICU data: browsers ship
 * only part of it (Chromium names Irish, Maltese, Icelandic, Albanian and Macedonian in
 * English). Portuguese names its region in both entries, as the portal offers both.
 */
export const LOCALE_NAMES = {
  'bs-BA': 'Bosanski',
  'cs-CZ': 'Čeština',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'et-EE': 'Eesti',
  'en-US': 'English',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'ga-IE': 'Gaeilge',
  'hr-HR': 'Hrvatski',
  'is-IS': 'Íslenska',
  'it-IT': 'Italiano',
  'lv-LV': 'Latviešu',
  'lt-LT': 'Lietuvių',
  'hu-HU': 'Magyar',
  'mt-MT': 'Malti',
  'nl-NL': 'Nederlands',
  'nb-NO': 'Norsk bokmål',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ro-RO': 'Română',
  'sq-AL': 'Shqip',
  'sk-SK': 'Slovenčina',
  'sl-SI': 'Slovenščina',
  'fi-FI': 'Suomi',
  'sv-SE': 'Svenska',
  'vi-VN': 'Tiếng Việt',
  'tr-TR': 'Türkçe',
  'el-GR': 'Ελληνικά',
  'bg-BG': 'Български',
  'mk-MK': 'Македонски',
  'ru-RU': 'Русский',
  'sr-RS': 'Српски',
  'uk-UA': 'Українська',
  'he-IL': 'עברית',
  'ar-SA': 'العربية',
  'ko-KR': '한국어',
  'zh-CN': '中文',
  'ja-JP': '日本語',
} as const satisfies Record<SupportedLocale, string>;

/** The supported locales in the order of {@link LOCALE_NAMES}. */
export const LANGUAGE_ORDER = /* @__PURE__ */ Object.keys(LOCALE_NAMES) as SupportedLocale[];

/** A locale's name in its own language, from {@link LOCALE_NAMES}; an unknown tag as it is. */
export function nativeNameOf(locale: string): string {
  return (LOCALE_NAMES as Record<string, string>)[locale] ?? locale;
}

/**
 * Compares two locales by their place in {@link LOCALE_NAMES}, for `sort`: the order every list
 * of languages shows. A tag the table does not hold goes last, by the tag.
 */
export function compareLocales(a: string, b: string): number {
  const position = (locale: string) => {
    const index = (LANGUAGE_ORDER as readonly string[]).indexOf(locale);
    return index === -1 ? LANGUAGE_ORDER.length : index;
  };
  return position(a) - position(b) || a.localeCompare(b);
}

/** `items` in the order of {@link LOCALE_NAMES} by the locale `localeOf` reads from each. */
export function inLanguageOrder<T>(items: readonly T[], localeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareLocales(localeOf(a), localeOf(b)));
}
