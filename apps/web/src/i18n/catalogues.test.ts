import { SUPPORTED_LOCALES } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES, WEB_NAMESPACES, loadCatalogues } from './catalogues.ts';

type Catalogue = { [key: string]: string | Catalogue };

// Every catalogue file of every locale folder, web namespaces and any others alike.
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });
const SOURCE_LOCALE = 'en-US';

function catalogueFiles(): Map<string, Map<string, Catalogue>> {
  const byLocale = new Map<string, Map<string, Catalogue>>();
  for (const [path, catalogue] of Object.entries(files)) {
    const [, locale = '', file = ''] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!byLocale.has(locale)) byLocale.set(locale, new Map());
    byLocale.get(locale)?.set(file, catalogue);
  }
  return byLocale;
}

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`).forEach((text, path) => entries.set(path, text));
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

const locales = catalogueFiles();
const source = locales.get(SOURCE_LOCALE) ?? new Map<string, Catalogue>();
const translations = [...locales.keys()].filter((locale) => locale !== SOURCE_LOCALE);

describe('translation catalogues', () => {
  it('name every locale folder by a full supported locale code', () => {
    for (const locale of locales.keys()) expect(SUPPORTED_LOCALES).toContain(locale);
  });

  it('ship the core languages with every web namespace', () => {
    expect(SHIPPED_LOCALES).toEqual(expect.arrayContaining(['nl-NL', 'en-US', 'de-DE', 'fr-FR']));
    // Server namespaces (the generated documents' texts) live beside them, DESIGN §9.
    expect([...source.keys()]).toEqual(expect.arrayContaining([...WEB_NAMESPACES]));
  });

  it.each(translations)('%s has exactly the namespaces of en-US', (locale) => {
    expect([...(locales.get(locale)?.keys() ?? [])].sort()).toEqual([...source.keys()].sort());
  });

  it.each(translations)('%s has every key of en-US and no other', (locale) => {
    for (const [namespace, sourceCatalogue] of source) {
      const expected = [...flatten(sourceCatalogue).keys()].sort();
      const actual = [...flatten(locales.get(locale)?.get(namespace) ?? {}).keys()].sort();
      expect(actual, `${locale}/${namespace}.json`).toEqual(expected);
    }
  });

  it.each([...locales.keys()])('%s fills every text and keeps its placeholders', (locale) => {
    for (const [namespace, sourceCatalogue] of source) {
      const texts = flatten(locales.get(locale)?.get(namespace) ?? {});
      for (const [key, sourceText] of flatten(sourceCatalogue)) {
        const text = texts.get(key) ?? '';
        expect(text.trim(), `${locale} ${namespace}:${key}`).not.toBe('');
        expect(placeholders(text).sort(), `${locale} ${namespace}:${key}`).toEqual(
          placeholders(sourceText).sort(),
        );
      }
    }
  });

  it('loads only the catalogues of the locale asked for', async () => {
    const catalogues = await loadCatalogues('nl-NL');
    expect(Object.keys(catalogues).sort()).toEqual([...WEB_NAMESPACES].sort());
    expect(flatten(catalogues.auth).get('login.submit')).toBe('Inloggen');
  });

  it('loads English for a supported locale that has no catalogues yet', async () => {
    const catalogues = await loadCatalogues('ja-JP');
    expect(flatten(catalogues.auth).get('login.submit')).toBe('Log in');
  });
});
