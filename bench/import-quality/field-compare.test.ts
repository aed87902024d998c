import { describe, expect, it } from 'vitest';
import {
  compareDates,
  firstPhoneDigits,
  isSamePhone,
  normaliseText,
  normaliseUnNumber,
  statementCodeParts,
} from './field-compare.ts';

describe('normaliseText', () => {
  it('trims and collapses white space, ignoring case only when asked', () => {
    expect(normaliseText('  Air \n Products\tPlc ')).toBe('Air Products Plc');
    expect(normaliseText(' AIR  products ', true)).toBe('air products');
  });
});

describe('statementCodeParts', () => {
  it('splits combinations and writes prefixes in capitals, keeping the suffix case', () => {
    expect(statementCodeParts('P305 + P351+P338')).toEqual(['P305', 'P351', 'P338']);
    expect(statementCodeParts('h 225')).toEqual(['H225']);
    expect(statementCodeParts('Euh066')).toEqual(['EUH066']);
    expect(statementCodeParts('H360Fd')).toEqual(['H360Fd']);
  });
});

describe('normaliseUnNumber', () => {
  it('drops the UN prefix', () => {
    expect(['UN 1090', 'un1090', '1090'].map(normaliseUnNumber)).toEqual(['1090', '1090', '1090']);
  });
});

describe('firstPhoneDigits', () => {
  it('takes the first number of several', () => {
    expect(firstPhoneDigits('+1 800 424 9300 (CHEMTREC), +1 703 527 3887')).toBe('18004249300');
    expect(firstPhoneDigits('0800 123456 oder 030 98765')).toBe('0800123456');
  });

  it('drops a trunk (0) and reads 00 as +', () => {
    expect(firstPhoneDigits('+44 (0)8085 020202')).toBe('448085020202');
    expect(firstPhoneDigits('0044 8085 020202')).toBe('448085020202');
  });

  it('ends a number where words, hours or a second number begin', () => {
    expect(firstPhoneDigits('Carechem: +44 (0) 1235 239 670 (24/7)')).toBe('441235239670');
    expect(firstPhoneDigits('(01) 463 4200 / +353 1 463 4200')).toBe('014634200');
    expect(firstPhoneDigits('Chemtrec: 1-800-424-9300 for US/ 703-527-3887')).toBe('18004249300');
    expect(firstPhoneDigits('0800/1234567 (24 h)')).toBe('08001234567');
  });

  it('skips what is too short to be a number, and answers null when there is none', () => {
    expect(firstPhoneDigits('24/7: 0800 1234')).toBe('08001234');
    expect(firstPhoneDigits('CHEMTREC; 1-800-424-9300')).toBe('18004249300');
    expect(firstPhoneDigits('Poison centre')).toBeNull();
  });
});

describe('isSamePhone', () => {
  it('takes a national and an international form of one number as the same', () => {
    expect(isSamePhone('0301234567', '49301234567')).toBe(true);
    expect(isSamePhone('18004249300', '18004249300')).toBe(true);
  });

  it('does not take a number for its own tail', () => {
    expect(isSamePhone('4249300', '18004249300')).toBe(false);
    expect(isSamePhone('0301234567', '49301234568')).toBe(false);
  });
});

describe('compareDates', () => {
  it('tells a right date, one with day and month exchanged, and a wrong one', () => {
    expect(compareDates('2017-05-04', '2017-05-04')).toBe('right');
    expect(compareDates('2017-05-04', '2017-04-05')).toBe('swapped');
    expect(compareDates('2017-05-04', '2016-04-05')).toBe('wrong');
    expect(compareDates('2017-05-04', '2017-05-14')).toBe('wrong');
  });
});
