import type { SupportedLocale } from '@sds/contract';

/**
 * A locale's name in its own language ("Nederlands", "Deutsch"), as people look for their
 * language by how they write it. When two offered locales share a language (pt-PT, pt-BR)
 * the region is named too.
 */
export function nativeLocaleName(locale: SupportedLocale, offered: readonly string[]): string {
  const language = locale.slice(0, 2);
  const isAmbiguous = offered.filter((other) => other.startsWith(`${language}-`)).length > 1;
  try {
    // `standard`: "português (Portugal)" beside "português (Brasil)", not "português europeu".
    const names = new Intl.DisplayNames([locale], {
      type: 'language',
      languageDisplay: 'standard',
    });
    const name = names.of(isAmbiguous ? locale : language) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}
