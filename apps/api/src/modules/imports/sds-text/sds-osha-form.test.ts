import { describe, expect, it } from 'vitest';
import { findSectionHeadings } from './sds-headings.ts';
import { findOshaFormHeadings, romanNumeralValue, sectionOfOldTitle } from './sds-osha-form.ts';
import { splitSdsText } from './sds-sections.ts';

// OSHA Form 174's layout, with made-up answers.
const FORM_174 = [
  'MATERIAL SAFETY DATA SHEET',
  'Section I',
  "Manufacturer's Name: Example Chemicals Inc.",
  'Emergency Telephone Number: 555-0100',
  'Section II — Hazardous Ingredients/Identity Information',
  'Ethanol 64-17-5 OSHA PEL 1000 ppm',
  'Section III — Physical/Chemical Characteristics',
  'Boiling Point: 78 °C',
  'Section IV — Fire and Explosion Hazard Data',
  'Extinguishing Media: Foam, CO2',
  'Section V — Reactivity Data',
  'Stability: Stable',
  'Section VI — Health Hazard Data',
  'Signs and Symptoms of Exposure: Eye irritation.',
  'Emergency and First Aid Procedures: Rinse eyes with water for 15 minutes.',
  'Section VII — Precautions for Safe Handling and Use',
  'Steps to Be Taken in Case Material Is Released or Spilled: Absorb with sand.',
  'Waste Disposal Method: Incinerate.',
  'Precautions to Be Taken in Handling and Storing: Keep cool.',
  'Section VIII — Control Measures',
  'Respiratory Protection: None needed.',
].join('\n');

describe('old OSHA forms', () => {
  it('map each Roman-numbered section where its content belongs today', () => {
    const numbers = findSectionHeadings(FORM_174.split('\n')).map(({ number }) => number);
    expect(numbers).toEqual([1, 3, 9, 5, 10, 2, 4, 7, 6, 13, 7, 8]);
  });

  it('keep the form’s item lines in the sections they open', () => {
    const { sections, language } = splitSdsText(FORM_174);
    expect(language).toBe('en');
    expect(sections.get(1)).toEqual([
      "Manufacturer's Name: Example Chemicals Inc.",
      'Emergency Telephone Number: 555-0100',
    ]);
    expect(sections.get(4)).toEqual([
      'Emergency and First Aid Procedures: Rinse eyes with water for 15 minutes.',
    ]);
    expect(sections.get(6)).toEqual([
      'Steps to Be Taken in Case Material Is Released or Spilled: Absorb with sand.',
    ]);
    expect(sections.get(13)).toEqual(['Waste Disposal Method: Incinerate.']);
    expect(sections.get(7)).toEqual([
      'Precautions to Be Taken in Handling and Storing: Keep cool.',
    ]);
    expect(sections.get(8)).toEqual(['Respiratory Protection: None needed.']);
  });

  it('read the 9- and 10-section forms suppliers wrote themselves', () => {
    const lines = [
      'SECTION I - IDENTIFICATION AND GENERAL INFORMATION',
      'SECTION II - HAZARDOUS INGREDIENT(S)',
      'SECTION III - PHYSICAL DATA',
      'SECTION IV - FIRE AND EXPLOSION HAZARD DATA',
      'SECTION V - HEALTH HAZARD SUMMARY',
      'SECTION VI - EMERGENCY FIRST AID PROCEDURES',
      'SECTION VII - REACTIVITY DATA',
      'SECTION VIII - PERSONAL PROTECTION',
      'SECTION IX - SPILL,LEAK & WASTE DISPOSAL PROCEDURE',
      'SECTION X - STORAGE AND HANDLING',
    ];
    expect(findSectionHeadings(lines).map(({ number }) => number)).toEqual([
      1, 3, 9, 5, 2, 4, 10, 8, 6, 7,
    ]);
  });

  it('take numerals in the text for no form', () => {
    const lines = ['Xi - Irritant', 'V.S. Inventaris (TSCA 8b)', 'X - Listed', 'I. IDENTIFICATION'];
    expect(findOshaFormHeadings(lines)).toEqual([]);
  });

  it('know their numerals and titles', () => {
    expect(['I', 'IV', 'IX', 'XIV', 'XVI', 'IIII', 'VX'].map(romanNumeralValue)).toEqual([
      1,
      4,
      9,
      14,
      16,
      null,
      null,
    ]);
    expect(sectionOfOldTitle('Steps to Be Taken in Case Material Is Released or Spilled')).toBe(6);
    expect(sectionOfOldTitle('SPECIAL PROTECTION INFORMATION')).toBe(8);
    expect(sectionOfOldTitle('Something else')).toBeNull();
  });
});
