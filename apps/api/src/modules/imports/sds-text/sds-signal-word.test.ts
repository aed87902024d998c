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

  it('is none where its label says so, whatever word stands alone elsewhere', () => {
    const section2 = ["Mention d’avertissement Pas de mention d'avertissement.", 'danger'];
    expect(readSignalWord(section2, section2.join('\n'))).toBe('None');
  });

  it('reads a line of section 2 that is the word alone, also as a label column value', () => {
    expect(
      readSignalWord(['Signal word', 'Hazard statements', ': Category 2A', ': Warning'], ''),
    ).toBe('Warning');
  });

  it("reads a pre-GHS emergency overview's word when no GHS label gives one", () => {
    const overview = 'Emergency overview                  DANGER\n\nCorrosive. Causes burns.';
    expect(readSignalWord(null, `2. Hazards Identification\n${overview}`)).toBe('Danger');
    expect(readSignalWord(null, 'EMERGENCY OVERVIEW: WARNING! Flammable liquid.')).toBe('Warning');
    // CAUTION has no GHS equivalent; a sentence that starts the overview is no word.
    expect(readSignalWord(null, 'Emergency Overview CAUTION! May cause irritation.')).toBeNull();
    expect(readSignalWord(null, 'Emergency overview\nDanger of slipping on spills.')).toBeNull();
    // The GHS label wins over an older overview printed beside it.
    expect(readSignalWord(null, 'Emergency overview DANGER\nSignal word: Warning')).toBe('Warning');
  });

  it('takes no everyday word for a signal word', () => {
    expect(readSignalWord(null, 'Get medical attention. Danger of slipping.')).toBeNull();
  });
});
