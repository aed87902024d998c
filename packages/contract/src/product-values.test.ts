import { describe, expect, it } from 'vitest';
import {
  SupplierEmailInput,
  SupplierPhoneInput,
  UfiInput,
  isSupplierEmail,
  isSupplierPhone,
  normalisedUfi,
} from './product-values.ts';

describe('UFI', () => {
  it('takes real sheets’ UFIs, in any case, with spaces or hyphens or none, grouped by hyphens', () => {
    for (const ufi of ['43J0-U0VX-V007-FUKS', 'NQ59-G0AA-J00S-AWXV', '5HY7-A0FE-X00H-W3MX']) {
      expect(normalisedUfi(ufi)).toBe(ufi);
      expect(normalisedUfi(ufi.replace(/-/g, ' ').toLowerCase())).toBe(ufi);
      expect(normalisedUfi(ufi.replace(/-/g, ''))).toBe(ufi);
    }
  });

  it('refuses a changed character, two swapped ones, letters outside the alphabet and other lengths', () => {
    expect(normalisedUfi('43J0-U0VX-V007-FUKT')).toBeNull();
    expect(normalisedUfi('34J0-U0VX-V007-FUKS')).toBeNull();
    expect(normalisedUfi('43J0-U0VX-V0O7-FUKS')).toBeNull();
    expect(normalisedUfi('43J0-U0VX-V007-FUK')).toBeNull();
    expect(normalisedUfi('')).toBeNull();
  });

  it('is written by a key user as XXXX-XXXX-XXXX-XXXX, empty stays empty, a wrong one is refused', () => {
    expect(UfiInput.parse(' 43j0 u0vx v007 fuks ')).toBe('43J0-U0VX-V007-FUKS');
    expect(UfiInput.parse('')).toBe('');
    expect(UfiInput.safeParse('43J0-U0VX-V007-FUKT').success).toBe(false);
  });
});

describe('the supplier’s e-mail address and telephone', () => {
  it('takes addresses and numbers as real sheets print them', () => {
    for (const email of [
      'MSDSadvice@bp.com',
      'begel.sdsdesk@thermofisher.com',
      'sds@symrise.com',
    ]) {
      expect(isSupplierEmail(email)).toBe(true);
    }
    for (const phone of [
      '(49) (2324) 6890',
      '+44(0)3457 020202',
      '+33.1.40.88.73.42',
      '+1 973 245-6000',
      '+49 / (0)5531 / 90-0',
    ]) {
      expect(isSupplierPhone(phone)).toBe(true);
    }
  });

  it('refuses an address of another form and a number with words or too few digits', () => {
    for (const email of ['sds at example.com', 'sds@example', '@example.com', 'a b@example.com']) {
      expect(isSupplierEmail(email)).toBe(false);
    }
    for (const phone of ['+49 551 19240 (24 h)', 'see website', '112', 'Tel: 0800 123 456']) {
      expect(isSupplierPhone(phone)).toBe(false);
    }
  });

  it('is typed by a key user trimmed, empty stays empty, a wrong one is refused', () => {
    expect(SupplierEmailInput.parse(' sds@example.com ')).toBe('sds@example.com');
    expect(SupplierEmailInput.parse('')).toBe('');
    expect(SupplierEmailInput.safeParse('sds at example').success).toBe(false);
    expect(SupplierPhoneInput.parse(' +31 10 123 45 67 ')).toBe('+31 10 123 45 67');
    expect(SupplierPhoneInput.safeParse('+31 10 123 45 67 (office hours)').success).toBe(false);
    expect(SupplierPhoneInput.safeParse(`+${'1'.repeat(64)}`).success).toBe(false);
  });
});
