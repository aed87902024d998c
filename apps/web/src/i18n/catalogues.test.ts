import { SUPPORTED_LOCALES } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueProblems, flattenCatalogue } from './catalogue-parity.ts';
import { SHIPPED_LOCALES, WEB_NAMESPACES, loadCatalogues } from './catalogues.ts';

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

const locales = catalogueFiles();
const source = locales.get(SOURCE_LOCALE) ?? new Map<string, Catalogue>();
const translations = SUPPORTED_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe('translation catalogues', () => {
  it('name every locale folder by a full supported locale code', () => {
    for (const locale of locales.keys()) expect(SUPPORTED_LOCALES).toContain(locale);
  });

  it('ship the core languages with every web namespace', () => {
    expect(SHIPPED_LOCALES).toEqual(expect.arrayContaining(['nl-NL', 'en-US', 'de-DE', 'fr-FR']));
    // Server namespaces (the generated documents' texts) live beside them, DESIGN §9.
    expect([...source.keys()]).toEqual(expect.arrayContaining([...WEB_NAMESPACES]));
  });

  it('ship every locale of DESIGN §9', () => {
    expect([...SHIPPED_LOCALES].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  // Same namespaces and keys as en-US (plural keys in the locale's own categories), no empty
  // text, every placeholder kept: see catalogue-parity.ts.
  it.each(translations)('%s carries every key of en-US and no other', (locale) => {
    expect(catalogueProblems(source, locales.get(locale) ?? new Map(), locale)).toEqual([]);
  });

  it('loads only the catalogues of the locale asked for', async () => {
    const catalogues = await loadCatalogues('nl-NL');
    expect(Object.keys(catalogues).sort()).toEqual([...WEB_NAMESPACES].sort());
    expect(flattenCatalogue(catalogues.auth).get('login.submit')).toBe('Inloggen');
  });

  it('loads English for a locale it has no catalogues for', async () => {
    const catalogues = await loadCatalogues('xx-XX');
    expect(flattenCatalogue(catalogues.auth).get('login.submit')).toBe('Log in');
  });
});
