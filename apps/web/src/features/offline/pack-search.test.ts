import { describe, expect, it } from 'vitest';
import { syncedSheet } from '../../testing/pack-fixtures.ts';
import { acetone } from '../../testing/product-fixtures.ts';
import type { PackEntry } from './pack-database.ts';
import { PackSearch } from './pack-search.ts';
import { sheetCodes, sheetSummary } from './pack-search-rules.ts';

const entryOf = (sheet = acetone): PackEntry => ({
  id: sheet.id,
  locale: sheet.locale,
  articleNumber: sheet.articleNumber,
  masterCode: sheet.masterCode,
  summary: sheetSummary(sheet),
  codes: sheetCodes(sheet),
  usedAt: 0,
  generation: 1,
  pdf: null,
});

const ethanol = syncedSheet({
  name: 'Ethanol absolute',
  supplier: 'Nordic Alcohols AB',
  articleNumber: 'NA-200',
  unNumber: '1170',
  casNumbers: ['64-17-5'],
  hStatements: [{ code: 'H319', text: 'Causes serious eye irritation.' }],
  gtin: '4006381333931',
});
const propanol = syncedSheet({ name: '2-Propanol', supplier: 'Lindenhaven Solvents B.V.' });
const water = syncedSheet({ name: 'Demineralised water', supplier: 'Aqua' });

const pack = new PackSearch([acetone, ethanol, propanol, water].map((sheet) => entryOf(sheet)));
const names = (search: string) => pack.search(search, 1, 25).items.map((item) => item.name);

describe('the offline search over the pack', () => {
  it('finds names and suppliers by word prefixes, every word required', () => {
    expect(names('aceto')).toEqual(['Acetone technical 99.5 %']);
    expect(names('lindenhaven')).toEqual(['2-Propanol', 'Acetone technical 99.5 %']);
    expect(names('lindenhaven aceto')).toEqual(['Acetone technical 99.5 %']);
    expect(names('propanol')).toEqual(['2-Propanol']);
    expect(names('ÉTHANOL')).toEqual(['Ethanol absolute']);
  });

  it('allows the typos the server allows: a swap of neighbours is one, short words have none', () => {
    expect(names('acteone')).toEqual(['Acetone technical 99.5 %']);
    expect(names('ethanoll')).toEqual(['Ethanol absolute']);
    expect(names('demineralisde')).toEqual(['Demineralised water']);
    // Four letters: no typo allowed.
    expect(names('aqau')).toEqual([]);
    // Five to eight letters: one typo, not two.
    expect(names('ethenol')).toEqual(['Ethanol absolute']);
    expect(names('ethonal')).toEqual([]);
    expect(names('ethxnxl')).toEqual([]);
  });

  it('finds codes exactly: article number, UN with and without prefix, CAS, H and P parts', () => {
    expect(names('DC-1001-EN')).toEqual(['Acetone technical 99.5 %']);
    expect(names('dc1001en')).toEqual(['Acetone technical 99.5 %']);
    // Its leading part with a digit, as the server finds it; a bare letter prefix finds no code.
    expect(names('DC-1001')).toEqual(['Acetone technical 99.5 %']);
    expect(names('NA 200')).toEqual(['Ethanol absolute']);
    expect(names('1090')).toEqual(['Acetone technical 99.5 %']);
    expect(names('UN 1170')).toEqual(['Ethanol absolute']);
    expect(names('67-64-1')).toEqual(['Acetone technical 99.5 %']);
    expect(names('h319')).toEqual(['Ethanol absolute']);
    expect(names('EUH066')).toEqual(['Acetone technical 99.5 %']);
    expect(names('P351')).toEqual(['Acetone technical 99.5 %']);
    expect(names('1091')).toEqual([]);
  });

  it('finds a GTIN in any of its lengths, as a scanned EAN or a typed GTIN-14', () => {
    expect(names('4006381333931')).toEqual(['Ethanol absolute']);
    expect(names('04006381333931')).toEqual(['Ethanol absolute']);
    expect(names('4006381333932')).toEqual([]);
  });

  it('ranks code hits before word hits, then by name; lists everything by name without a search', () => {
    const codeNamed = syncedSheet({ name: 'Zinc 1090 paste', articleNumber: 'Z-1' });
    const both = new PackSearch([acetone, codeNamed].map((sheet) => entryOf(sheet)));
    expect(both.search('1090', 1, 25).items.map((item) => item.name)).toEqual([
      'Acetone technical 99.5 %',
    ]);
    expect(names('')).toEqual([
      '2-Propanol',
      'Acetone technical 99.5 %',
      'Demineralised water',
      'Ethanol absolute',
    ]);
  });

  it('finds a sheet by a formula or common name of a substance in its composition, as the server', () => {
    expect(names('EtOH')).toEqual(['Ethanol absolute']);
    expect(names('ethyl alcohol')).toEqual(['Ethanol absolute']);
    expect(names('alcool éthylique')).toEqual(['Ethanol absolute']);
    // The composition hit first, then what the name finds (`propanol` is two typos away).
    expect(names('propanone')).toEqual(['Acetone technical 99.5 %', '2-Propanol']);
    // A word that names no one substance finds what the names find, nothing more.
    expect(names('acid')).toEqual([]);
    expect(names('soda')).toEqual([]);
  });

  it('ranks a substance hit as a code hit: named and holding it, then holding it, then named', () => {
    const sheets = [
      syncedSheet({ name: 'HCl pump sprayer', casNumbers: [] }),
      syncedSheet({ name: 'Descaler Pro', casNumbers: ['7647-01-0'] }),
      syncedSheet({ name: 'HCl descaler', casNumbers: ['7647-01-0'] }),
    ];
    const hcl = new PackSearch(sheets.map((sheet) => entryOf(sheet)));
    const found = (search: string) => hcl.search(search, 1, 25).items.map((item) => item.name);
    expect(found('HCl')).toEqual(['HCl descaler', 'Descaler Pro', 'HCl pump sprayer']);
    expect(found('hcl')).toEqual(['HCl descaler', 'Descaler Pro', 'HCl pump sprayer']);
    expect(found('Salzsäure')).toEqual(['Descaler Pro', 'HCl descaler']);
    expect(found('hydrochloric acid')).toEqual(['Descaler Pro', 'HCl descaler']);
  });

  it('pages like the server: a page of hits and the total', () => {
    expect(pack.search('', 2, 3)).toEqual({ items: [sheetSummary(ethanol)], total: 4 });
  });
});
