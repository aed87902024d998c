// A truth label for the import-quality tests, with what a test needs changed.
import type { TruthLabel } from './truth-label.ts';

/** A labelled English REACH sheet of a flammable liquid; `overrides` change any part. */
export function testLabel(overrides: Partial<TruthLabel> = {}): TruthLabel {
  return {
    file: 'real-sds-eu/en/acetone.pdf',
    sha256: 'a'.repeat(64),
    language: 'en',
    format: 'EU REACH',
    isScan: false,
    name: 'Acetone',
    supplier: 'Example Chemicals Ltd',
    signalWord: 'Danger',
    hCodes: ['H225', 'H319', 'H336', 'EUH066'],
    pCodes: ['P210', 'P305+P351+P338'],
    unNumbers: ['UN1090'],
    pictograms: ['GHS02', 'GHS07'],
    revisionDate: '2021-04-05',
    version: '2.0',
    casNumbers: ['67-64-1'],
    emergencyPhone: '+44 1235 239 670',
    sections: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    notes: null,
    ...overrides,
  };
}
