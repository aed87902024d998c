import { describe, expect, it } from 'vitest';
import {
  isOfficialStatementCode,
  officialStatementCodeOf,
  officialStatementText,
  officialStatements,
  withOfficialTexts,
} from './clp-phrases.ts';

describe('the statements the portal knows', () => {
  it('knows the GHS statements CLP does not carry, with their English texts', () => {
    for (const code of ['H227', 'H303+H313', 'H320', 'H401', 'P316']) {
      expect(isOfficialStatementCode(code), code).toBe(true);
    }
    expect(withOfficialTexts([{ code: 'H227', text: '' }], 'de-DE')).toEqual([
      { code: 'H227', text: 'Combustible liquid' },
    ]);
    expect(officialStatementText('H320', 'fr-FR')).toBe('Causes eye irritation');
    expect(officialStatements('nl-NL').map(({ code }) => code)).toContain('H402');
  });

  it('keeps CLP texts in the product language and refuses codes nobody publishes', () => {
    expect(officialStatementText('H225', 'de-DE')).toMatch(
      /Flüssigkeit und Dampf leicht entzündbar/,
    );
    expect(isOfficialStatementCode('H999')).toBe(false);
  });

  it('finds the code of an official text a sheet prints without it', () => {
    expect(officialStatementCodeOf('Causes serious eye irritation.', 'en')).toBe('H319');
    expect(officialStatementCodeOf('causes  SERIOUS eye irritation', 'en')).toBe('H319');
    expect(officialStatementCodeOf('Verursacht schwere Augenreizung.', 'de')).toBe('H319');
    expect(officialStatementCodeOf('Combustible liquid', 'en')).toBe('H227');
    expect(officialStatementCodeOf('Causes eye irritation in rabbits.', 'en')).toBeUndefined();
  });
});
