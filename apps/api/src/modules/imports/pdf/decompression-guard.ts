import { constants, inflateSync } from 'node:zlib';
import { ImportError } from '../imported-sheet.ts';

const STREAM_KEYWORD = /stream\r?\n/g;
const END_STREAM = 'endstream';
/** How far before `stream` its dictionary may start. */
const DICTIONARY_REACH = 4_096;
const IMAGE = /\/Subtype\s*\/Image/;

/**
 * Refuses a PDF whose compressed streams inflate to more than `maxBytes` together (a zip bomb
 * in PDF clothing: a few hundred kB that pdf.js would inflate to gigabytes). The parser
 * thread's heap limit does not cover these bytes (they live in ArrayBuffers outside the V8
 * heap), so they are counted here first, with zlib stopping each stream at the budget left.
 * Streams that do not inflate (encrypted, damaged, other filters) are left to pdf.js.
 */
export function refuseDecompressionBombs(pdf: Uint8Array, maxBytes: number): void {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const text = bytes.toString('latin1');
  let budget = maxBytes;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const start = match.index + match[0].length;
    const dictionary = text.slice(Math.max(0, match.index - DICTIONARY_REACH), match.index);
    const objectStart = dictionary.lastIndexOf(' obj');
    const ownDictionary = objectStart >= 0 ? dictionary.slice(objectStart) : dictionary;
    // Images are never inflated to read text; only the streams pdf.js would inflate count.
    if (!ownDictionary.includes('/FlateDecode') || IMAGE.test(ownDictionary)) continue;
    const end = text.indexOf(END_STREAM, start);
    if (end < 0) break;
    budget -= inflatedSize(bytes.subarray(start, end), budget);
    if (budget < 0) {
      throw new ImportError(
        'pdf-too-large',
        `The PDF's streams inflate to more than ${maxBytes} bytes`,
      );
    }
  }
}

/** The inflated size of one stream, or one more than the budget when it would exceed it. */
function inflatedSize(stream: Buffer, budget: number): number {
  try {
    return inflateSync(stream, {
      maxOutputLength: Math.max(1, budget),
      finishFlush: constants.Z_SYNC_FLUSH,
    }).length;
  } catch (error) {
    if (error instanceof RangeError) return budget + 1;
    return 0;
  }
}
