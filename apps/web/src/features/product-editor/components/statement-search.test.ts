import { describe, expect, it } from 'vitest';
import { officialStatements } from '../../../testing/statement-fixtures.ts';
import { findStatements, isStatementOfKind } from './statement-search.ts';

const codes = (query: string, statements = officialStatements.items) =>
  findStatements(statements, query).map((statement) => statement.code);

describe('finding official statements', () => {
  it('ranks codes that start with the query first, then combined codes, then texts', () => {
    const statements = [
      { code: 'P305+P351+P338', text: 'IF IN EYES: rinse. Remove contact lenses.' },
      { code: 'P338', text: 'Remove contact lenses.' },
      { code: 'H319', text: 'Mentions P338 in its text.' },
    ];
    expect(codes('P338', statements)).toEqual(['P338', 'P305+P351+P338', 'H319']);
  });

  it('ignores case, spaces in codes and accents in texts', () => {
    expect(codes(' h 225 ')).toEqual(['H225']);
    const french = [{ code: 'H314', text: 'Provoque de graves brûlures de la peau.' }];
    expect(codes('brulures PEAU', french)).toEqual(['H314']);
  });

  it('lists everything for an empty query, for browsing', () => {
    expect(codes('')).toHaveLength(officialStatements.items.length);
  });

  it('sorts codes into the H/EUH list and the P list', () => {
    expect(isStatementOfKind('EUH066', 'H')).toBe(true);
    expect(isStatementOfKind('H225', 'P')).toBe(false);
    expect(isStatementOfKind('P305+P351+P338', 'P')).toBe(true);
  });
});
