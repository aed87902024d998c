import { describe, expect, it } from 'vitest';
import { CasNumber, hasValidCasCheckDigit } from './product-values.ts';
import { searchCodes } from './search-rules.ts';
import { foldText, normaliseCode, searchWords } from './search-words.ts';
import { SUBSTANCE_SYNONYMS } from './substance-synonym-table.ts';
import { substanceCasNumbers } from './substance-synonyms.ts';

const allNames = SUBSTANCE_SYNONYMS.flatMap((row) => Object.values(row.names).flat());
const allFormulas = SUBSTANCE_SYNONYMS.flatMap((row) => row.formulas);

/** Words that name no one substance: as synonyms they would flood a search with hits. */
const COMMON_WORDS = (
  'acid soda water alcohol glycol lime salt gas oil spirit bleach lye natron propanol butanol ' +
  'solvent cleaner saure zuur acide eau wasser lauge essig azijn vinegar sodium natrium ' +
  'hydroxide chlorine ammonium benzin kalk chaux loog alcool glycerol'
).split(' ');

describe('the substance synonym table', () => {
  it('holds each CAS number once, written right and with a right check digit', () => {
    const numbers = SUBSTANCE_SYNONYMS.map((row) => row.cas);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const cas of numbers) {
      expect(CasNumber.safeParse(cas).success, cas).toBe(true);
      expect(hasValidCasCheckDigit(cas), cas).toBe(true);
    }
    expect(numbers.length).toBeGreaterThanOrEqual(40);
  });

  it('ties every CAS number to a source: a CLP Annex VI index number or a supplier’s SDS', () => {
    for (const { cas, source } of SUBSTANCE_SYNONYMS) {
      expect(source, cas).toMatch(/^(?:CLP \d{3}-\d{3}-\d{2}-[\dX]|SDS \S.*\(.+, section 3\))$/);
    }
  });

  it('names every substance in English, German, Dutch and French', () => {
    for (const { cas, names } of SUBSTANCE_SYNONYMS) {
      expect(Object.keys(names).sort(), cas).toEqual(['de', 'en', 'fr', 'nl']);
      for (const list of Object.values(names)) expect(list.length, cas).toBeGreaterThan(0);
    }
  });

  it('lets no common word stand for a substance', () => {
    for (const name of allNames) {
      expect(COMMON_WORDS, name).not.toContain(foldText(name));
      expect(
        searchWords(name).every((word) => /\p{L}/u.test(word)),
        name,
      ).toBe(true);
      expect(foldText(name).replace(/[^\p{L}]/gu, '').length, name).toBeGreaterThanOrEqual(4);
    }
    for (const formula of allFormulas) {
      expect(COMMON_WORDS, formula).not.toContain(foldText(formula));
      expect(formula, 'a formula has a letter').toMatch(/[A-Za-z]/);
      expect(normaliseCode(formula).length, formula).toBeGreaterThanOrEqual(2);
    }
  });

  it('takes no formula that is also an H, EUH or P code or a UN number', () => {
    for (const formula of allFormulas) {
      expect(normaliseCode(formula), formula).not.toMatch(/^(?:EUH\d{3}|H\d{3}|P\d{3}|UN\d{4})/);
    }
  });
});

describe('substanceCasNumbers', () => {
  it.each([
    ['HCl', '7647-01-0'],
    ['hcl', '7647-01-0'],
    ['HCL 33 %', '7647-01-0'],
    ['Salzsäure', '7647-01-0'],
    ['salzsaure', '7647-01-0'],
    ['hydrochloric acid', '7647-01-0'],
    ['Hydrochloric Acid 30–33 %', '7647-01-0'],
    ['zoutzuur', '7647-01-0'],
    ['chlorure d’hydrogène', '7647-01-0'],
    ["chlorure d'hydrogene", '7647-01-0'],
    ['NaOH', '1310-73-2'],
    ['caustic soda', '1310-73-2'],
    ['Natronlauge 25 %', '1310-73-2'],
    ['soude caustique', '1310-73-2'],
    ['H₂SO₄', '7664-93-9'],
    ['IPA', '67-63-0'],
    ['Isopropanol (2-propanol) ≥ 99,8 %', '67-63-0'],
    ['MEK', '78-93-3'],
    ['eau de Javel', '7681-52-9'],
  ])('reads %j as %s', (search, cas) => {
    expect(substanceCasNumbers(search)).toEqual([cas]);
  });

  it('finds nothing for common words, parts of names or other text', () => {
    for (const search of [
      'acid',
      'soda',
      'water',
      'Salzs',
      'chloric',
      'caustic',
      'propanol',
      'x',
    ]) {
      expect(substanceCasNumbers(search), search).toEqual([]);
    }
  });

  it('reads names only when they make up the whole search, numbers and formulas aside', () => {
    // Another word names a product, not a substance: its name finds it.
    expect(substanceCasNumbers('oxygen bleach')).toEqual([]);
    expect(substanceCasNumbers('Ethanol 96 % vergällt')).toEqual([]);
    expect(substanceCasNumbers('Salzsäure HCl')).toEqual(['7647-01-0']);
    // A formula is a code: it counts as any word of the search.
    expect(substanceCasNumbers('HCl pump')).toEqual(['7647-01-0']);
    expect(substanceCasNumbers('ethanol isopropanol')).toEqual(['64-17-5', '67-63-0']);
  });

  it('takes the longest name first', () => {
    expect(substanceCasNumbers('propylene glycol methyl ether')).toEqual(['107-98-2']);
    expect(substanceCasNumbers('propylene glycol')).toEqual(['57-55-6']);
    expect(substanceCasNumbers('hydrogen peroxide')).toEqual(['7722-84-1']);
    expect(substanceCasNumbers('Wasserstoff')).toEqual(['1333-74-0']);
  });

  it('answers every CAS number a name has', () => {
    expect(substanceCasNumbers('ammonia')).toEqual(['7664-41-7', '1336-21-6']);
    expect(substanceCasNumbers('white spirit')).toHaveLength(3);
  });

  it('adds them to the codes a search matches, normalised as stored', () => {
    expect(searchCodes('Salzsäure')).toContain('7647010');
    expect(searchCodes('ethyl alcohol')).toContain('64175');
    expect(searchCodes('acid')).toEqual(['ACID']);
  });
});
