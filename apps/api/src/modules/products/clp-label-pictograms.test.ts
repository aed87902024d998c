import { describe, expect, it } from 'vitest';
import { labelPictogramsOf } from './clp-label-pictograms.ts';

describe('the pictograms hazard statements carry (CLP Annex I, Article 26)', () => {
  it.each([
    [
      ['H225', 'H319', 'H336', 'EUH066'],
      ['GHS02', 'GHS07'],
    ],
    [['H290', 'H314'], ['GHS05']],
    // The skull outranks the exclamation mark for acute toxicity, not for other reasons.
    [['H301', 'H332'], ['GHS06']],
    [
      ['H301', 'H336'],
      ['GHS06', 'GHS07'],
    ],
    // Corrosion outranks it for eye irritation; the health hazard only for respiratory sensitisation.
    [['H318', 'H315'], ['GHS05']],
    [
      ['H317', 'H373'],
      ['GHS07', 'GHS08'],
    ],
    [['H317', 'H334'], ['GHS08']],
    [
      ['H220', 'H280'],
      ['GHS02', 'GHS04'],
    ],
    [['H303+H313', 'H412'], []],
  ])('%j → %j', (codes, pictograms) => {
    expect(labelPictogramsOf(codes)).toEqual(pictograms);
  });
});
