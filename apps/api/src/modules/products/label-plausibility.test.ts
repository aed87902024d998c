import type { Pictogram, SignalWord } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { labelFindings, type LabelRegulation } from './label-plausibility.ts';

const check = (
  hCodes: string[],
  signalWord: SignalWord,
  pictograms: Pictogram[],
  regulation: LabelRegulation = 'eu-clp',
) =>
  labelFindings(hCodes, { signalWord, pictograms }, regulation).map(({ code, params }) => ({
    code,
    ...params,
  }));

describe('hazard statements, pictograms and signal word (CLP Annex I, Articles 20 and 26)', () => {
  it.each<[string, string[], SignalWord, Pictogram[]]>([
    ['a corrosive acid', ['H290', 'H314'], 'Danger', ['GHS05']],
    ['a solvent', ['H225', 'H319', 'H336', 'EUH066'], 'Danger', ['GHS02', 'GHS07']],
    [
      'a toxic liquid, the skull outranking the exclamation mark',
      ['H301', 'H332'],
      'Danger',
      ['GHS06'],
    ],
    ['eye damage with irritation', ['H318', 'H315'], 'Danger', ['GHS05']],
    ['a respiratory sensitiser', ['H317', 'H334'], 'Danger', ['GHS08']],
    ['a compressed flammable gas', ['H220', 'H280'], 'Danger', ['GHS02', 'GHS04']],
    ['oxygen', ['H270', 'H280'], 'Danger', ['GHS03', 'GHS04']],
    ['a reprotoxic statement with its effect letters', ['H360FD'], 'Danger', ['GHS08']],
    ['a combined statement', ['H302+H312+H332'], 'Warning', ['GHS07']],
    ['toxic to aquatic life only (Warning, GHS09)', ['H410'], 'Warning', ['GHS09']],
    ['chronic aquatic category 2 (GHS09, no signal word)', ['H411'], 'None', ['GHS09']],
    ['a flammable gas whose category the code does not tell', ['H221'], 'Warning', []],
    ['the same with its category 1B label', ['H221'], 'Danger', ['GHS02']],
    ['a water-reactive category 3', ['H261'], 'Warning', ['GHS02']],
    [
      'an organic peroxide type B: the flame is optional beside the bomb',
      ['H241'],
      'Danger',
      ['GHS01'],
    ],
    ['no classification', [], 'None', []],
    ['a US sheet with GHS statements CLP lacks', ['H227', 'H303', 'H320'], 'Warning', []],
    ['aspiration category 2 (GHS) explains the health hazard', ['H305'], 'Warning', ['GHS08']],
    [
      'an optional exclamation mark kept beside the skull',
      ['H301', 'H302'],
      'Danger',
      ['GHS06', 'GHS07'],
    ],
  ])('no finding for %s', (_what, hCodes, signalWord, pictograms) => {
    expect(check(hCodes, signalWord, pictograms)).toEqual([]);
  });

  it('asks for the pictogram a statement calls for', () => {
    expect(check(['H314'], 'Danger', [])).toEqual([
      { code: 'pictogram-missing', hCode: 'H314', pictogram: 'GHS05' },
    ]);
  });

  it('asks for the exclamation mark when a statement needs it for its own sake', () => {
    expect(check(['H301', 'H336'], 'Danger', ['GHS06'])).toEqual([
      { code: 'pictogram-missing', hCode: 'H336', pictogram: 'GHS07' },
    ]);
  });

  it('asks for the flame beside the bomb when the flame over circle is called for too', () => {
    expect(check(['H241', 'H271'], 'Danger', ['GHS01', 'GHS03'])).toEqual([
      { code: 'pictogram-missing', hCode: 'H241', pictogram: 'GHS02' },
    ]);
  });

  it('finds a pictogram no statement calls for', () => {
    expect(check(['H227'], 'Warning', ['GHS07'])).toEqual([
      { code: 'pictogram-unexplained', pictogram: 'GHS07' },
    ]);
    expect(check(['H319'], 'Warning', ['GHS07', 'GHS09'])).toEqual([
      { code: 'pictogram-unexplained', pictogram: 'GHS09' },
    ]);
  });

  it('does not judge pictograms a statement it does not know might call for', () => {
    expect(check(['H319', 'H999'], 'Warning', ['GHS07', 'GHS09'])).toEqual([]);
  });

  it('asks for a missing signal word, naming the statement that calls for the strongest', () => {
    expect(check(['H319', 'H225'], 'None', ['GHS02', 'GHS07'])).toEqual([
      { code: 'signal-word-missing', hCode: 'H225', signalWord: 'Danger' },
    ]);
    expect(check(['H319'], 'None', ['GHS07'])).toEqual([
      { code: 'signal-word-missing', hCode: 'H319', signalWord: 'Warning' },
    ]);
  });

  it('finds Warning where a statement calls for Danger', () => {
    expect(check(['H318'], 'Warning', ['GHS05'])).toEqual([
      { code: 'signal-word-weaker', hCode: 'H318', signalWord: 'Danger' },
    ]);
  });

  it('finds Danger where the statements call for Warning at most', () => {
    expect(check(['H315', 'H319'], 'Danger', ['GHS07'])).toEqual([
      { code: 'signal-word-stronger', signalWord: 'Danger' },
    ]);
  });

  it('finds a signal word no statement calls for', () => {
    expect(check(['H412'], 'Warning', [])).toEqual([
      { code: 'signal-word-unexplained', signalWord: 'Warning' },
    ]);
    expect(check(['H412', 'EUH208'], 'Danger', [])).toEqual([
      { code: 'signal-word-unexplained', signalWord: 'Danger' },
    ]);
  });

  it('does not judge a signal word without any hazard statement (OSHA combustible dust)', () => {
    expect(check([], 'Warning', [])).toEqual([]);
    expect(check(['EUH210'], 'Warning', [])).toEqual([]);
  });

  it('does not ask statements outside CLP for a signal word or pictogram', () => {
    expect(check(['H305', 'H227'], 'None', [])).toEqual([]);
  });

  it('asks nothing for environmental statements under OSHA or WHMIS, which do not adopt them', () => {
    expect(check(['H410'], 'None', [], 'other-ghs')).toEqual([]);
    expect(check(['H319', 'H400+H410'], 'Warning', ['GHS07'], 'other-ghs')).toEqual([]);
    expect(check(['H410'], 'Warning', ['GHS09'], 'other-ghs')).toEqual([]);
    expect(check(['H410'], 'None', [], 'eu-clp').map(({ code }) => code)).toEqual([
      'signal-word-missing',
      'pictogram-missing',
    ]);
  });
});
