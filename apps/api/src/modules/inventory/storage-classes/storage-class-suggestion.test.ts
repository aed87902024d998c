import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STEPS, stepOf, suggestStorageClass } from './storage-class-suggestion.ts';

const fromCodes = (...hazardCodes: string[]) => suggestStorageClass({ hazardCodes });

describe('the storage class suggested from hazard statements (TRGS 510 Anhang 2)', () => {
  it.each([
    [['H201'], ['1'], ['H201']],
    [['H222', 'H229'], ['2B'], ['H222', 'H229']],
    [['H223'], ['2B'], ['H223']],
    [['H220', 'H280'], ['2A'], ['H220', 'H280']],
    [['H270', 'H280'], ['2A'], ['H270', 'H280']],
    [['H281'], ['2A'], ['H281']],
    [['H241'], ['4.1A', '5.2'], ['H241']],
    [['H242'], ['5.2'], ['H242']],
    [['H250'], ['4.2'], ['H250']],
    [['H252'], ['4.2'], ['H252']],
    [['H260', 'H314'], ['4.3'], ['H260']],
    [['H225', 'H319', 'H336'], ['3'], ['H225']],
    [['H226'], ['3'], ['H226']],
    [['H228'], ['4.1B'], ['H228']],
    [['H271', 'H302'], ['5.1A'], ['H271']],
    [['H272', 'H315'], ['5.1B'], ['H272']],
    [
      ['H330', 'H300'],
      ['6.1A', '6.1B'],
      ['H300', 'H330'],
    ],
    [['H301'], ['6.1C', '6.1D'], ['H301']],
    [['H350'], ['6.1C', '6.1D'], ['H350']],
    [['H360FD'], ['6.1C', '6.1D'], ['H360FD']],
    [['H372'], ['6.1C', '6.1D'], ['H372']],
    [['H290', 'H314'], ['8A', '8B'], ['H314']],
  ])('%j → %j', (codes, classes, basis) => {
    expect(fromCodes(...codes)).toMatchObject({ classes, basis });
  });

  it('takes the first step of the scheme that applies', () => {
    // Methanol: a flammable liquid before a toxic one.
    expect(fromCodes('H225', 'H301', 'H311', 'H331', 'H370')?.classes).toEqual(['3']);
    // Butyllithium in hexane: pyrophoric before flammable, water-reactive and corrosive.
    expect(fromCodes('H225', 'H250', 'H261', 'H314')?.classes).toEqual(['4.2']);
    // Chromium(VI) oxide: an oxidiser before toxic and corrosive.
    expect(fromCodes('H271', 'H350', 'H330', 'H314')?.classes).toEqual(['5.1A']);
    // Phenol: toxic before corrosive.
    expect(fromCodes('H301', 'H311', 'H331', 'H314', 'H341')?.classes).toEqual(['6.1C', '6.1D']);
    // An organic peroxide in a flammable solvent.
    expect(fromCodes('H242', 'H226')?.classes).toEqual(['5.2']);
    // A flammable aerosol is 2B, not 2A.
    expect(fromCodes('H222', 'H229', 'H280')?.classes).toEqual(['2B']);
    // Explosives first of all.
    expect(fromCodes('H225', 'H200')?.classes).toEqual(['1']);
  });

  it('reads combined statements code by code', () => {
    expect(fromCodes('H300+H310+H330')?.classes).toEqual(['6.1A', '6.1B']);
  });

  it('suggests 10-13 without a basis for hazards no step takes, nothing without data', () => {
    expect(fromCodes('H319', 'H412')).toEqual({ classes: ['10-13'], basis: [], step: ASSIGNMENT_STEPS.length });
    expect(fromCodes()).toBeNull();
    expect(fromCodes('EUH066')).toBeNull();
  }); // prettier-ignore
});

describe('the storage class suggested from transport data', () => {
  it.each([
    ['1.1D', null, ['1']],
    ['7', null, ['7']],
    ['6.2', null, ['6.2']],
    ['2.1', null, ['2A']],
    ['2', '1950', ['2B']],
    ['3', null, ['3']],
    ['4.1', null, ['4.1B']],
    ['4.2', null, ['4.2']],
    ['4.3', null, ['4.3']],
    ['5.1', '1942', ['5.1C']],
    ['5.1', null, ['5.1B']],
    ['5.2', null, ['5.2']],
    ['6.1', null, ['6.1C', '6.1D']],
    ['8', null, ['8A', '8B']],
  ])('ADR %s (UN %s) → %j', (adrClass, unNumber, classes) => {
    expect(suggestStorageClass({ hazardCodes: [], adrClass, unNumber })?.classes).toEqual(classes);
  });

  it('names what decided', () => {
    expect(suggestStorageClass({ hazardCodes: ['H225'], adrClass: '3' })?.basis).toEqual(['H225', 'ADR 3']);
    expect(suggestStorageClass({ hazardCodes: [], adrClass: '5.1', unNumber: '2067' })?.basis).toEqual(['UN 2067']);
  }); // prettier-ignore

  it('reads the main class of a class with a subsidiary hazard', () => {
    expect(suggestStorageClass({ hazardCodes: [], adrClass: '6.1 (3)' })?.classes).toEqual(['6.1C', '6.1D']);
  }); // prettier-ignore
});

describe('the step of a class in the scheme', () => {
  it('orders the classes as the scheme asks them, 10 to 13 last', () => {
    expect(stepOf('1')).toBe(0);
    expect(stepOf('4.2')).toBeLessThan(stepOf('3'));
    expect(stepOf('3')).toBeLessThan(stepOf('6.1C'));
    expect(stepOf('6.1D')).toBeLessThan(stepOf('8B'));
    expect(stepOf('12')).toBe(ASSIGNMENT_STEPS.length);
    expect(stepOf('10-13')).toBe(ASSIGNMENT_STEPS.length);
  });
});
