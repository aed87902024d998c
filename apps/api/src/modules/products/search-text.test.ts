import {
  allowedTypos,
  codePrefixes,
  emptyProductContent,
  foldText,
  searchCodes,
  searchWords,
  textSearchWords,
} from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { contentSearchCodes } from './content-search.ts';
import { buildTsQuery, productSearchCodes, typoDistance } from './search-text.ts';

describe('search text rules', () => {
  it('folds accents and case', () => {
    expect(foldText('Éthanol DÉNATURÉ')).toBe('ethanol denature');
    expect(foldText('Natronlauge ÄÖÜ')).toBe('natronlauge aou');
  });

  it('keeps numbers and hyphenated words whole, as the text-search parser does', () => {
    expect(searchWords('Aceton 99,5 % 2-Propanol 96.0')).toEqual([
      'aceton',
      '99,5',
      '2-propanol',
      '96.0',
    ]);
  });

  it('keeps only letters and digits of a search, so no SQL or tsquery syntax passes', () => {
    expect(searchWords(`'); drop table x; -- acet:* | !(b) & "c" \\ % _ 🧪`)).toEqual([
      'drop',
      'table',
      'x',
      'acet',
      'b',
      'c',
    ]);
  });

  it('leaves numbers and unmistakable codes to the exact codes, names to the text search', () => {
    expect(textSearchWords('H319')).toEqual([]);
    expect(textSearchWords('euh066 P305+P351+P338 h361fd')).toEqual([]);
    expect(textSearchWords('UN 1090')).toEqual([]);
    expect(textSearchWords('un1090')).toEqual([]);
    expect(textSearchWords('67-64-1')).toEqual([]);
    expect(textSearchWords('Aceton 99,5 % H225')).toEqual(['aceton']);
    expect(textSearchWords('WD-40 universal')).toEqual(['wd-40', 'universal']);
    expect(textSearchWords('ART-1001')).toEqual(['art-1001']);
  });

  it('counts a transposition as one typo', () => {
    expect(typoDistance('acteon', 'aceton')).toBe(1);
    expect(typoDistance('actone', 'aceton')).toBe(2);
    expect(typoDistance('isopropanol', 'isoproponal')).toBe(2);
    expect(typoDistance('ethanol', 'ethanol')).toBe(0);
  });

  it('gives up past a limit with the limit plus one, and agrees with the full distance below it', () => {
    const letters = 'aceilnorst';
    let seed = 11;
    const randomWord = () => {
      let word = '';
      const length = 3 + (seed % 9);
      for (let i = 0; i < length; i += 1) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        word += letters[seed % letters.length];
      }
      return word;
    };
    for (let pair = 0; pair < 2_000; pair += 1) {
      const a = randomWord();
      // Half the pairs are near each other: the limit matters only there.
      const b = pair % 2 ? randomWord() : a.slice(0, 2) + a.slice(3, 5) + a[2] + a.slice(5);
      const full = typoDistance(a, b);
      for (const limit of [0, 1, 2]) {
        expect(typoDistance(a, b, limit), `${a} ${b} ${limit}`).toBe(Math.min(full, limit + 1));
      }
    }
  });

  it('allows no typo under five letters, one from five, two from nine', () => {
    expect([allowedTypos('acid'), allowedTypos('toluol'), allowedTypos('isopropanol')]).toEqual([
      0, 1, 2,
    ]);
  });

  it('derives every exact code of a product', () => {
    expect(
      productSearchCodes({
        articleNumber: 'DC-1001',
        masterCode: 'dc-acetone',
        contentCodes: contentSearchCodes({
          ...emptyProductContent('Aceton'),
          unNumber: '1090',
          casNumbers: ['67-64-1'],
          hStatements: [
            { code: 'H225', text: '' },
            { code: 'EUH066', text: '' },
          ],
          pStatements: [{ code: 'P305+P351+P338', text: '' }],
          // Not a code a search finds a product by.
          storageClass: '3',
        }),
      }).sort(),
    ).toEqual(
      [
        'DC1001',
        'DCACETONE',
        '1090',
        'UN1090',
        '67641',
        'H225',
        'EUH066',
        'P305P351P338',
        'P305',
        'P351',
        'P338',
      ].sort(),
    );
    expect(searchCodes('UN 1090')).toEqual(['UN1090', 'UN', '1090']);
  });

  it('finds an article number by its leading parts with a digit, cut at its separators', () => {
    expect(codePrefixes('DC-1001-EN')).toEqual(['DC1001']);
    expect(codePrefixes('ab 12/3.x')).toEqual(['AB12', 'AB123']);
    expect(codePrefixes('4711-01-A')).toEqual(['4711', '471101']);
    expect(codePrefixes('dc-acetone')).toEqual([]);
    expect(codePrefixes('X-1')).toEqual([]);
    expect(codePrefixes('DC1001')).toEqual([]);
    expect(
      productSearchCodes({ articleNumber: 'DC-1001-EN', masterCode: 'DC-X', contentCodes: [] }),
    ).toEqual(['DC1001EN', 'DCX', 'DC1001']);
  });

  it('builds a prefix query with typo alternatives', () => {
    expect(buildTsQuery(['acteon', 'tech'], new Map([['acteon', ['aceton']]]))).toBe(
      '(acteon:* | aceton) & tech:*',
    );
  });
});
