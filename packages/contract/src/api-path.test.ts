import { describe, expect, it } from 'vitest';
import { MissingParameterError, apiPath } from './api-path.ts';

describe('apiPath', () => {
  it('fills every parameter, URL-encoded', () => {
    expect(
      apiPath('/api/products/articlenumber/{articleNumber}/{locale}', {
        articleNumber: 'AB 12/3',
        locale: 'nl-NL',
      }),
    ).toBe('/api/products/articlenumber/AB%2012%2F3/nl-NL');
  });

  it.each([undefined, null, '', '   '])(
    'refuses a missing parameter (%j) before any call',
    (id) => {
      expect(() => apiPath('/api/products/{id}/download/pdf', { id })).toThrow(
        MissingParameterError,
      );
      try {
        apiPath('/api/products/{id}/download/pdf', { id });
      } catch (error) {
        expect((error as MissingParameterError).parameter).toBe('id');
      }
    },
  );

  it('accepts zero as a value', () => {
    expect(apiPath('/api/LicenseAddons/{id}', { id: 0 })).toBe('/api/LicenseAddons/0');
  });
});
