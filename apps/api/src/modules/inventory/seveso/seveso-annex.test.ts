import { hasValidCasCheckDigit } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { namedSubstancesOf, sevesoAnnex } from './seveso-annex.ts';

/**
 * Every row of the Seveso III transcription (reference-data/seveso-iii/annex-i.json) against
 * the qualifying quantities of Directive 2012/18/EU Annex I (CELEX 32012L0018), column 2
 * (lower tier) and column 3 (upper tier), in tonnes. Which rows were checked against which
 * reachable text is in SOURCE.md; the rest are marked unverified in the data.
 */
const PART_1: [string, number, number][] = [
  ['H1', 5, 20],
  ['H2', 50, 200],
  ['H3', 50, 200],
  ['P1a', 10, 50],
  ['P1b', 50, 200],
  ['P2', 10, 50],
  ['P3a', 150, 500],
  ['P3b', 5000, 50000],
  ['P4', 50, 200],
  ['P5a', 10, 50],
  ['P5b', 50, 200],
  ['P5c', 5000, 50000],
  ['P6a', 10, 50],
  ['P6b', 50, 200],
  ['P7', 50, 200],
  ['P8', 50, 200],
  ['E1', 100, 200],
  ['E2', 200, 500],
  ['O1', 100, 500],
  ['O2', 100, 500],
  ['O3', 50, 200],
];

/** Entry, first CAS number (none where the directive names no single substance), tiers. */
const PART_2: [number, string | null, number, number][] = [
  [1, null, 5000, 10000],
  [2, null, 1250, 5000],
  [3, null, 350, 2500],
  [4, null, 10, 50],
  [5, null, 5000, 10000],
  [6, null, 1250, 5000],
  [7, '1303-28-2', 1, 2],
  [8, '1327-53-3', 0.1, 0.1],
  [9, '7726-95-6', 20, 100],
  [10, '7782-50-5', 10, 25],
  [11, '1313-99-1', 1, 1],
  [12, '151-56-4', 10, 20],
  [13, '7782-41-4', 10, 20],
  [14, '50-00-0', 5, 50],
  [15, '1333-74-0', 5, 50],
  [16, '7647-01-0', 25, 250],
  [17, null, 5, 50],
  [18, '68476-85-7', 50, 200],
  [19, '74-86-2', 5, 50],
  [20, '75-21-8', 5, 50],
  [21, '75-56-9', 5, 50],
  [22, '67-56-1', 500, 5000],
  [23, '101-14-4', 0.01, 0.01],
  [24, '624-83-9', 0.15, 0.15],
  [25, '7782-44-7', 200, 2000],
  [26, '584-84-9', 10, 100],
  [27, '75-44-5', 0.3, 0.75],
  [28, '7784-42-1', 0.2, 1],
  [29, '7803-51-2', 0.2, 1],
  [30, '10545-99-0', 1, 1],
  [31, '7446-11-9', 15, 75],
  [32, null, 0.001, 0.001],
  [33, '92-67-1', 0.5, 2],
  [34, null, 2500, 25000],
  [35, '7664-41-7', 50, 200],
  [36, '7637-07-2', 5, 20],
  [37, '7783-06-4', 5, 20],
  [38, '110-89-4', 50, 200],
  [39, '3030-47-5', 50, 200],
  [40, '5397-31-9', 50, 200],
  [41, null, 200, 500],
  [42, '107-10-8', 500, 2000],
  [43, '1663-39-4', 200, 500],
  [44, '16529-56-9', 500, 2000],
  [45, '533-74-4', 100, 200],
  [46, '96-33-3', 500, 2000],
  [47, '108-99-6', 500, 2000],
  [48, '109-70-6', 500, 2500],
];

const VERIFIED_PART_1 = ['H1', 'H2', 'H3', 'P1a', 'P1b', 'P2', 'P3a'];
const VERIFIED_PART_2 = [23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33];

describe('the Seveso III transcription', () => {
  const annex = sevesoAnnex();

  it('has the 21 categories of Part 1 in the directive’s order', () => {
    expect(annex.part1.map((category) => category.id)).toEqual(PART_1.map(([id]) => id));
  });

  it.each(PART_1)('Part 1 %s: %s t lower tier, %s t upper tier', (id, lower, upper) => {
    const category = annex.part1.find((candidate) => candidate.id === id);
    expect(category).toMatchObject({ lowerTier: lower, upperTier: upper });
    expect(category?.group).toBe(id[0]);
    expect(category?.verified).toBe(VERIFIED_PART_1.includes(id));
  });

  it('has the 48 named substances of Part 2', () => {
    expect(annex.part2.map((named) => named.entry)).toEqual(PART_2.map(([entry]) => entry));
  });

  it.each(PART_2)(
    'Part 2 entry %s (%s): %s t lower tier, %s t upper tier',
    (entry, cas, lower, upper) => {
      const named = annex.part2.find((candidate) => candidate.entry === entry);
      expect(named).toMatchObject({ lowerTier: lower, upperTier: upper });
      expect(named?.cas[0] ?? null).toBe(cas);
      expect(named?.verified).toBe(VERIFIED_PART_2.includes(entry));
      expect(named!.upperTier).toBeGreaterThanOrEqual(named!.lowerTier);
    },
  );

  it('names a source for every verified row and none for the unverified ones', () => {
    for (const row of [...annex.part1, ...annex.part2]) {
      expect(Boolean(row.source), JSON.stringify(row)).toBe(row.verified);
    }
  });

  it('holds only CAS numbers whose check digit is right', () => {
    const cas = annex.part2.flatMap((named) => named.cas);
    expect(cas.length).toBeGreaterThan(40);
    expect(cas.filter((number) => !hasValidCasCheckDigit(number))).toEqual([]);
  });

  it('matches products to named substances by any CAS number of their composition', () => {
    expect(namedSubstancesOf(['64-17-5', '67-56-1']).map((named) => named.entry)).toEqual([22]);
    expect(namedSubstancesOf(['91-08-7']).map((named) => named.entry)).toEqual([26]);
    expect(namedSubstancesOf([' 7782-50-5 ']).map((named) => named.entry)).toEqual([10]);
    expect(namedSubstancesOf(['64-17-5'])).toEqual([]);
  });
});
