import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { productAddressFrom, productLoadFailure } from './get-product.ts';
import { normaliseSearchText } from './search-products.ts';

describe('a product address', () => {
  it.each([
    [{ id: 'abc' }, { by: 'id', id: 'abc' }],
    [
      { articleNumber: ' A-100 ', locale: 'nl-NL' },
      { by: 'articleNumber', articleNumber: 'A-100', locale: 'nl-NL' },
    ],
    [{ masterCode: 'M-7' }, { by: 'masterCode', masterCode: 'M-7' }],
    [
      { id: 'abc', masterCode: 'M-7' },
      { by: 'id', id: 'abc' },
    ],
    [{ articleNumber: 'A-100' }, null],
    [{ articleNumber: 'A-100', locale: ' ' }, null],
    [{ masterCode: '' }, null],
    [{}, null],
  ])('from %j is %j', (parts, address) => {
    expect(productAddressFrom(parts)).toEqual(address);
  });
});

describe('a failed product load', () => {
  const failure = (status: number, type: ApiError['type']) =>
    new ApiError({ status, type, title: type });

  it.each([
    [failure(404, 'not-found'), 'not-found'],
    [failure(400, 'validation-failed'), 'not-found'],
    [failure(500, 'internal-error'), 'unavailable'],
    [failure(503, 'service-unavailable'), 'unavailable'],
    [failure(429, 'rate-limited'), 'unavailable'],
    [failure(0, 'network-error'), 'unavailable'],
    [failure(200, 'unexpected-response'), 'unavailable'],
    [new Error('boom'), 'unavailable'],
  ])('%s shows the %s message', (error, kind) => {
    expect(productLoadFailure(error)).toBe(kind);
  });
});

describe('the search text sent', () => {
  it('is trimmed and at most 200 characters', () => {
    expect(normaliseSearchText('  aceton ')).toBe('aceton');
    expect(normaliseSearchText(null)).toBe('');
    expect(normaliseSearchText('x'.repeat(300))).toHaveLength(200);
  });
});
