import { SUPPORTED_LOCALES, type SupportedLocale } from '@sds/contract';
import { nativeLocaleName } from '../../../../i18n/locale-names.ts';

/** The locale's language (or, where two supported locales share it, language and region). */
function nameSubtag(locale: SupportedLocale): string {
  const language = locale.slice(0, 2);
  const isAmbiguous =
    SUPPORTED_LOCALES.filter((other) => other.startsWith(`${language}-`)).length > 1;
  return isAmbiguous ? locale : language;
}

function readersName(locale: SupportedLocale, readerLanguage: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(
      nameSubtag(locale),
    );
    return name ? name.charAt(0).toLocaleUpperCase(readerLanguage) + name.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A product language as people look for it: its own name, and the reader's name for it when
 * that differs — "Deutsch (Duits)" for a Dutch reader. The region is named only where two
 * supported locales share a language (Portuguese of Portugal and of Brazil).
 */
export function localeLabel(locale: SupportedLocale, readerLanguage: string): string {
  const own = nativeLocaleName(locale, SUPPORTED_LOCALES);
  const readers = readersName(locale, readerLanguage);
  return readers && readers !== own ? `${own} (${readers})` : own;
}
