import { SUPPORTED_LOCALES } from '@sds/contract';
import { flattenCatalogue } from '@sds/i18n';
import { describe, expect, it } from 'vitest';
import {
  SHIPPED_LOCALES,
  WEB_NAMESPACES,
  byLocaleAndNamespace,
  loadCatalogues,
} from './catalogues.ts';

// Whether every locale carries every key of en-US is the @sds/i18n package's test
// (packages/i18n/src/locale-catalogues.test.ts); these are the web app's loading rules.
describe('translation catalogues', () => {
  it('ship the core languages with every web namespace', () => {
    expect(SHIPPED_LOCALES).toEqual(expect.arrayContaining(['nl-NL', 'en-US', 'de-DE', 'fr-FR']));
  });

  it('ship every locale of docs/product/languages.md#locales', () => {
    expect([...SHIPPED_LOCALES].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('are found by locale and namespace, wherever the package keeps them', () => {
    const files = byLocaleAndNamespace({ '../../packages/i18n/locales/nl-NL/auth.json': 1 });
    expect([...files]).toEqual([['nl-NL/auth', 1]]);
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
