/** The product's core languages (SPEC §1). */
export const CORE_LOCALES = ['nl-NL', 'en-US', 'de-DE', 'fr-FR'] as const;

/** Every interface locale (DESIGN §9), core first. */
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
 * text (`../shared/data/clp-phrases`): a reader of one of them sees the statements in it.
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
 * Picks an interface locale for a requested language tag (SPEC §9): an exact match first
 * (case-insensitive, `_` or `-`), then the first locale with the same two-letter language,
 * then en-US.
 */
export function resolveSupportedLocale(requested: string | null | undefined): SupportedLocale {
  if (!requested) return FALLBACK_LOCALE;
  const wanted = requested.trim().replace('_', '-').toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.slice(0, 2);
  return SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? FALLBACK_LOCALE;
}

const ACCEPT_LANGUAGE_BY_LANGUAGE: Record<string, string> = {
  nl: 'nl-NL',
  de: 'de-DE',
  fr: 'fr-FR',
};

/**
 * The `Accept-Language` value a client sends for an interface language (SPEC §7):
 * nl → nl-NL, de → de-DE, fr → fr-FR, en or anything else → en-US.
 */
export function acceptLanguageFor(language: string): string {
  return ACCEPT_LANGUAGE_BY_LANGUAGE[language.slice(0, 2).toLowerCase()] ?? 'en-US';
}

/**
 * The product locale the server reads from an `Accept-Language` header (DESIGN §8): the first
 * language listed decides, mapped the same way as {@link acceptLanguageFor}.
 */
export function productLocaleFromAcceptLanguage(header: string | undefined): string {
  const first = header?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return acceptLanguageFor(first);
}
