import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  companyCodeLookupHash,
  decryptCompanyCode,
  encryptCompanyCode,
  normaliseCompanyCode,
} from './company-code-protection.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deriveSecretKeys } from './secret-keys.ts';

const keys = deriveSecretKeys(randomBytes(32));

describe('company code protection', () => {
  it('treats codes alike whatever their case and separators', () => {
    expect(normaliseCompanyCode('k7qx-m2pd 9wzr_4tna')).toBe('K7QXM2PD9WZR4TNA');
    expect(companyCodeLookupHash(keys, 'demo-user-2026')).toBe(
      companyCodeLookupHash(keys, 'DEMO USER 2026'),
    );
  });

  it('hashes with a key, so another installation finds nothing with the same code', () => {
    const other = deriveSecretKeys(randomBytes(32));
    expect(companyCodeLookupHash(keys, 'DEMO-USER-2026')).not.toBe(
      companyCodeLookupHash(other, 'DEMO-USER-2026'),
    );
  });

  it('encrypts a code so it can be read back, and never the same way twice', () => {
    const first = encryptCompanyCode(keys, 'K7QX-M2PD-9WZR-4TNA');
    expect(first).not.toContain('K7QX');
    expect(encryptCompanyCode(keys, 'K7QX-M2PD-9WZR-4TNA')).not.toBe(first);
    expect(decryptCompanyCode(keys, first)).toBe('K7QX-M2PD-9WZR-4TNA');
  });

  it('refuses a tampered ciphertext or another key', () => {
    const stored = encryptCompanyCode(keys, 'K7QX-M2PD-9WZR-4TNA');
    const [iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() =>
      decryptCompanyCode(keys, [iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => decryptCompanyCode(deriveSecretKeys(randomBytes(32)), stored)).toThrow();
  });
});

describe('passwords', () => {
  it('are hashed with argon2id and verified', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
