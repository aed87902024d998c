import { emptyProductContent } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import {
  NOTHING_IMPORTED,
  importedFields,
  scoreFile,
  scoreList,
  scoreScalar,
  type ImportedFields,
} from './score.ts';
import { testLabel } from './test-label.ts';

/** What an import that read the test label's sheet perfectly puts in the product. */
const perfect: ImportedFields = {
  name: 'ACETONE',
  supplier: 'Example  Chemicals Ltd',
  signalWord: 'Danger',
  revisionDate: '2021-04-05',
  emergencyPhone: '+44 (0)1235 239670',
  hCodes: ['H225', 'H319', 'H336', 'EUH066'],
  pCodes: ['P210', 'P305+P351+P338'],
  unNumbers: ['1090'],
  pictograms: ['GHS07', 'GHS02'],
  casNumbers: ['67-64-1'],
};

describe('scoreScalar', () => {
  it('compares names and suppliers without case or spacing', () => {
    expect(scoreScalar('name', 'Acetone  Pure', 'ACETONE PURE').verdict).toBe('right');
    expect(scoreScalar('supplier', 'Kerry Inc.', "'s details :Kerry Inc.").verdict).toBe('wrong');
  });

  it('tells missed, spurious and rightly empty apart', () => {
    expect(scoreScalar('supplier', 'Kerry Inc.', null).verdict).toBe('missed');
    expect(scoreScalar('revisionDate', null, '2020-01-02').verdict).toBe('spurious');
    expect(scoreScalar('revisionDate', null, null).verdict).toBe('right');
    expect(scoreScalar('name', 'Acetone', '  ').verdict).toBe('missed');
  });

  it('counts a date with day and month exchanged as swapped', () => {
    expect(scoreScalar('revisionDate', '2016-06-12', '2016-12-06').verdict).toBe('swapped');
  });

  it('compares emergency phones by the digits of their first number', () => {
    const truth = '+1 800 424 9300 (CHEMTREC)';
    expect(scoreScalar('emergencyPhone', truth, '1-800-424-9300, 703 527 3887').verdict).toBe(
      'right',
    );
    expect(scoreScalar('emergencyPhone', truth, '+1 703 527 3887').verdict).toBe('wrong');
  });
});

describe('scoreList', () => {
  it('counts codes read right, missed and extra, each once', () => {
    const score = scoreList('hCodes', ['H225', 'H319'], ['H225', 'H225', 'H315']);
    expect(score).toMatchObject({ missed: ['H319'], extra: ['H315'], truePositives: 1 });
    expect(score.isExact).toBe(false);
  });

  it('takes a combination and its parts as the same codes', () => {
    expect(scoreList('pCodes', ['P305', 'P351', 'P338'], ['P305+P351+P338']).isExact).toBe(true);
  });

  it('takes two empty lists as exactly right', () => {
    expect(scoreList('pictograms', [], []).isExact).toBe(true);
  });
});

describe('scoreFile', () => {
  it('finds every field right for a perfect import', () => {
    const scores = scoreFile(testLabel(), perfect);
    for (const score of Object.values(scores)) {
      expect('verdict' in score ? score.verdict === 'right' : score.isExact).toBe(true);
    }
  });

  it('takes no signal word as right for a sheet whose label says None', () => {
    const scores = scoreFile(testLabel({ signalWord: 'None' }), NOTHING_IMPORTED);
    expect(scores.signalWord).toEqual({ truth: null, got: null, verdict: 'right' });
    expect(scores.name.verdict).toBe('missed');
  });
});

describe('importedFields', () => {
  it('reads only what the import filled, not what the empty product holds', () => {
    const content = { ...emptyProductContent('upload.pdf'), unNumber: '1090', supplier: 'X' };
    const fields = importedFields(content, ['unNumber']);
    expect(fields).toMatchObject({ name: null, supplier: null, signalWord: null });
    expect(fields.unNumbers).toEqual(['1090']);
  });

  it('reads a filled signal word None as none', () => {
    const content = { ...emptyProductContent('A'), signalWord: 'None' as const };
    expect(importedFields(content, ['signalWord']).signalWord).toBeNull();
  });

  it('takes the codes of the statements', () => {
    const content = {
      ...emptyProductContent('A'),
      hStatements: [{ code: 'H225', text: 'Highly flammable liquid and vapour.' }],
    };
    expect(importedFields(content, ['hStatements']).hCodes).toEqual(['H225']);
  });
});
