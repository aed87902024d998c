import type { SupportedLocale } from '@sds/contract';
import { nativeLocaleName } from '../../../../i18n/locale-names.ts';

/**
 * The reader's name for a language ("Duits" for a Dutch reader), when the browser knows the
 * reader's language: without its data Intl would answer in English, which helps nobody.
 */
function readersName(locale: SupportedLocale, readerLanguage: string): string | undefined {
  try {
    if (Intl.DisplayNames.supportedLocalesOf([readerLanguage]).length === 0) return undefined;
    const ambiguous = locale.startsWith('pt-');
    const name = new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(
      ambiguous ? locale : locale.slice(0, 2),
    );
    return name ? name.charAt(0).toLocaleUpperCase(readerLanguage) + name.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A product language as people look for it: its own name, and the reader's name for it when
 * that differs — "Deutsch (Duits)" for a Dutch reader. The region is named for Portuguese,
 * of which the portal offers Portugal's and Brazil's.
 */
export function localeLabel(locale: SupportedLocale, readerLanguage: string): string {
  const own = nativeLocaleName(locale);
  const readers = readersName(locale, readerLanguage);
  return readers && readers.toLocaleLowerCase() !== own.toLocaleLowerCase()
    ? `${own} (${readers})`
    : own;
}
