import { describe, expect, it } from 'vitest';
import { readSignalWord } from './sds-hazard-fields.ts';

// Layouts seen on real suppliers' sheets.
describe('the signal word of a sheet', () => {
  it.each([
    ['Signalwörter Gefahr', 'Danger'],
    ["Mentions d'avertissement Attention", 'Warning'],
    ['Signal Word: Danger', 'Danger'],
    ['Signaalwoord : Waarschuwing', 'Warning'],
  ] as const)('reads %j as %s', (line, expected) => {
    expect(readSignalWord(null, `2.2 Label elements\n${line}`)).toBe(expected);
  });

  it('takes no everyday word for a signal word', () => {
    expect(readSignalWord(null, 'Get medical attention. Danger of slipping.')).toBeNull();
  });
});
