import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.ts';
import { catalogueProblems, pluralCategories } from './catalogue-parity.ts';

const source = new Map<string, Catalogue>([
  [
    'products',
    {
      title: 'Products of {{company}}',
      search: { count_one: 'One product', count_other: '{{count}} products' },
    },
  ],
]);

function problemsOf(locale: string, catalogue: Catalogue): string[] {
  return catalogueProblems(source, new Map([['products', catalogue]]), locale);
}

describe('catalogue parity', () => {
  it('accepts a translation with every key in the locale’s plural categories', () => {
    expect(
      problemsOf('pl-PL', {
        title: 'Produkty firmy {{company}}',
        search: {
          count_one: 'Jeden produkt',
          count_few: '{{count}} produkty',
          count_many: '{{count}} produktów',
          count_other: '{{count}} produktu',
        },
      }),
    ).toEqual([]);
  });

  it('names missing, extra and empty keys', () => {
    expect(
      problemsOf('de-DE', {
        title: ' ',
        search: { count_one: 'Ein Produkt' },
        subtitle: 'Zusatz',
      }),
    ).toEqual([
      'de-DE/products.json: extra key subtitle',
      'de-DE/products.json: empty title',
      'de-DE/products.json: missing search.count_other',
    ]);
  });

  it('wants the plural forms of the locale, not those of English', () => {
    const english = { title: '{{company}}', search: { count_one: 'x', count_other: '{{count}}' } };
    expect(problemsOf('pl-PL', english)).toEqual([
      'pl-PL/products.json: missing search.count_few',
      'pl-PL/products.json: missing search.count_many',
    ]);
    expect(problemsOf('ja-JP', english)).toEqual([
      'ja-JP/products.json: extra key search.count_one',
    ]);
    expect(pluralCategories('ar-SA')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('finds a lost or renamed placeholder', () => {
    expect(
      problemsOf('nl-NL', {
        title: 'Producten van {{bedrijf}}',
        search: { count_one: 'Eén product', count_other: 'producten' },
      }),
    ).toEqual([
      'nl-NL/products.json: title: placeholders ["bedrijf"], expected ["company"]',
      'nl-NL/products.json: search.count_other: placeholders [], expected ["count"]',
    ]);
  });

  it('lets a plural form leave out the count only when one number alone takes it', () => {
    const french = (one: string) => ({
      title: '{{company}}',
      search: {
        count_one: one,
        count_many: '{{count}} de produits',
        count_other: '{{count}} produits',
      },
    });
    // French `one` is 0 and 1: "Un produit" would be wrong for none.
    expect(problemsOf('fr-FR', french('Un produit'))).toEqual([
      'fr-FR/products.json: search.count_one: placeholders [], expected ["count"]',
    ]);
    expect(problemsOf('fr-FR', french('{{count}} produit'))).toEqual([]);
  });
});
