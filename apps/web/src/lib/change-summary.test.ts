import { describe, expect, it } from 'vitest';
import { changeSummaryLine } from './change-summary.ts';

const texts = {
  added: '{{codes}} added',
  removed: '{{codes}} removed',
  changed: '{{field}} changed',
  fields: { personalProtection: 'Personal protection', hStatements: 'H statements' },
};

describe('the one line of an approved change', () => {
  it('names codes added and removed, and other fields by their label', () => {
    const line = changeSummaryLine(
      [
        { field: 'hStatements', added: ['H317', 'H334'], removed: ['H319'] },
        { field: 'personalProtection', added: [], removed: [] },
        { field: 'newField', added: [], removed: [] },
      ],
      texts,
    );
    expect(line).toBe(
      'H317, H334 added; H319 removed; Personal protection changed; newField changed',
    );
  });

  it('is empty when nothing changed', () => {
    expect(changeSummaryLine([], texts)).toBe('');
  });
});
