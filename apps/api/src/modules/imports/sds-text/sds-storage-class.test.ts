import { describe, expect, it } from 'vitest';
import { readStorageClass } from './sds-storage-class.ts';

// Layouts seen on real suppliers' sheets.
describe('the storage class a sheet text gives', () => {
  it.each([
    ['Lagerklasse (TRGS 510): 3', '3'],
    ['Lagerklasse nach TRGS 510:\n6.1C', '6.1C'],
    ['Storage class (TRGS 510): 8A: Combustible corrosive hazardous materials', '8A'],
    ['LGK 10-13', '10-13'],
    // A table whose label cell wrapped below the country and value.
    ['Deutschland - 10\nLagerklasse\n7.3 Spezifische Endanwendungen', '10'],
  ])('reads %j as %s', (text, expected) => {
    expect(readStorageClass([text])).toBe(expected);
  });

  it('takes no number that is not labelled as the class', () => {
    expect(readStorageClass(['Klasse 3, UN 1090, Verpackungsgruppe II'])).toBeNull();
    expect(readStorageClass(['TRGS 510 applies.\nSiehe Abschnitt 10\nLagerklasse'])).toBeNull();
    expect(readStorageClass([null, 'Lagerklasse: 9'])).toBeNull();
  });

  it('looks in the texts in the order given', () => {
    expect(readStorageClass([null, 'LGK 8B', 'LGK 3'])).toBe('8B');
  });
});
