import { describe, expect, it } from 'vitest';
import { readSdsText } from './read-sds-text.ts';

const codesOf = (text: string) => {
  const sheet = readSdsText(text);
  return {
    h: sheet?.hStatements.map(({ code }) => code),
    p: sheet?.pStatements.map(({ code }) => code),
  };
};

const sheetWithSection2 = (...section2: string[]) =>
  [
    '1. Identification',
    'Product name: Example Cleaner',
    '2. Hazard(s) identification',
    ...section2,
    '3. Composition/information on ingredients',
    'Ethanol 64-17-5 10-20 %. Causes skin irritation.',
    '4. First-aid measures',
  ].join('\n');

describe('statements a sheet prints as texts without codes', () => {
  it('are read by their official texts, in section 2 only', () => {
    const sheet = sheetWithSection2(
      'Signal word Warning',
      'Hazard statements',
      'Causes serious eye irritation.',
      'Combustible liquid',
      'Precautionary statements',
      'Do not eat, drink or smoke when using this product.',
      'Keep out of reach of children if swallowed. See section 4.',
    );
    expect(codesOf(sheet)).toEqual({ h: ['H319', 'H227'], p: ['P270'] });
  });

  it('are read from a label that runs on over wrapped lines, its list labels left aside', () => {
    const sheet = sheetWithSection2(
      'GHS label elements',
      'Signal word : Warning',
      'Hazard statements : Flammable liquid and vapor. Toxic to aquatic life',
      'with long lasting effects.',
      'Prevention : Keep away from heat, hot surfaces, sparks, open flames and other ignition',
      'sources. No smoking. Use explosion-proof electrical/ventilating/lighting equipment.',
      'Response : IF IN EYES: Rinse cautiously with water for several minutes. Remove contact',
      'lenses, if present and easy to do. Continue rinsing.',
      'Storage Store in a well-ventilated place. Keep cool.',
    );
    expect(codesOf(sheet)).toEqual({
      h: ['H226', 'H411'],
      p: ['P210', 'P241', 'P305+P351+P338', 'P403+P235'],
    });
  });

  it('are read one a line without full stops, as OSHA sheets list them', () => {
    const sheet = sheetWithSection2(
      'Label Elements',
      'Hazard Statements',
      'Highly flammable liquid and vapor',
      'Causes damage to organs through prolonged or repeated exposure',
      'Precautionary Statements',
      'Prevention',
      'Do not breathe dust/fume/gas/mist/vapors/spray',
      'Wash face, hands and any exposed skin thoroughly after handling',
      'Keep away from heat/sparks/open flames/hot surfaces. - No smoking',
    );
    expect(codesOf(sheet)).toEqual({ h: ['H225', 'H372'], p: ['P260', 'P264', 'P210'] });
  });

  it('leave out what the label does not carry: other hazards, and advice without a label', () => {
    const withHnoc = sheetWithSection2(
      'Hazard Statements',
      'Causes serious eye damage',
      'Hazards not otherwise classified (HNOC)',
      'Repeated exposure may cause skin dryness or cracking',
      'Other information',
      'Very toxic to aquatic life with long lasting effects.',
    );
    expect(codesOf(withHnoc).h).toEqual(['H318']);
    const withoutLabel = sheetWithSection2('Avoid prolonged exposure.', 'Do not breathe vapor.');
    expect(codesOf(withoutLabel).p).toEqual([]);
  });

  it('do not repeat, nor take the wrapped rest of, a statement printed with its code', () => {
    const sheet = sheetWithSection2(
      'Precautionary statements',
      'P305 + P351 + P310 - IF IN EYES: Rinse cautiously with water for several minutes. Immediately',
      'call a POISON CENTER or physician.',
      'P301+P330+P331 IF SWALLOWED: Rinse mouth.',
      'Do NOT induce vomiting.',
    );
    expect(codesOf(sheet).p).toEqual(['P305+P351+P310', 'P301+P330+P331']);
  });

  it("are the only ones when section 2 prints no codes: section 3 lists the ingredients' codes", () => {
    const sheet = sheetWithSection2('Hazard statements', 'Causes serious eye irritation.').replace(
      'Ethanol 64-17-5 10-20 %. Causes skin irritation.',
      'Ethanol 64-17-5 10-20 % Flam. Liq. 2, H225; Eye Irrit. 2, H319',
    );
    expect(codesOf(sheet)).toEqual({ h: ['H319'], p: [] });
  });

  it('are read beside the title of the supplemental label elements, which wraps around them', () => {
    const german = [
      '1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
      '2. Mögliche Gefahren',
      'Gefahrenhinweise Nicht eingestuft.',
      'Ergänzende Enthält Amides, C18 (unsaturated). Kann allergische Reaktionen hervorrufen.',
      'Kennzeichnungselemente Sicherheitsdatenblatt auf Anfrage erhältlich.',
      '2.3 Sonstige Gefahren',
      'Sicherheitsdatenblatt auf Anfrage erhältlich.',
      '3. Zusammensetzung/Angaben zu Bestandteilen',
      '4. Erste-Hilfe-Maßnahmen',
    ].join('\n');
    expect(codesOf(german).h).toEqual(['EUH208', 'EUH210']);
  });

  it('keep a valid statement that follows a deleted one before a colon', () => {
    const sheet = sheetWithSection2(
      'Precautionary Statements',
      'IF exposed: Call a POISON CENTER or doctor/physician',
      'IF SWALLOWED: Rinse mouth. Do NOT induce vomiting.',
    );
    expect(codesOf(sheet).p).toEqual(['P311', 'P301+P330+P331']);
  });

  it('keep the text as printed, its wrapped lines joined', () => {
    const sheet = sheetWithSection2(
      'Precautionary Statements',
      'IF SWALLOWED: Immediately call a',
      'POISON CENTER or doctor/physician.',
    );
    expect(readSdsText(sheet)?.pStatements).toEqual([
      {
        code: 'P301+P310',
        text: 'IF SWALLOWED: Immediately call a POISON CENTER or doctor/physician.',
      },
    ]);
  });

  it("are read from the whole text less the ingredients' sections when section 2 is not found", () => {
    const scan = [
      'SAFETY DATA SHEET',
      'Signal word: Warning',
      'H319 Causes serious eye irritation.',
      '3. Composition/information on ingredients',
      'Ethanol 64-17-5 Flam. Liq. 2 (H225)',
      '4. First-aid measures',
      '5. Fire-fighting measures',
      '6. Accidental release measures',
      '7. Handling and storage',
    ].join('\n');
    expect(codesOf(scan).h).toEqual(['H319']);
  });
});
