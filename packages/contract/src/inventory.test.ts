import { describe, expect, it } from 'vitest';
import { LocationName, MAX_STOCK_QUANTITY, StockEntryInput, StockQuantity } from './inventory.ts';

const productId = '0b8f3f3e-3c4a-4b8e-9a59-7d2c5f0e1a11';

describe('stock quantities', () => {
  it('take up to three decimals anywhere below the ceiling, as typed', () => {
    for (const value of [
      0,
      0.001,
      2.25,
      1.005,
      123_456_789.123,
      999_999_999.999,
      MAX_STOCK_QUANTITY,
    ]) {
      expect(StockQuantity.safeParse(value).success, String(value)).toBe(true);
    }
  });

  it('refuse negatives, more than the ceiling, a fourth decimal and what is not a number', () => {
    for (const value of [-0.001, MAX_STOCK_QUANTITY + 0.001, 1.0001, 1.0005, Infinity, NaN, '1']) {
      expect(StockQuantity.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('a stock entry', () => {
  it('counts pieces whole, with a container size and its unit', () => {
    const pieces = { productId, quantity: 3, unit: 'pieces', containerSize: 5, containerUnit: 'L' };
    expect(StockEntryInput.parse(pieces)).toMatchObject({ maxQuantity: null, note: '' });
    const errors = (body: object) =>
      StockEntryInput.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(errors({ ...pieces, quantity: 2.5 })).toEqual(['quantity']);
    expect(errors({ ...pieces, containerSize: null, containerUnit: null })).toEqual([
      'containerSize',
      'containerUnit',
    ]);
    expect(
      errors({ productId, quantity: 3, unit: 'kg', containerSize: 5, containerUnit: 'L' }),
    ).toEqual(['containerSize', 'containerUnit']);
  });
});

describe('a location name', () => {
  it('is trimmed with its inner white space collapsed, 1 to 120 characters', () => {
    expect(LocationName.parse('  Lab \t 2 ')).toBe('Lab 2');
    expect(LocationName.safeParse('   ').success).toBe(false);
    expect(LocationName.safeParse('x'.repeat(120)).success).toBe(true);
    expect(LocationName.safeParse('x'.repeat(121)).success).toBe(false);
  });
});
