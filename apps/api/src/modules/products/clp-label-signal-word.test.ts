import { describe, expect, it } from 'vitest';
import { labelSignalWordOf } from './clp-label-signal-word.ts';

describe('labelSignalWordOf', () => {
  it('gives Danger when any statement calls for it, Warning not beside it', () => {
    expect(labelSignalWordOf(['H226', 'H302', 'H318', 'H336'])).toBe('Danger');
    expect(labelSignalWordOf(['H225', 'H319'])).toBe('Danger');
  });

  it('gives Warning when the statements call for no more', () => {
    expect(labelSignalWordOf(['H226', 'H319', 'H336'])).toBe('Warning');
    expect(labelSignalWordOf(['H317', 'H227'])).toBe('Warning');
  });

  it('gives what every category of a statement carries at least', () => {
    expect(labelSignalWordOf(['H221'])).toBe('Warning');
    expect(labelSignalWordOf(['H221', 'H290'])).toBe('Warning');
  });

  it('reads combined and reproductive-toxicity codes by their statements', () => {
    expect(labelSignalWordOf(['H302+H332'])).toBe('Warning');
    expect(labelSignalWordOf(['H360FD'])).toBe('Danger');
  });

  it('suggests nothing from statements that carry no signal word, or none known', () => {
    expect(labelSignalWordOf([])).toBeNull();
    expect(labelSignalWordOf(['EUH208', 'EUH066'])).toBeNull();
    expect(labelSignalWordOf(['H413'])).toBeNull();
    expect(labelSignalWordOf(['H999'])).toBeNull();
  });
});
