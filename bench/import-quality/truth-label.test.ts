import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testLabel } from './test-label.ts';
import { devTruthFolder, heldOutTruthFolder, loadTruthLabels, TruthLabel } from './truth-label.ts';

describe('loadTruthLabels', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'truth-labels-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const write = (name: string, content: unknown) =>
    writeFile(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));

  it('reads labels by their SHA-256, ignoring keys it does not know', async () => {
    const label = testLabel();
    await write(`${label.sha256}.json`, { ...label, checkedBy: 'analyst' });
    const labels = await loadTruthLabels(folder);
    expect(labels.bySha256.get(label.sha256)).toEqual(label);
    expect(labels.invalid).toEqual([]);
  });

  it('reports a file that is not JSON, not a label, or named after another hash', async () => {
    const label = testLabel();
    await write('broken.json', '{ "file": ');
    await write(`${'b'.repeat(64)}.json`, { ...label, signalWord: 'DANGER' });
    await write(`${'c'.repeat(64)}.json`, label);
    await write('README.md', '# not a label');
    const labels = await loadTruthLabels(folder);
    expect(labels.bySha256.size).toBe(0);
    expect(labels.invalid.map((invalid) => invalid.file)).toEqual([
      `${'b'.repeat(64)}.json`,
      'broken.json',
      `${'c'.repeat(64)}.json`,
    ]);
    expect(labels.invalid[0]!.problem).toMatch(/^signalWord/);
  });

  it('finds no labels in a folder that does not exist', async () => {
    const labels = await loadTruthLabels(join(folder, 'missing'));
    expect(labels).toEqual({ bySha256: new Map(), invalid: [] });
  });
});

// The committed labels themselves: a broken label would silently drop its sheet from the figures.
describe.each([
  ['development', devTruthFolder],
  ['held-out', heldOutTruthFolder],
])('the %s labels', (_set, folder) => {
  it('are all valid, each with exactly the keys of the schema', async () => {
    const labels = await loadTruthLabels(folder);
    expect(labels.invalid).toEqual([]);
    expect(labels.bySha256.size).toBeGreaterThan(0);
    const names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
    for (const name of names) {
      const json = JSON.parse(await readFile(join(folder, name), 'utf8')) as object;
      expect({ name, keys: Object.keys(json) }).toEqual({
        name,
        keys: Object.keys(TruthLabel.shape),
      });
    }
  });
});

describe('the held-out set', () => {
  it('shares no sheet with the development set', async () => {
    const dev = await loadTruthLabels(devTruthFolder);
    const heldOut = await loadTruthLabels(heldOutTruthFolder);
    const inBoth = [...heldOut.bySha256.values()].filter((label) => dev.bySha256.has(label.sha256));
    expect(inBoth.map((label) => label.file)).toEqual([]);
  });
});
