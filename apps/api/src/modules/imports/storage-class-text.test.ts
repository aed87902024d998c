import { describe, expect, it } from 'vitest';
import { storageClassOf } from './storage-class-text.ts';

describe('the storage class a sheet gives', () => {
  it.each([
    ['3', '3'],
    ['LGK 3', '3'],
    ['LGK 6.1 C', '6.1C'],
    ['Lagerklasse (LGK): 8A', '8A'],
    ['Lagerklasse nach TRGS 510: 10 - 13', '10-13'],
    ['Storage class (TRGS 510): 5.1b: Oxidizing hazardous materials', '5.1B'],
    ['2A Gase', '2A'],
    ['12 Nicht brennbare Flüssigkeiten', '12'],
  ])('reads %s as %s', (text, expected) => {
    expect(storageClassOf(text)).toBe(expected);
  });

  it.each(['', 'LGK 9', 'nicht anwendbar', '6.1E', '14', 'WGK 1'])('reads none in %j', (text) => {
    expect(storageClassOf(text)).toBeNull();
  });
});
