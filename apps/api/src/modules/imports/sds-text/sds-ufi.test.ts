import { describe, expect, it } from 'vitest';
import { readUfi } from './sds-ufi.ts';

describe('reading a UFI from an SDS’s text', () => {
  it('reads the UFI as sheets print it, in groups with hyphens, spaces or none', () => {
    expect(readUfi('1.1 Product identifier\nTrade name : Argon\n: UFI: 43J0-U0VX-V007-FUKS')).toBe(
      '43J0-U0VX-V007-FUKS',
    );
    expect(readUfi('UFI 43J0 U0VX V007 FUKS')).toBe('43J0-U0VX-V007-FUKS');
    expect(readUfi('Unique formula identifier (UFI): 43j0u0vxv007fuks')).toBe(
      '43J0-U0VX-V007-FUKS',
    );
    expect(readUfi('UFI : NQ59–G0AA–J00S–AWXV')).toBe('NQ59-G0AA-J00S-AWXV');
  });

  it('skips a misprinted UFI (check character) for a later right one, and reads none without its label', () => {
    expect(readUfi('UFI: 43J0-U0VX-V007-FUKT\nUFI: 5HY7-A0FE-X00H-W3MX')).toBe(
      '5HY7-A0FE-X00H-W3MX',
    );
    expect(readUfi('UFI: 43J0-U0VX-V007-FUKT')).toBeNull();
    expect(readUfi('Product code 43J0-U0VX-V007-FUKS')).toBeNull();
    expect(readUfi('UFI: 43J0-U0VX-V007-FUKS7')).toBeNull();
    expect(readUfi('No UFI required (substance)')).toBeNull();
  });
});
