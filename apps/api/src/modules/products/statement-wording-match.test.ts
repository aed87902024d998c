import { describe, expect, it } from 'vitest';
import { officialStatementCodeOf } from './clp-phrases.ts';
import { mendBrokenWords } from './statement-wording-match.ts';

const codeOf = (text: string) => officialStatementCodeOf(text, 'en');

describe('statements printed in their words, without their codes', () => {
  it('reads American spelling and the GHS and OSHA wordings as the CLP texts', () => {
    expect(codeOf('Highly flammable liquid and vapor')).toBe('H225');
    expect(codeOf('May intensify fire; oxidizer')).toBe('H272');
    expect(codeOf('Keep away from heat/sparks/open flames/hot surfaces. - No smoking')).toBe(
      'P210',
    );
    expect(codeOf('Use only non-sparking tools.')).toBe('P242');
    expect(codeOf('In case of fire: Use CO2, dry chemical, or foam for extinction')).toBe(
      'P370+P378',
    );
  });

  it('takes the choices a supplier made among those the regulation offers', () => {
    expect(codeOf('Avoid breathing vapor.')).toBe('P261');
    expect(codeOf('Wear protective gloves/eye protection/face protection.')).toBe('P280');
    expect(codeOf('Wear protective gloves and eye protection')).toBe('P280');
    expect(codeOf('Wash with plenty of soap and water.')).toBe('P352');
    expect(codeOf('Dispose of contents/container to an approved waste disposal plant')).toBe(
      'P501',
    );
    expect(codeOf('Rinse skin with water.')).toBe('P353');
  });

  it('prefers the wording whose fixed words say more to a blank filled in', () => {
    expect(codeOf('Causes damage to organs through prolonged or repeated exposure')).toBe('H372');
    expect(codeOf('Causes damage to organs (liver, kidney) if swallowed')).toBe('H370');
    expect(codeOf('Store in a well-ventilated place. Keep cool.')).toBe('P403+P235');
  });

  it('tells statements apart by every word that carries meaning', () => {
    expect(codeOf('Causes eye irritation')).toBe('H320');
    expect(codeOf('Causes serious eye irritation')).toBe('H319');
    expect(codeOf('Flammable liquid and vapour.')).toBe('H226');
    expect(codeOf('Toxic to aquatic life')).toBe('H401');
    expect(codeOf('Very toxic to aquatic life')).toBe('H400');
  });

  it('matches no other text, nor a blank or a choice standing alone', () => {
    expect(codeOf('Causes eye irritation in rabbits.')).toBeUndefined();
    expect(codeOf('Avoid breathing.')).toBeUndefined();
    expect(codeOf('Wash hands. Keep cool.')).toBeUndefined();
    expect(officialStatementCodeOf('Nicht rauchen.', 'de')).toBeUndefined();
    expect(codeOf('Explosive')).toBeUndefined();
  });

  it('joins words a text layer broke with a space, never two real words', () => {
    expect(codeOf('IF SWALL OWED: Immediately call a POISON CENTER/ doctor.')).toBe('P301+P310');
    expect(codeOf('If skin ir ritation occurs: Get medical advice/attention.')).toBe('P332+P313');
    expect(codeOf('Keep awa y from heat/sparks/open flames/hot surfaces. No smoking.')).toBe(
      'P210',
    );
    expect(
      mendBrokenWords(['in', 'to', 'cont', 'act'], new Set(['in', 'to', 'into', 'contact'])),
    ).toEqual(['in', 'to', 'contact']);
  });
});
