import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zlibOfBlanks } from '../../../testing/bomb-streams.ts';
import { BOMB_DISGUISES, buildDecompressionBombPdf } from '../../../testing/hostile-pdfs.ts';
import { buildSdsPdf } from '../../../testing/sds-pdf-fixtures.ts';
import { refuseDecompressionBombs } from './decompression-guard.ts';

const BUDGET = 100 * 1024 * 1024;

/** Every disguise of a zlib bomb; LZW is no zlib and is left to the parser's memory cap. */
const ZLIB_DISGUISES = BOMB_DISGUISES.filter((disguise) => disguise !== 'lzw');

/** A one-object PDF: `dictionary` (its /Length added), `keyword` (`stream` and its line end), `data`. */
function pdfWithStream(dictionary: string, keyword: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Length ${data.length} ${dictionary} >>${keyword}`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('refuseDecompressionBombs', () => {
  it.each(ZLIB_DISGUISES)(
    'refuses a 1 MB PDF that inflates to 1 GB (%s) as pdf-too-large, within seconds',
    async (disguise) => {
      const bomb = buildDecompressionBombPdf(1024, disguise);
      expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
      const started = performance.now();

      await expect(refuseDecompressionBombs(bomb, BUDGET)).rejects.toMatchObject({
        name: 'ImportError',
        reason: 'pdf-too-large',
        message: expect.stringContaining(`more than ${BUDGET} bytes`),
      });

      expect(performance.now() - started).toBeLessThan(10_000);
    },
  );

  it('lets a real SDS through, its fonts and images inflated and counted', async () => {
    const pdf = await buildSdsPdf({ language: 'fr' });

    await expect(refuseDecompressionBombs(pdf, BUDGET)).resolves.toBeUndefined();
    // The same file against a budget smaller than its own streams: they were counted.
    await expect(refuseDecompressionBombs(pdf, 1_000)).rejects.toMatchObject({
      reason: 'pdf-too-large',
    });
  });

  it('counts a stream after whatever ends the line of its keyword, as pdf.js reads it', async () => {
    const bomb = pdfWithStream('/Filter /FlateDecode', ' stream  %junk\r', zlibOfBlanks(150));

    await expect(refuseDecompressionBombs(bomb, BUDGET)).rejects.toMatchObject({
      reason: 'pdf-too-large',
    });
  });

  it('counts a stream to its zlib end, past an endstream hidden in its data', async () => {
    // A stored (uncompressed) block carrying `endstream`, then the bomb's blocks.
    const hidden = Buffer.from('\nendstream\n', 'latin1');
    const storedBlock = Buffer.concat([
      Buffer.from([0x00, hidden.length, 0x00, ~hidden.length & 0xff, 0xff]),
      hidden,
    ]);
    const bomb = zlibOfBlanks(150);
    const data = Buffer.concat([bomb.subarray(0, 2), storedBlock, bomb.subarray(2, -4)]);

    await expect(
      refuseDecompressionBombs(pdfWithStream('/Filter /FlateDecode', '\nstream\n', data), BUDGET),
    ).rejects.toMatchObject({ reason: 'pdf-too-large' });
  });

  it('adds up many streams that each stay under the budget', async () => {
    const streams = Array.from({ length: 12 }, (_, index) =>
      Buffer.concat([
        Buffer.from(`${index + 1} 0 obj\n<< /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        zlibOfBlanks(10),
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]),
    );
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), ...streams]);

    await expect(refuseDecompressionBombs(pdf, BUDGET)).rejects.toMatchObject({
      reason: 'pdf-too-large',
    });
    await expect(refuseDecompressionBombs(pdf, 200 * 1024 * 1024)).resolves.toBeUndefined();
  });

  it('passes streams that are no zlib, or damaged, without failing', async () => {
    const damaged = deflateSync(Buffer.alloc(4_096, 0x41));
    damaged.fill(0xff, 20);
    const pdf = Buffer.concat([
      pdfWithStream('/Filter /DCTDecode', '\nstream\n', Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
      pdfWithStream('/Filter /FlateDecode', '\nstream\n', damaged),
    ]);

    await expect(refuseDecompressionBombs(pdf, BUDGET)).resolves.toBeUndefined();
  });
});
