import { nativeNameOf } from '@sds/contract';

/**
 * A locale's name in its own language ("Nederlands", "Malti"), as people look for their language
 * by how they write it: the project's table (LOCALE_NAMES in @sds/contract), not the browser's
 * ICU data, which names some languages in English. Portuguese names its region.
 */
export function nativeLocaleName(locale: string): string {
  return nativeNameOf(locale);
}
