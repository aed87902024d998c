import { describe, expect, it } from 'vitest';
import { readSdsText } from './read-sds-text.ts';

// A US sheet's label elements, texts without codes (as Fisher, Kerry, Clorox print them).
const usSheet = [
  '1. Identification',
  'Product name: Example Cleaner',
  '2. Hazard(s) identification',
  'Signal word Warning',
  'Hazard statements',
  'Causes serious eye irritation.',
  'Combustible liquid',
  'Precautionary statements',
  'Do not eat, drink or smoke when using this product.',
  'Keep out of reach of children if swallowed. See section 4.',
  '3. Composition/information on ingredients',
  'Ethanol 64-17-5 10-20 %. Causes skin irritation.',
].join('\n');

describe('statements a sheet prints as texts without codes', () => {
  it('are read by their official texts, in section 2 only', () => {
    const sheet = readSdsText(usSheet);
    expect(sheet?.hStatements.map(({ code }) => code)).toEqual(['H319', 'H227']);
    expect(sheet?.pStatements.map(({ code }) => code)).toEqual(['P270']);
  });
});
