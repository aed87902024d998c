import { describe, expect, it } from 'vitest';
import { checkPlausibility } from './plausibility-check.ts';
import { storageClassFindings } from './storage-class-plausibility.ts';

const facts = { adrClass: null, unNumber: null };

describe('the storage class in the plausibility check', () => {
  it('suggests a class where none is given and the data call for one', () => {
    expect(storageClassFindings({ ...facts, storageClass: null, hazardCodes: ['H225', 'H319'] })).toEqual([
      { code: 'storage-class-suggested', field: 'storageClass', params: { suggested: ['3'], basis: ['H225'] } },
    ]);
  }); // prettier-ignore

  it('flags a class the scheme puts after the one the statements call for', () => {
    expect(storageClassFindings({ ...facts, storageClass: '8B', hazardCodes: ['H225', 'H314'] })).toEqual([
      {
        code: 'storage-class-contradicts',
        field: 'storageClass',
        params: { storageClass: '8B', suggested: ['3'], basis: ['H225'] },
      },
    ]);
    expect(storageClassFindings({ ...facts, storageClass: '10-13', hazardCodes: ['H301'] })[0]?.code).toBe('storage-class-contradicts');
  }); // prettier-ignore

  it('accepts a suggested class, and one the scheme asks earlier', () => {
    expect(storageClassFindings({ ...facts, storageClass: '6.1D', hazardCodes: ['H301'] })).toEqual(
      [],
    );
    // Ammonium nitrate (5.1C) does not show in the statements; H272 alone says 5.1B.
    expect(storageClassFindings({ ...facts, storageClass: '5.1C', hazardCodes: ['H272'] })).toEqual(
      [],
    );
  });

  it('says nothing where only 10-13 could be suggested, or without data', () => {
    expect(storageClassFindings({ ...facts, storageClass: null, hazardCodes: ['H319'] })).toEqual(
      [],
    );
    expect(storageClassFindings({ ...facts, storageClass: null, hazardCodes: [] })).toEqual([]);
  });

  it('weighs the class only when the content carries the field', () => {
    const content = {
      signalWord: 'Danger' as const,
      pictograms: ['GHS02' as const, 'GHS07' as const],
      hStatements: [{ code: 'H225', text: '' }, { code: 'H319', text: '' }],
      unNumber: '1090',
      adrClass: '3',
      packingGroup: 'II' as const,
    };
    expect(checkPlausibility(content)).toEqual([]);
    expect(checkPlausibility({ ...content, storageClass: '3' })).toEqual([]);
    expect(checkPlausibility({ ...content, storageClass: null })).toEqual([
      { code: 'storage-class-suggested', field: 'storageClass', params: { suggested: ['3'], basis: ['H225', 'ADR 3'] } },
    ]);
  }); // prettier-ignore
});
