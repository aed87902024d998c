import { constants, deflateRawSync } from 'node:zlib';

const BLANK = 0x20;
const MEGABYTE = 1024 * 1024;
const ADLER_MODULUS = 65_521n;

/**
 * A zlib stream of `megabytes` MB of blanks, made without holding them: one megabyte deflated
 * and fully flushed (so it depends on nothing before it) is repeated, then the final block and
 * the Adler-32 of the whole. About 1 kB per megabyte, as a deflate bomb is.
 */
export function zlibOfBlanks(megabytes: number): Buffer {
  const megabyteBlock = deflateRawSync(Buffer.alloc(MEGABYTE, BLANK), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const finalBlock = deflateRawSync(Buffer.alloc(0));
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32OfBlanks(BigInt(megabytes * MEGABYTE)));
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: megabytes }, () => megabyteBlock),
    finalBlock,
    checksum,
  ]);
}

/** Adler-32 of `count` blanks: a = 1 + Σ byte, b = Σ of a after each byte. */
function adler32OfBlanks(count: bigint): number {
  const blank = BigInt(BLANK);
  const a = (1n + count * blank) % ADLER_MODULUS;
  const b = (count + (blank * count * (count + 1n)) / 2n) % ADLER_MODULUS;
  return Number((b << 16n) | a);
}

/** The widest code before the table is cleared: pdf.js's LZW table holds 4,096 entries. */
const LAST_CODE = 4_000;
const CLEAR_CODE = 256;
const END_CODE = 257;
const FIRST_FREE_CODE = 258;

/**
 * An LZWDecode stream (EarlyChange 1) of at least `megabytes` MB of blanks: codes for ever
 * longer runs (each new code is the last run and one more blank), the table cleared before it
 * fills. About 1.3 kB per megabyte, and no zlib in sight for a guard that only inflates.
 */
export function lzwOfBlanks(megabytes: number): Buffer {
  const bits = new BitWriter();
  let written = 0;
  while (written < megabytes * MEGABYTE) {
    bits.write(CLEAR_CODE, 9);
    bits.write(BLANK, 9);
    written += 1;
    let nextCode = FIRST_FREE_CODE;
    let width = 9;
    // Each code read adds an entry before the next is read, and widens the codes as pdf.js does.
    for (let code = FIRST_FREE_CODE; code <= LAST_CODE; code += 1) {
      bits.write(code, width);
      written += code - FIRST_FREE_CODE + 2;
      nextCode += 1;
      if (((nextCode + 1) & nextCode) === 0) width = Math.min(12, Math.log2(nextCode + 1) + 1);
    }
    bits.write(CLEAR_CODE, width);
  }
  bits.write(END_CODE, 9);
  return bits.bytes();
}

/** Codes packed most significant bit first, as LZWDecode reads them. */
class BitWriter {
  private readonly output: number[] = [];
  private pending = 0;
  private pendingBits = 0;

  write(code: number, width: number): void {
    this.pending = (this.pending << width) | code;
    this.pendingBits += width;
    while (this.pendingBits >= 8) {
      this.pendingBits -= 8;
      this.output.push((this.pending >>> this.pendingBits) & 0xff);
    }
    this.pending &= (1 << this.pendingBits) - 1;
  }

  bytes(): Buffer {
    const tail = this.pendingBits > 0 ? [(this.pending << (8 - this.pendingBits)) & 0xff] : [];
    return Buffer.from([...this.output, ...tail]);
  }
}
