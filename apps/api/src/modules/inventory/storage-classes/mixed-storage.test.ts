import { describe, expect, it } from 'vitest';
import {
  cellOf,
  mixedStorage,
  mixedStorageConflicts,
  mixedStorageTable,
  ruleOf,
  type TableClass,
} from './mixed-storage.ts';

const table = mixedStorageTable();
const CLASSES: TableClass[] = [
  '1', '2A', '2B', '3', '4.1A', '4.1B', '4.2', '4.3', '5.1A', '5.1B', '5.1C', '5.2',
  '6.1A', '6.1B', '6.1C', '6.1D', '6.2', '7', '8A', '8B', '10', '11', '12', '13',
]; // prettier-ignore
const pairs = CLASSES.flatMap((a) => CLASSES.map((b) => [a, b] as const));

describe('the transcription of TRGS 510 Tabelle 12', () => {
  it('has the 24 classes in the order of the table, and 24 cells in each of 24 rows', () => {
    expect(table.classes).toEqual(CLASSES);
    expect(table.rows).toHaveLength(24);
    for (const row of table.rows) expect(row.split(' ')).toHaveLength(24);
  });

  it('holds only symbols of the table in its cells', () => {
    for (const [a, b] of pairs) expect(cellOf(a, b)).toMatch(/^(?:[+\-R]|[1-9])$/);
  });

  it.each(pairs)('reads %s × %s the same both ways round (symmetric)', (a, b) => {
    expect(cellOf(a, b)).toBe(cellOf(b, a));
  });

  it.each(pairs)('answers %s × %s with the rule of the transcribed cell', (a, b) => {
    const cell = mixedStorage(a, b);
    expect({ rule: cell.rule, note: cell.note }).toEqual(ruleOf(cellOf(a, b)));
    expect(mixedStorage(b, a)).toEqual(cell);
  });

  it('marks as verified exactly the cells a source was checked for', () => {
    const checked = new Set(table.verified.flatMap((c) => [`${c.a}|${c.b}`, `${c.b}|${c.a}`]));
    const verified = pairs.filter(([a, b]) => mixedStorage(a, b).verified);
    expect(verified.map(([a, b]) => `${a}|${b}`).sort()).toEqual([...checked].sort());
    // 12 cells of row 3 (BG RCI), the 24 of row 12 and 5 of row 5.2 (GisChem), counted once.
    expect(new Set(table.verified.map((c) => [c.a, c.b].sort().join('|'))).size).toBe(40);
  });

  it('agrees with every verified cell', () => {
    for (const cell of table.verified) expect(cellOf(cell.a, cell.b)).toBe(cell.value);
  });
});

describe('the cells the reachable sources state', () => {
  it('keeps flammable liquids (3) apart from the twelve classes BG RCI lists, and no others', () => {
    const separate = ['1', '2A', '4.1A', '4.1B', '4.2', '4.3', '5.1A', '5.1C', '5.2', '6.1B', '6.2', '7'];
    for (const b of CLASSES) {
      expect(mixedStorage('3', b).rule === 'separate', `3 × ${b}`).toBe(separate.includes(b));
    }
  }); // prettier-ignore

  it('gives LGK 12 what GisChem says of it', () => {
    const expected: Record<string, ReturnType<typeof ruleOf>> = {
      '1': { rule: 'separate', note: null },
      '6.2': { rule: 'separate', note: null },
      '7': { rule: 'separate', note: null },
      '4.1A': { rule: 'restricted', note: 1 },
      '5.1C': { rule: 'restricted', note: 1 },
      '4.3': { rule: 'restricted', note: null },
    };
    for (const b of CLASSES) {
      const { rule, note, verified } = mixedStorage('12', b);
      expect({ rule, note }, `12 × ${b}`).toEqual(expected[b] ?? { rule: 'together', note: null });
      expect(verified).toBe(true);
    }
  });

  it('gives organic peroxides (5.2) what GisChem says of them', () => {
    for (const b of ['12', '13'] as const) {
      expect(mixedStorage('5.2', b)).toEqual({ rule: 'together', note: null, verified: true });
    }
    for (const b of ['10', '11', '4.1A'] as const) {
      expect(mixedStorage('5.2', b)).toEqual({ rule: 'restricted', note: null, verified: true });
    }
    // "Not together with other substances": the rest of the row, where the source is cut off
    // before its list of exceptions ends, is not verified.
    expect(mixedStorage('5.2', '8B')).toEqual({ rule: 'separate', note: null, verified: false });
  });

  it('says which cells are not verified', () => {
    expect(mixedStorage('6.1A', '8B')).toEqual({ rule: 'together', note: null, verified: false });
    expect(mixedStorage('2A', '8A')).toEqual({ rule: 'restricted', note: 2, verified: false });
  });
});

describe('10-13, as sheets give it', () => {
  it('takes the strictest of 10, 11, 12 and 13', () => {
    // 5.1A with 10 and 11 is separate, with 12 and 13 together.
    expect(mixedStorage('10-13', '5.1A').rule).toBe('separate');
    expect(mixedStorage('5.1A', '10-13').rule).toBe('separate');
    expect(mixedStorage('10-13', '10-13').rule).toBe('together');
  });

  it('is verified only when all four cells are', () => {
    expect(mixedStorage('10-13', '1')).toEqual({ rule: 'separate', note: null, verified: false });
    expect(mixedStorage('12', '1').verified).toBe(true);
  });
});

describe('the conflicts at a location', () => {
  it('lists each pair that is not simply together, separate ones first, with the reason', () => {
    expect(mixedStorageConflicts(['3', '8B', '12', '5.1A', '3'])).toEqual([
      { a: '3', b: '5.1A', rule: 'separate', note: null, verified: true },
      { a: '8B', b: '5.1A', rule: 'restricted', note: null, verified: false },
    ]);
  });

  it('includes a class with itself where the table restricts it', () => {
    expect(mixedStorageConflicts(['1'])).toEqual([
      { a: '1', b: '1', rule: 'restricted', note: 1, verified: false },
    ]);
  });

  it('finds nothing where everything may be stored together', () => {
    expect(mixedStorageConflicts(['6.1C', '8A', '10', '13'])).toEqual([]);
    expect(mixedStorageConflicts([])).toEqual([]);
  });
});
