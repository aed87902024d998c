/**
 * The product's core languages (docs/product/languages.md#locales), one row each: the locale a
 * product or an SDS in the language is written in, and the PostgreSQL text-search configuration
 * that stems its words (every other locale is searched without stemming, `simple`). The one list of
 * them: the core locales, the `Accept-Language` mapping, the search's stemming (in TypeScript and
 * in SQL) and the languages the SDS text reader knows are all read from here.
 */
export const CORE_LANGUAGES = [
  { language: 'nl', locale: 'nl-NL', textSearchConfig: 'dutch' },
  { language: 'en', locale: 'en-US', textSearchConfig: 'english' },
  { language: 'de', locale: 'de-DE', textSearchConfig: 'german' },
  { language: 'fr', locale: 'fr-FR', textSearchConfig: 'french' },
] as const;

export type CoreLanguage = (typeof CORE_LANGUAGES)[number]['language'];

export type CoreLocale = (typeof CORE_LANGUAGES)[number]['locale'];

/** The product's core locales, in the table's order. */
export const CORE_LOCALES: readonly CoreLocale[] = CORE_LANGUAGES.map(({ locale }) => locale);

/** The core language of a locale or language tag (`de-AT` → German), if it is one. */
export function coreLanguageOf(locale: string): (typeof CORE_LANGUAGES)[number] | undefined {
  const language = locale.slice(0, 2).toLowerCase();
  return CORE_LANGUAGES.find((row) => row.language === language);
}

/** Every interface locale (docs/product/languages.md#locales), core first. */
export const SUPPORTED_LOCALES = [
  ...CORE_LOCALES,
  'bg-BG', 'cs-CZ', 'da-DK', 'el-GR', 'es-ES', 'et-EE', 'fi-FI', 'ga-IE', 'hr-HR', 'hu-HU',
  'it-IT', 'lt-LT', 'lv-LV', 'mt-MT', 'pl-PL', 'pt-PT', 'ro-RO', 'sk-SK', 'sl-SI', 'sv-SE',
  'nb-NO', 'is-IS', 'tr-TR', 'ru-RU', 'uk-UA', 'sr-RS', 'bs-BA', 'sq-AL', 'mk-MK', 'ar-SA',
  'he-IL', 'zh-CN', 'ja-JP', 'ko-KR', 'vi-VN', 'pt-BR',
] as const; // prettier-ignore

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: SupportedLocale = 'en-US';

/**
 * The 24 official EU languages, in which the CLP regulation publishes every H/EUH/P statement
 * text (`apps/api/reference-data/clp-phrases`): a reader of one of them sees the statements in it.
 */
export const OFFICIAL_PHRASE_LANGUAGES = [
  'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'ga', 'hr',
  'hu', 'it', 'lt', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv',
] as const; // prettier-ignore

/** Whether the official statement texts exist in a locale's language (pt-BR: Portuguese). */
export function hasOfficialPhrases(locale: string): boolean {
  const language = locale.slice(0, 2).toLowerCase();
  return (OFFICIAL_PHRASE_LANGUAGES as readonly string[]).includes(language);
}

/** Locales written right to left. */
export const RIGHT_TO_LEFT_LOCALES: readonly SupportedLocale[] = ['ar-SA', 'he-IL'];

/**
 * Picks an interface locale for a requested language tag
 * (docs/product/languages.md#interface-language): an exact match first (case-insensitive, `_` or
 * `-`), then the first locale with the same two-letter language, then en-US.
 */
export function resolveSupportedLocale(requested: string | null | undefined): SupportedLocale {
  if (!requested) return FALLBACK_LOCALE;
  const wanted = requested.trim().replace('_', '-').toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.slice(0, 2);
  return SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? FALLBACK_LOCALE;
}

/**
 * The `Accept-Language` value a client sends for an interface language
 * (docs/product/wire-conventions.md#request-headers): nl → nl-NL, de → de-DE, fr → fr-FR, en or
 * anything else → en-US.
 */
export function acceptLanguageFor(language: string): string {
  return coreLanguageOf(language)?.locale ?? FALLBACK_LOCALE;
}

/**
 * The product locale the server reads from an `Accept-Language` header
 * (docs/product/wire-conventions.md#request-headers): the first language listed decides, mapped the
 * same way as {@link acceptLanguageFor}.
 */
export function productLocaleFromAcceptLanguage(header: string | undefined): string {
  const first = header?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return acceptLanguageFor(first);
}
