import { describe, expect, it } from 'vitest';
import { hashAuthCode } from './auth-code-hash.ts';

// FIPS 180-2 test vectors, split between code and device id as the header joins them.
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const TWO_BLOCKS = '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1';
const TWO_BLOCK_INPUT = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';

describe('AuthCode hash', () => {
  it('is SHA-256 of authCode followed by deviceGuid with Web Crypto', async () => {
    expect(await hashAuthCode('ab', 'c')).toBe(ABC);
    expect(await hashAuthCode(TWO_BLOCK_INPUT.slice(0, 20), TWO_BLOCK_INPUT.slice(20))).toBe(
      TWO_BLOCKS,
    );
  });

  it('gives the same hash without Web Crypto, as on plain http', async () => {
    expect(await hashAuthCode('ab', 'c', null)).toBe(ABC);
    expect(await hashAuthCode(TWO_BLOCK_INPUT.slice(0, 20), TWO_BLOCK_INPUT.slice(20), null)).toBe(
      TWO_BLOCKS,
    );
    expect(await hashAuthCode('Ünïcødé-code', 'dev', null)).toBe(
      await hashAuthCode('Ünïcødé-code', 'dev'),
    );
  });
});
