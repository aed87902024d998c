import type { PackingGroup } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { transportFindings } from './transport-plausibility.ts';

const check = (
  unNumber: string | null,
  adrClass: string | null,
  packingGroup: PackingGroup | null,
) =>
  transportFindings({ unNumber, adrClass, packingGroup }).map(({ code, params }) => ({
    code,
    ...params,
  }));

describe('UN number, class and packing group (ADR 2025 Table A)', () => {
  it.each<[string, string | null, string | null, PackingGroup | null]>([
    ['acetone', '1090', '3', 'II'],
    ['methanol with its subsidiary hazard written', '1230', '3 (6.1)', 'II'],
    ['a flammable liquid n.o.s. in each of its packing groups', '1993', '3', 'I'],
    ['the same in packing group III', '1993', 'Klasse 3', 'III'],
    ['nitric acid, which has two rows', '2031', '8', 'I'],
    ['a gas, which has no packing group', '1971', '2', null],
    ['a gas in a US sheet, by its division', '1971', '2.1', null],
    ['an environmentally hazardous liquid', '3082', '9', 'III'],
    ['no transport data', null, null, null],
    ['a UN number alone, class and packing group not read', '1202', null, 'III'],
    ['a class the sheet shortens (4 for 4.1)', '1325', '4', 'II'],
  ])('no finding for %s', (_what, unNumber, adrClass, packingGroup) => {
    expect(check(unNumber, adrClass, packingGroup)).toEqual([]);
  });

  it('finds a UN number that is not in Table A', () => {
    expect(check('9999', '3', 'II')).toEqual([{ code: 'un-number-unknown', unNumber: '9999' }]);
  });

  it('finds a class no row of the UN number has, and names the right one', () => {
    expect(check('1090', '8', 'II')).toEqual([
      { code: 'adr-class-mismatch', unNumber: '1090', adrClass: '8', expected: ['3'] },
    ]);
    expect(check('1230', '6.1', 'II')).toEqual([
      { code: 'adr-class-mismatch', unNumber: '1230', adrClass: '6.1', expected: ['3'] },
    ]);
  });

  it('finds a packing group no row of the UN number has', () => {
    expect(check('1090', '3', 'I')).toEqual([
      { code: 'packing-group-mismatch', unNumber: '1090', packingGroup: 'I', expected: ['II'] },
    ]);
    expect(check('2031', '8', 'III')).toEqual([
      {
        code: 'packing-group-mismatch',
        unNumber: '2031',
        packingGroup: 'III',
        expected: ['I', 'II'],
      },
    ]);
  });

  it('finds a packing group for goods that have none', () => {
    expect(check('1971', '2', 'II')).toEqual([
      { code: 'packing-group-not-applicable', unNumber: '1971', packingGroup: 'II' },
    ]);
  });

  it('asks for the packing group where every row has one', () => {
    expect(check('1090', '3', null)).toEqual([
      { code: 'packing-group-missing', unNumber: '1090', expected: ['II'] },
    ]);
  });
});
