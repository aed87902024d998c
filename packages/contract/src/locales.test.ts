import { describe, expect, it } from 'vitest';
import {
  CORE_LANGUAGES,
  CORE_LOCALES,
  SUPPORTED_LOCALES,
  acceptLanguageFor,
  coreLanguageOf,
  productLocaleFromAcceptLanguage,
  resolveSupportedLocale,
} from './locales.ts';
import {
  LANGUAGE_ORDER,
  LOCALE_NAMES,
  compareLocales,
  inLanguageOrder,
  nativeNameOf,
} from './locale-names.ts';

describe('locales', () => {
  it('lists the forty interface locales once each, core first', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(40);
    expect(new Set(SUPPORTED_LOCALES).size).toBe(40);
    expect(SUPPORTED_LOCALES.slice(0, 4)).toEqual(['nl-NL', 'en-US', 'de-DE', 'fr-FR']);
  });

  it('reads the core locales from the one table of core languages', () => {
    expect(CORE_LOCALES).toEqual(['nl-NL', 'en-US', 'de-DE', 'fr-FR']);
    expect(CORE_LANGUAGES.map(({ language }) => language)).toEqual(['nl', 'en', 'de', 'fr']);
    expect(coreLanguageOf('de-AT')?.locale).toBe('de-DE');
    expect(coreLanguageOf('pl-PL')).toBeUndefined();
  });

  it('picks an exact match first, then the language, then en-US', () => {
    expect(resolveSupportedLocale('pt-BR')).toBe('pt-BR');
    expect(resolveSupportedLocale('pt_br')).toBe('pt-BR');
    expect(resolveSupportedLocale('pt')).toBe('pt-PT');
    expect(resolveSupportedLocale('nl-BE')).toBe('nl-NL');
    expect(resolveSupportedLocale('xx-YY')).toBe('en-US');
    expect(resolveSupportedLocale(null)).toBe('en-US');
  });

  it('maps a language to the Accept-Language the wire conventions prescribe', () => {
    expect(acceptLanguageFor('nl')).toBe('nl-NL');
    expect(acceptLanguageFor('de-DE')).toBe('de-DE');
    expect(acceptLanguageFor('fr-FR')).toBe('fr-FR');
    expect(acceptLanguageFor('en-US')).toBe('en-US');
    expect(acceptLanguageFor('pl-PL')).toBe('en-US');
  });

  it('reads the product locale from the first language of the header', () => {
    expect(productLocaleFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(productLocaleFromAcceptLanguage('nl')).toBe('nl-NL');
    expect(productLocaleFromAcceptLanguage('es-ES')).toBe('en-US');
    expect(productLocaleFromAcceptLanguage(undefined)).toBe('en-US');
  });

  it('names every supported locale once, in its own language', () => {
    expect([...LANGUAGE_ORDER].sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(nativeNameOf('mt-MT')).toBe('Malti');
    expect(nativeNameOf('ga-IE')).toBe('Gaeilge');
    expect(nativeNameOf('xx-YY')).toBe('xx-YY');
    // Where the runtime has the language's own data, the table agrees with it.
    for (const [locale, nativeName] of Object.entries(LOCALE_NAMES)) {
      if (locale.startsWith('pt-')) continue;
      const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale.slice(0, 2));
      expect(nativeName.toLocaleLowerCase(locale)).toBe(own?.toLocaleLowerCase(locale));
    }
  });

  it('keeps the table in the root collation order of the names, the same for every reader', () => {
    const root = new Intl.Collator('und');
    const names = LANGUAGE_ORDER.map((locale) => LOCALE_NAMES[locale]);
    expect([...names].sort(root.compare)).toEqual(names);
    expect(inLanguageOrder(['nl-NL', 'ar-SA', 'de-DE', 'en-US'], (locale) => locale)).toEqual([
      'de-DE',
      'en-US',
      'nl-NL',
      'ar-SA',
    ]);
    expect(compareLocales('zz-ZZ', 'ja-JP')).toBeGreaterThan(0);
  });
});
