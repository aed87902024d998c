import { emptyProductContent, type ProductContent } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { compareContents } from './compare-versions.ts';

const base: ProductContent = {
  ...emptyProductContent('Thinner'),
  signalWord: 'Warning',
  pictograms: ['GHS02'],
  unNumber: '1263',
  hStatements: [
    { code: 'H225', text: '' },
    { code: 'H319', text: '' },
  ],
  personalProtection: 'Wear nitrile gloves and safety goggles.',
};

describe('comparing two versions', () => {
  it('finds nothing between the same content', () => {
    expect(compareContents(base, structuredClone(base))).toEqual([]);
  });

  it('names codes added and removed, values before and after, and the words of a section', () => {
    const next: ProductContent = {
      ...base,
      signalWord: 'Danger',
      pictograms: ['GHS02', 'GHS07'],
      unNumber: null,
      hStatements: [
        { code: 'H225', text: '' },
        { code: 'H317', text: '' },
      ],
      personalProtection: 'Wear butyl gloves and safety goggles.',
    };
    expect(compareContents(base, next)).toEqual([
      { field: 'signalWord', kind: 'value', before: 'Warning', after: 'Danger' },
      { field: 'pictograms', kind: 'codes', added: ['GHS07'], removed: [] },
      { field: 'unNumber', kind: 'value', before: '1263', after: null },
      {
        field: 'personalProtection',
        kind: 'text',
        parts: [
          { change: 'same', text: 'Wear ' },
          { change: 'removed', text: 'nitrile' },
          { change: 'added', text: 'butyl' },
          { change: 'same', text: ' gloves and safety goggles.' },
        ],
      },
      { field: 'hStatements', kind: 'codes', added: ['H317'], removed: ['H319'] },
    ]);
  });

  it('counts a statement whose own words changed as removed and added again', () => {
    const next = {
      ...base,
      hStatements: [
        { code: 'H225', text: 'Highly flammable.' },
        { code: 'H319', text: '' },
      ],
    };
    expect(compareContents(base, next)).toEqual([
      { field: 'hStatements', kind: 'codes', added: ['H225'], removed: ['H225'] },
    ]);
  });

  it('gives a rewritten section whole, a lightly edited one word by word', () => {
    const long = (word: string) => Array.from({ length: 400 }, (_, i) => `${word}${i}`).join(' ');
    const from = { ...base, hazards: long('a'), firstAid: long('b'), usage: long('c') };
    const to = { ...from, hazards: long('a').replace('a200', 'x'), firstAid: long('d') };
    const [hazards, firstAid, ...others] = compareContents(from, to);
    expect(others).toEqual([]);
    expect(hazards?.kind === 'text' && hazards.parts.map((part) => part.change)).toEqual([
      'same',
      'removed',
      'added',
      'same',
    ]);
    expect(firstAid).toEqual({
      field: 'firstAid',
      kind: 'text',
      parts: [
        { change: 'removed', text: long('b') },
        { change: 'added', text: long('d') },
      ],
    });
  });
});
