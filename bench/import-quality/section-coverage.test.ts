import { describe, expect, it } from 'vitest';
import { sectionCoverage } from './section-coverage.ts';

describe('sectionCoverage', () => {
  it('expects the product sections that the labelled SDS sections feed', () => {
    const coverage = sectionCoverage([1, 2, 3, 7, 9, 14], ['hazards', 'storageAndAdr']);
    expect(coverage.expected).toEqual(['usage', 'hazards', 'hygiene', 'storageAndAdr']);
    expect(coverage.covered).toEqual(['hazards', 'storageAndAdr']);
    expect(coverage.unexpected).toEqual([]);
  });

  it('tells sections filled without a labelled SDS section', () => {
    expect(sectionCoverage([2], ['hazards', 'firstAid']).unexpected).toEqual(['firstAid']);
  });
});
