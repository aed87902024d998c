import { inLanguageOrder, type SupportedLocale } from '@sds/contract';
import { nativeLocaleName } from './locale-names.ts';

/**
 * The interface languages as the switch offers them: each named in itself, in the portal's one
 * order (LOCALE_NAMES). Loaded after the first screen: the table of names would not fit its
 * budget (decision 0008), and the switch shows the current language's name from its catalogue
 * until then.
 */
export function languageOptions(
  locales: readonly SupportedLocale[],
): { locale: SupportedLocale; name: string }[] {
  return inLanguageOrder(locales, (locale) => locale).map((locale) => ({
    locale,
    name: nativeLocaleName(locale),
  }));
}
