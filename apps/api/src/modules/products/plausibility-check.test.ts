import { describe, expect, it } from 'vitest';
import { checkPlausibility } from './plausibility-check.ts';

const statements = (...codes: string[]) => codes.map((code) => ({ code, text: '' }));

describe('the plausibility check of a product', () => {
  it('finds nothing in consistent real-world products', () => {
    const acetone = {
      signalWord: 'Danger' as const,
      pictograms: ['GHS02' as const, 'GHS07' as const],
      hStatements: statements('H225', 'H319', 'H336', 'EUH066'),
      unNumber: '1090',
      adrClass: '3',
      packingGroup: 'II' as const,
    };
    const flashPoint = { minCelsius: -18, maxCelsius: -18, text: '-18 °C' };
    expect(
      checkPlausibility(acetone, { regulation: 'eu-clp', flashPoint, casNumbers: ['67-64-1'] }),
    ).toEqual([]);
    const sulphuricAcid = {
      signalWord: 'Danger' as const,
      pictograms: ['GHS05' as const],
      hStatements: statements('H290', 'H314'),
      unNumber: '1830',
      adrClass: '8',
      packingGroup: 'II' as const,
    };
    expect(checkPlausibility(sulphuricAcid)).toEqual([]);
  });

  it('gives each finding its field, in the editor order', () => {
    const findings = checkPlausibility(
      {
        signalWord: 'Warning',
        pictograms: [],
        hStatements: statements('H314'),
        unNumber: '1090',
        adrClass: '8',
        packingGroup: 'II',
      },
      {
        regulation: 'eu-clp',
        flashPoint: { minCelsius: 100, maxCelsius: null, text: '> 100 °C' },
        casNumbers: ['67-64-2'],
      },
    );
    expect(findings.map(({ code, field }) => `${field}: ${code}`)).toEqual([
      'signalWord: signal-word-weaker',
      'pictograms: pictogram-missing',
      'adrClass: adr-class-mismatch',
      'casNumbers: cas-check-digit',
    ]);
  });

  it('names each CAS number with a wrong check digit once, a right one never', () => {
    const product = {
      signalWord: 'None' as const,
      pictograms: [],
      hStatements: [],
      unNumber: null,
      adrClass: null,
      packingGroup: null,
    };
    const findings = checkPlausibility(product, {
      regulation: 'eu-clp',
      flashPoint: null,
      casNumbers: ['64-17-5', '64-17-6', '64-17-6'],
    });
    expect(findings).toEqual([
      { code: 'cas-check-digit', field: 'casNumbers', params: { casNumber: '64-17-6' } },
    ]);
  });
});
