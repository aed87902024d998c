import { FALLBACK_LOCALE, resolveSupportedLocale, type SupportedLocale } from '@sds/contract';
import { storageKeys } from '../config/storage-keys.ts';
import { isShippedLocale } from './catalogues.ts';

/** The language saved by the language switch, or null when none was saved or storage is off. */
export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(storageKeys.language);
  } catch {
    return null;
  }
}

/** Remembers the chosen interface language for the next visit. */
export function saveLanguage(locale: SupportedLocale): void {
  try {
    localStorage.setItem(storageKeys.language, locale);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/**
 * The interface locale for a requested language (docs/product/languages.md#interface-language): an
 * exact locale match, then the first two letters, then en-US; English when nothing was requested. A
 * supported locale whose catalogues are not shipped yet also gets en-US.
 */
export function selectInterfaceLocale(requested: string | null | undefined): SupportedLocale {
  const resolved = resolveSupportedLocale(requested ?? FALLBACK_LOCALE);
  return isShippedLocale(resolved) ? resolved : FALLBACK_LOCALE;
}
