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

  it('takes no numbered line of the text for a heading', () => {
    expect(numbersOf(['1 Fire = 1', '2 0 Reactivity = 0', '1. Identification'])).toEqual([1]);
  });
});
