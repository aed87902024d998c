import { describe, expect, it } from 'vitest';
import { judgeFindings, summariseFindings, type CheckedImport } from './findings.ts';
import { testLabel } from './test-label.ts';

const checked = (change: Partial<CheckedImport['content']>): CheckedImport => ({
  content: {
    signalWord: 'Danger',
    pictograms: ['GHS05'],
    hStatements: [{ code: 'H314', text: '' }],
    unNumber: null,
    adrClass: null,
    packingGroup: null,
    ...change,
  },
  evidence: { regulation: 'eu-clp', flashPoint: null, casNumbers: [] },
});

describe('the plausibility findings of an import, judged against its label', () => {
  const label = testLabel({ signalWord: 'Danger', hCodes: ['H314'], pictograms: ['GHS05'] });

  it('finds nothing where the import is consistent', () => {
    expect(judgeFindings(label, checked({}))).toEqual([]);
  });

  it('puts a finding the labelled data does not have on the import', () => {
    const [finding] = judgeFindings(label, checked({ signalWord: 'None' }));
    expect(finding).toMatchObject({ code: 'signal-word-missing', origin: 'import' });
  });

  it('puts a finding the labelled data has too in the sheet', () => {
    const sheetWithout = testLabel({ signalWord: 'Danger', hCodes: ['H314'], pictograms: [] });
    const [finding] = judgeFindings(sheetWithout, checked({ pictograms: [] }));
    expect(finding).toMatchObject({ code: 'pictogram-missing', origin: 'sheet' });
  });

  it('counts the findings per code and origin', () => {
    const findings = judgeFindings(label, checked({ signalWord: 'None' }));
    expect(summariseFindings([findings, []])).toEqual({
      files: 2,
      filesWithFindings: 1,
      total: 1,
      byCode: { 'signal-word-missing': { sheet: 0, import: 1 } },
    });
  });
});
