import { describe, expect, it } from 'vitest';
import { mapProductSections } from './sds-product-sections.ts';

const section7 = (lines: string[]) => new Map([[7, lines]]);

describe('the storage text of section 7', () => {
  it('is 7.2 when the sheet numbers its sub-sections', () => {
    const sections = mapProductSections(
      section7([
        'SECTION 7: Handling and storage',
        '7.1 Precautions for safe handling',
        'Avoid contact with eyes.',
        '7.2 Conditions for safe storage, including any incompatibilities',
        'Keep container tightly closed.',
      ]),
    );

    expect(sections.hygiene).toContain('Avoid contact with eyes.');
    expect(sections.storageAndAdr).toBe(
      '7.2 Conditions for safe storage, including any incompatibilities\nKeep container tightly closed.',
    );
  });

  it('starts at the storage line of a US sheet without numbered sub-sections', () => {
    const sections = mapProductSections(
      section7([
        '7. Handling and storage',
        'Precautions for safe handling: Wash hands after use.',
        '• Storage: Keep in a cool, dry place. Keep away from oxidizers.',
        'Incompatible materials: strong acids.',
      ]),
    );

    expect(sections.storageAndAdr).toBe(
      '• Storage: Keep in a cool, dry place. Keep away from oxidizers.\nIncompatible materials: strong acids.',
    );
    expect(sections.hygiene).toContain('Wash hands after use.');
  });

  it('is the whole section when nothing in it says where storage begins', () => {
    const sections = mapProductSections(
      section7(['SECTION VII', 'Keep drums closed and out of the sun. Handle with gloves.']),
    );

    expect(sections.storageAndAdr).toBe(
      'SECTION VII\nKeep drums closed and out of the sun. Handle with gloves.',
    );
  });

  it('finds the storage line in German, Dutch and French too', () => {
    for (const line of [
      'Lagerung: kühl halten.',
      'Opslag: koel bewaren.',
      "Stockage : à l'abri.",
    ]) {
      const sections = mapProductSections(section7(['7 Handhabung', 'Vorsicht.', line]));
      expect(sections.storageAndAdr).toBe(line);
    }
  });
});
