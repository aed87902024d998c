import { describe, expect, it } from 'vitest';
import { readStatements } from './sds-statements.ts';

const textsOf = (lines: string[]) => {
  const { hStatements, pStatements } = readStatements(lines, []);
  return [...hStatements, ...pStatements].map(({ code, text }) => `${code} ${text}`);
};

describe('statement texts that wrap over lines', () => {
  it('are read whole', () => {
    expect(
      textsOf([
        'H319 Causes serious eye',
        'irritation.',
        'P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources.',
        'No smoking.',
        'P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes. Remove',
        'contact lenses, if present and easy to do. Continue rinsing.',
        'H336 Kann Schläfrigkeit und',
        'Benommenheit verursachen.',
      ]),
    ).toEqual([
      'H319 Causes serious eye irritation.',
      'H336 Kann Schläfrigkeit und Benommenheit verursachen.',
      'P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
      'P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    ]);
  });

  it('stop once whole: the next line is another column of the table they stand in', () => {
    expect(
      textsOf([
        'Specific target organ toxicity - single H336: May cause drowsiness or dizziness.',
        'exposure, Category 3, Central nervous',
        'system',
        'Label elements',
      ]),
    ).toEqual(['H336 May cause drowsiness or dizziness.']);
  });
});
