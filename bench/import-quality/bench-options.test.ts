import { describe, expect, it } from 'vitest';
import { parseImportQualityArgs } from './bench-options.ts';
import { devTruthFolder, heldOutTruthFolder } from './truth-label.ts';

const place = { cwd: '/repo' };

describe('parseImportQualityArgs', () => {
  it('scores the development labels by default and records them as import-quality', () => {
    const run = parseImportQualityArgs([], { ...place, corpusDir: '/data/sds' });
    expect(run).toEqual({
      corpus: '/data/sds',
      truthFolder: devTruthFolder,
      heldOut: false,
      recordName: 'import-quality',
      json: false,
    });
  });

  it('scores only the held-out labels with --held-out and records them apart', () => {
    const run = parseImportQualityArgs(['--held-out', '--json'], place);
    expect(run).toMatchObject({
      truthFolder: heldOutTruthFolder,
      heldOut: true,
      recordName: 'import-quality-held-out',
      json: true,
    });
    expect(heldOutTruthFolder).not.toBe(devTruthFolder);
  });

  it('reads a relative corpus and --truth folder from where the command was typed', () => {
    const run = parseImportQualityArgs(['corpus', '--truth', 'labels', '--file', 'ABC1'], place);
    expect(run).toMatchObject({
      corpus: '/repo/corpus',
      truthFolder: '/repo/labels',
      heldOut: false,
      sha256Prefix: 'abc1',
    });
  });

  it('takes the folder argument over SDS_CORPUS_DIR', () => {
    const run = parseImportQualityArgs(['/other'], { ...place, corpusDir: '/data/sds' });
    expect(run.corpus).toBe('/other');
  });

  it('refuses --held-out with --truth, and unknown options', () => {
    expect(() => parseImportQualityArgs(['--held-out', '--truth', 'x'], place)).toThrow(
      'Give either --held-out or --truth <folder>, not both.',
    );
    expect(() => parseImportQualityArgs(['--heldout'], place)).toThrow(/--heldout/);
  });
});
