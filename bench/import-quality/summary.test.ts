import { describe, expect, it } from 'vitest';
import { NOTHING_IMPORTED, scoreFile, type ImportedFields } from './score.ts';
import { sectionCoverage } from './section-coverage.ts';
import { fileInShort, summariseBy, summariseResults, type FileResult } from './summary.ts';
import { testLabel } from './test-label.ts';

const readWell: ImportedFields = {
  ...NOTHING_IMPORTED,
  name: 'Acetone',
  signalWord: 'Danger',
  revisionDate: '2021-05-04',
  hCodes: ['H225', 'H319', 'H336', 'H315'],
  unNumbers: ['1090'],
};

function result(overrides: Partial<FileResult>, fields: ImportedFields, format = 'EU REACH') {
  const label = testLabel({ format });
  return {
    sha256: label.sha256,
    file: label.file,
    language: label.language,
    format,
    isScan: false,
    status: 'PendingUser',
    reason: null,
    source: 'text',
    ms: 200,
    scores: scoreFile(label, fields),
    sections: sectionCoverage([2, 4], ['hazards']),
    furniture: { texts: 1, dirty: [] },
    findings: [],
    ...overrides,
  } satisfies FileResult;
}

const results = [
  result({}, readWell),
  result(
    {
      status: 'NoXml',
      source: null,
      ms: 1000,
      sections: sectionCoverage([2, 4], []),
      furniture: { texts: 0, dirty: [] },
    },
    NOTHING_IMPORTED,
    'US OSHA',
  ),
];

describe('summariseResults', () => {
  const summary = summariseResults(results);

  it('counts a value found, right and swapped per field', () => {
    expect(summary.fields.name).toMatchObject({ withTruth: 2, right: 1, missed: 1 });
    expect(summary.fields.name.foundShare).toBe(0.5);
    expect(summary.fields.name.rightOfFound).toBe(1);
    expect(summary.fields.revisionDate).toMatchObject({ swapped: 1, right: 0, rightOfAll: 0 });
  });

  it('counts codes over all files (micro) and exact sets per file', () => {
    expect(summary.fields.hCodes).toMatchObject({
      truePositives: 3,
      falsePositives: 1,
      falseNegatives: 5,
      precision: 0.75,
      recall: 0.375,
      exactSets: 0,
    });
    expect(summary.fields.unNumbers.exactSetShare).toBe(0.5);
  });

  it('counts sections, clean texts, statuses and time', () => {
    expect(summary.sections).toEqual({ expected: 4, covered: 1, coverage: 0.25, unexpected: 0 });
    expect(summary.furniture).toMatchObject({ texts: 1, clean: 1, filesWithTexts: 1 });
    expect(summary.statuses).toEqual({ PendingUser: 1, NoXml: 1 });
    expect(summary.scans).toEqual({
      files: 0,
      classified: 0,
      readable: 0,
      readableShare: null,
      unclassifiedRight: 0,
    });
    expect(summary.misses).toEqual({ NoXml: 1 });
    expect(summary.time).toMatchObject({ p50Ms: 200, maxMs: 1000 });
  });
});

describe('summariseResults on scans', () => {
  it('counts the classified scans that reached PendingUser with signal word and H codes', () => {
    const scans = [result({ isScan: true }, readWell), { ...results[1]!, isScan: true }];
    expect(summariseResults(scans).scans).toEqual({
      files: 2,
      classified: 2,
      readable: 1,
      readableShare: 0.5,
      unclassifiedRight: 0,
    });
  });

  it('does not count a wrong signal word as read', () => {
    const wrong = result({ isScan: true }, { ...readWell, signalWord: 'Warning' });
    expect(summariseResults([wrong]).scans).toMatchObject({ classified: 1, readable: 0 });
  });

  it('counts a scan of an unclassified product apart, read right when nothing is read', () => {
    const label = testLabel({ signalWord: 'None', hCodes: [], pictograms: [] });
    const scan = (fields: ImportedFields) =>
      result({ isScan: true, scores: scoreFile(label, fields) }, fields);
    const summary = summariseResults([
      scan({ ...NOTHING_IMPORTED, name: 'Water' }),
      scan(readWell),
    ]);
    expect(summary.scans).toEqual({
      files: 2,
      classified: 0,
      readable: 0,
      readableShare: null,
      unclassifiedRight: 1,
    });
  });
});

describe('summariseBy', () => {
  it('summarises each group apart', () => {
    const byFormat = summariseBy(results, (one) => one.format);
    expect(Object.keys(byFormat)).toEqual(['EU REACH', 'US OSHA']);
    expect(byFormat['US OSHA']!.fields.name.right).toBe(0);
  });
});

describe('fileInShort', () => {
  it('lists only the fields not right, with what was expected and read', () => {
    const short = fileInShort(results[0]!);
    expect(short.notRight).not.toHaveProperty('name');
    expect(short.notRight).toMatchObject({
      revisionDate: { verdict: 'swapped', truth: '2021-04-05', got: '2021-05-04' },
      hCodes: { missed: ['EUH066'], extra: ['H315'] },
    });
    expect(short.sectionsNotFilled).toEqual(['firstAid']);
  });
});
