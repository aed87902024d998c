import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRegulatoryList, loadRegulatoryListFile, regulatoryLists } from './index.ts';
import { resetRegulatoryLists } from './regulatory-lists.ts';
import { flagKindsOf, screenCasNumbers } from './screen-cas-numbers.ts';

afterEach(resetRegulatoryLists);

describe('screening CAS numbers against the shipped lists', () => {
  it('flags formaldehyde as Carc. 1B (CLP Annex VI) and restricted by Annex XVII entry 77', () => {
    expect(screenCasNumbers(['50-00-0'])).toEqual([
      {
        kind: 'cmr',
        cas: '50-00-0',
        substance: 'formaldehyde …%',
        detail: 'Carc. 1B',
        listVersion: '2026-04-02',
      },
      {
        kind: 'restriction',
        cas: '50-00-0',
        substance: 'Formaldehyde',
        detail: '77',
        listVersion: '2026-02-22',
      },
    ]);
  });

  it('flags DEHP on all four lists: SVHC, Repr. 1B, Annex XIV with its sunset date, Annex XVII 51', () => {
    const flags = screenCasNumbers(['117-81-7']);
    expect(flags.map(({ kind, detail }) => [kind, detail])).toEqual([
      ['svhc', '57c;57f-ENV;57f-HH'],
      ['cmr', 'Repr. 1B'],
      ['authorisation', '2015-02-21'],
      ['restriction', '51'],
    ]);
    expect(flags[0]).toMatchObject({ substance: 'Bis (2-ethylhexyl)phthalate (DEHP)' });
    expect(flags[0]?.listVersion).toBe('2026-02-04');
  });

  it('gives each CMR category of a substance its own flag, and only 1A and 1B', () => {
    // Benzene: Carc. 1A and Muta. 1B; formaldehyde's Muta. 2 raises none.
    const details = screenCasNumbers(['71-43-2', '50-00-0'])
      .filter((flag) => flag.kind === 'cmr')
      .map((flag) => `${flag.cas} ${flag.detail}`);
    expect(details).toEqual(['71-43-2 Carc. 1A', '71-43-2 Muta. 1B', '50-00-0 Carc. 1B']);
  });

  it('names a fact once where a list names the substance twice (cadmium, pyrophoric and not)', () => {
    const cmr = screenCasNumbers(['7440-43-9']).filter((flag) => flag.kind === 'cmr');
    expect(cmr).toHaveLength(1);
  });

  it('flags the newest Candidate List entry (n-hexane, 2026) and nothing for ethanol or acetone', () => {
    expect(screenCasNumbers(['110-54-3'])).toMatchObject([
      { kind: 'svhc', substance: 'n-hexane', detail: '57f-HH' },
    ]);
    expect(screenCasNumbers(['64-17-5', '67-64-1'])).toEqual([]);
    expect(screenCasNumbers([])).toEqual([]);
  });

  it('reports the kinds of a product’s flags once each, in the lists’ order', () => {
    expect(flagKindsOf(['50-00-0', '117-81-7'])).toEqual([
      'svhc',
      'cmr',
      'authorisation',
      'restriction',
    ]);
  });

  it('ships each list with its date and source', () => {
    const lists = [...regulatoryLists().values()];
    expect(lists.map(({ list, version }) => [list, version])).toEqual([
      ['svhc', '2026-02-04'],
      ['cmr', '2026-04-02'],
      ['authorisation', '2026-04-02'],
      ['restriction', '2026-02-22'],
    ]);
    for (const list of lists) expect(list.source).toMatch(/ECHA/);
    expect(regulatoryLists().get('svhc')?.byCas.size).toBe(447);
  });
});

describe('loading a list file', () => {
  const newerSvhc = (rows: unknown[]) =>
    JSON.stringify({
      list: 'svhc',
      version: '2026-07-01',
      source: 'Source: ECHA Candidate List, test update',
      entries: rows,
    });

  it('puts a newer valid list in use in place of the shipped one', () => {
    const result = loadRegulatoryList(newerSvhc([['64-17-5', 'ethanol (test entry)', '57c']]));
    expect(result).toEqual({ loaded: true, list: 'svhc', version: '2026-07-01', entries: 1 });
    expect(screenCasNumbers(['64-17-5'])).toEqual([
      {
        kind: 'svhc',
        cas: '64-17-5',
        substance: 'ethanol (test entry)',
        detail: '57c',
        listVersion: '2026-07-01',
      },
    ]);
    // The other lists stay; the replaced one no longer names n-hexane.
    expect(screenCasNumbers(['110-54-3'])).toEqual([]);
    expect(screenCasNumbers(['50-00-0'])).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{"list": "svhc",'],
    [
      'one wrong CAS number among good rows',
      newerSvhc([
        ['64-17-5', 'a', '57c'],
        ['64-17-6x', 'b', '57c'],
      ]),
    ],
    [
      'a detail that is not its list’s',
      JSON.stringify({
        list: 'cmr',
        version: '2026-07-01',
        source: 'x',
        entries: [['64-17-5', 'a', 'Carc. 2']],
      }),
    ],
    [
      'an unknown list',
      JSON.stringify({
        list: 'seveso',
        version: '2026-07-01',
        source: 'x',
        entries: [['64-17-5', 'a', '']],
      }),
    ],
    ['no entries', newerSvhc([])],
    ['no date', JSON.stringify({ list: 'svhc', source: 'x', entries: [['64-17-5', 'a', '57c']] })],
    [
      'an older list',
      JSON.stringify({
        list: 'svhc',
        version: '2025-01-01',
        source: 'x',
        entries: [['64-17-5', 'a', '57c']],
      }),
    ],
  ])('refuses a file with %s whole; the list in use stays', (_case, text) => {
    const result = loadRegulatoryList(text);
    expect(result.loaded).toBe(false);
    expect(regulatoryLists().get('svhc')?.version).toBe('2026-02-04');
    expect(screenCasNumbers(['64-17-5'])).toEqual([]);
    expect(screenCasNumbers(['110-54-3'])).toHaveLength(1);
  });

  it('reads a list from a path the operator gives, and refuses one that is missing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'regulatory-'));
    const path = join(folder, 'restriction.json');
    const shipped = new URL(
      '../../../reference-data/regulatory-lists/restriction.json',
      import.meta.url,
    );
    const file = JSON.parse(readFileSync(shipped, 'utf8')) as { version: string };
    writeFileSync(path, JSON.stringify({ ...file, version: '2026-08-01' }));
    expect(loadRegulatoryListFile(path)).toMatchObject({
      loaded: true,
      version: '2026-08-01',
      entries: 1803,
    });
    expect(screenCasNumbers(['50-00-0']).at(-1)?.listVersion).toBe('2026-08-01');
    expect(loadRegulatoryListFile(join(folder, 'missing.json'))).toMatchObject({ loaded: false });
  });
});

describe('speed', () => {
  it('screens 100,000 products of ten CAS numbers each well within the 60 s target', () => {
    const known = [...(regulatoryLists().get('restriction')?.byCas.keys() ?? [])];
    const products = Array.from({ length: 100_000 }, (_, product) =>
      Array.from({ length: 10 }, (_, index) =>
        index < 2 ? known[(product * 7 + index) % known.length]! : `${1000 + product}-${index}0-1`,
      ),
    );
    const started = performance.now();
    let flags = 0;
    for (const casNumbers of products) flags += screenCasNumbers(casNumbers).length;
    const seconds = (performance.now() - started) / 1000;
    console.warn(
      `screened 100,000 products (1,000,000 CAS numbers) in ${seconds.toFixed(2)} s, ${flags} flags`,
    );
    expect(flags).toBeGreaterThan(200_000);
    expect(seconds).toBeLessThan(10);
  });
});
