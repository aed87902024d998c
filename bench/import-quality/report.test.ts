import { describe, expect, it } from 'vitest';
import { formatTable, percent } from './report.ts';

describe('formatTable', () => {
  it('pads the first column to the left and the others to the right', () => {
    const table = formatTable(
      ['field', 'right'],
      [
        ['name', '73 %'],
        ['signalWord', '100 %'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'field       right',
      '──────────  ─────',
      'name         73 %',
      'signalWord  100 %',
    ]);
  });
});

describe('percent', () => {
  it('rounds a share and shows nothing to share as a dash', () => {
    expect(percent(0.734)).toBe('73 %');
    expect(percent(null)).toBe('–');
  });
});
