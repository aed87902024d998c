import { SUPPORTED_LOCALES } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { catalogueLocales, readLocaleCatalogues } from './catalogue-files.ts';
import { SOURCE_LOCALE, catalogueProblems } from './catalogue-parity.ts';

const source = readLocaleCatalogues(SOURCE_LOCALE);
const translations = SUPPORTED_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe('translation catalogues', () => {
  it('have a folder for every supported locale, named by its full code, and no other', () => {
    expect(catalogueLocales()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  // Same namespaces and keys as en-US (plural keys in the locale's own categories), no empty
  // text, every placeholder kept: see catalogue-parity.ts.
  it.each(translations)('%s carries every key of en-US and no other', (locale) => {
    expect(catalogueProblems(source, readLocaleCatalogues(locale), locale)).toEqual([]);
  });
});
