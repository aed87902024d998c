import { describe, expect, it } from 'vitest';
import { findSectionHeadings } from './sds-headings.ts';

const numbersOf = (lines: string[]) => findSectionHeadings(lines).map(({ number }) => number);

// Layouts seen on real suppliers' sheets.
describe('the section headings of US sheets', () => {
  it('reads the OSHA HazCom titles, numbered', () => {
    const lines = [
      '1. Identification',
      'Product name: Example',
      '2. Hazard(s) identification',
      'Signal word: Warning',
      '3. Composition/Information on Ingredients',
      '4. First-aid measures',
    ];
    expect(numbersOf(lines)).toEqual([1, 2, 3, 4]);
  });

  it('reads headings set after a bullet', () => {
    const lines = [
      '* 1 Identification',
      '· Product name',
      '* 2 Hazard(s) identification',
      '* 3 Composition/information on ingredients',
    ];
    expect(numbersOf(lines)).toEqual([1, 2, 3]);
  });

  it('reads a heading after a speck OCR read as a quote or a stop', () => {
    const lines = [
      '1 IDENTIFICATION OF THE SUBSTANCE',
      '‘2 HAZARDS IDENTIFICATION',
      '3 COMPOSITION/INFORMATION ON INGREDIENTS',
      '.4 FIRST-AID MEASURES',
    ];
    expect(numbersOf(lines)).toEqual([1, 2, 3, 4]);
  });

  it('takes no numbered line of the text for a heading', () => {
    expect(numbersOf(['1 Fire = 1', '2 0 Reactivity = 0', '1. Identification'])).toEqual([1]);
  });
});

describe('Roman numerals and titles without numbers', () => {
  it('reads SECTION IX as section 9 when its title is today’s', () => {
    const lines = [
      'SECTION I - IDENTIFICATION',
      'SECTION II - HAZARD(S) IDENTIFICATION',
      'SECTION III - COMPOSITION/INFORMATION ON INGREDIENTS',
      'SECTION IV - FIRST-AID MEASURES',
      'SECTION IX - PHYSICAL AND CHEMICAL PROPERTIES',
    ];
    expect(numbersOf(lines)).toEqual([1, 2, 3, 4, 9]);
  });

  it('reads titles whose words the PDF broke apart', () => {
    const lines = [
      '1 I dentification',
      '2 Haz ard(s) i dentification',
      '6 Acci dental release measures',
    ];
    expect(numbersOf(lines)).toEqual([1, 2, 6]);
  });

  it('reads titles in capitals without a number when the sheet numbers none', () => {
    const lines = [
      'PRODUCT AND COMPANY IDENTIFICATION',
      'Product name: Example',
      'HAZARDS IDENTIFICATION',
      'First aid is given below.',
      'FIRST AID MEASURES',
      'FIRE FIGHTING MEASURES',
      'ERSTE-HILFE-MASSNAHMEN',
    ];
    expect(numbersOf(lines)).toEqual([1, 2, 4, 5]);
  });

  it('takes no title without a number where the sheet numbers its headings', () => {
    const lines = [
      'FIRST AID MEASURES',
      '1. Identification',
      '2. Hazard(s) identification',
      '3. Composition/information on ingredients',
      '4. First-aid measures',
    ];
    expect(findSectionHeadings(lines).map(({ lineIndex }) => lineIndex)).toEqual([1, 2, 3, 4]);
  });
});

describe('sheets that number their sections in an order of their own', () => {
  it('map a labelled heading by its title when it names another section (ANSI Z400.1)', () => {
    const lines = [
      'Section 1. Chemical Product and Company Identification',
      'Section 2. Composition/Information on Ingredients',
      'Section 3. Hazards Identification',
      'Section 4. First Aid Measures',
      'Section 5. Fire Fighting Measures',
    ];
    expect(numbersOf(lines)).toEqual([1, 3, 2, 4, 5]);
  });

  it('map an older sheet’s own order by its titles (WHMIS 1988 style)', () => {
    const lines = [
      'Section 1 - Product Information',
      'Section 3 - Physical Data',
      'Section 4 - Fire and Explosion Data',
      'Section 5 - Reactivity Data',
      'Section 6 - Toxicological Properties',
      'Section 8 - First Aid Measures',
    ];
    expect(numbersOf(lines)).toEqual([1, 9, 5, 10, 11, 4]);
  });

  it('keep the number of a heading whose title names no section', () => {
    expect(numbersOf(['SECTION 8:', 'SECTION 9: Physical & chemical data', 'SECTION 10:'])).toEqual(
      [8, 9, 10],
    );
  });
});
