import { describe, expect, it } from 'vitest';
import { flashPointFindings, type FlashPoint } from './flash-point-plausibility.ts';

const at = (min: number | null, max: number | null, text = 'x'): FlashPoint => ({
  minCelsius: min,
  maxCelsius: max,
  text,
});
const check = (hCodes: string[], flashPoint: FlashPoint | null) =>
  flashPointFindings(hCodes, flashPoint).map(({ code, params }) => ({ code, ...params }));

describe('the flash point against the flammable liquid statements (CLP Annex I 2.6)', () => {
  it.each<[string, string[], FlashPoint | null]>([
    ['H225 at -18 °C', ['H225', 'H319'], at(-18, -18)],
    ['H224 below 23 °C', ['H224'], at(null, 23)],
    ['H226 at 42 °C', ['H226', 'H315'], at(42, 42)],
    ['H226 for a gas oil at 70 °C', ['H226', 'H304'], at(70, 70)],
    ['H227 at 64 °C (a US sheet)', ['H227'], at(64, 64)],
    ['no flammable statement above 60 °C', ['H315'], at(67, 67)],
    [
      'no flammable statement from 35 to 60 °C (it may not sustain combustion)',
      ['H319'],
      at(46, 46),
    ],
    ['a flammable gas with a flash point', ['H220', 'H280'], at(-104, -104)],
    ['an aerosol whose contents flash below 0 °C', ['H222', 'H229'], at(-20, -20)],
    ['no hazard statements at all (an old MSDS)', [], at(25.6, 25.6)],
    ['no flash point', ['H225'], null],
    ['a lower bound that fits H226', ['H226'], at(23, null)],
  ])('no finding for %s', (_what, hCodes, flashPoint) => {
    expect(check(hCodes, flashPoint)).toEqual([]);
  });

  it('finds H225 with a flash point of 23 °C and above', () => {
    expect(check(['H225'], at(100, null, '> 100 °C'))).toEqual([
      { code: 'flash-point-mismatch', flashPoint: '> 100 °C', hCode: 'H225', expected: '< 23 °C' },
    ]);
  });

  it('finds H226 with a flash point below 23 °C or far above 60 °C', () => {
    expect(check(['H226'], at(12, 12, '12 °C'))).toEqual([
      { code: 'flash-point-mismatch', flashPoint: '12 °C', hCode: 'H226', expected: '23–60 °C' },
    ]);
    expect(check(['H226'], at(200, null, '> 200 °C'))).toHaveLength(1);
  });

  it('finds a classified product whose flash point makes it a flammable liquid it does not say', () => {
    expect(check(['H319'], at(13.9, 13.9, '13.9 °C'))).toEqual([
      { code: 'flash-point-unclassified', flashPoint: '13.9 °C', expected: ['H224', 'H225'] },
    ]);
    expect(check(['H302'], at(30, 30, '30 °C'))).toEqual([
      { code: 'flash-point-unclassified', flashPoint: '30 °C', expected: ['H226'] },
    ]);
  });
});
