import { constants, createInflate, type Inflate } from 'node:zlib';
import { ImportError } from '../imported-sheet.ts';

/** `stream` as a keyword, not the end of `endstream`. */
const STREAM_KEYWORD = /(?<!end)stream/g;
/** Filters nest ([/FlateDecode /FlateDecode]); each layer that is zlib again is counted too. */
const MAX_LAYERS = 8;
/** Output is counted a chunk at a time; big chunks keep a 100 MB count to a few hundred events. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Refuses a PDF whose zlib streams inflate to more than `maxBytes` together (a zip bomb in
 * PDF clothing: a few hundred kB that pdf.js would inflate to gigabytes), before pdf.js opens
 * it, so that the common bomb fails fast and says why. It reads no syntax but where pdf.js
 * starts a stream's data: every stream that begins like zlib is inflated, whatever its
 * dictionary says (the filter abbreviated as /Fl, in an array, behind a reference, or the
 * stream dressed as an image that a page uses as its contents), layer after layer while the
 * output is zlib again, counting the bytes and keeping none. What it cannot inflate (LZW,
 * RunLength, ASCII85 before Flate, encrypted streams) is bounded by the parser process's
 * memory cap, not here (decision 0031).
 */
export async function refuseDecompressionBombs(pdf: Uint8Array, maxBytes: number): Promise<void> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let budget = maxBytes;
  for (const start of streamDataStarts(bytes)) {
    if (!isZlibHeader(bytes, start)) continue;
    budget -= await inflatedSize(bytes.subarray(start), budget);
    if (budget < 0) {
      throw new ImportError(
        'pdf-too-large',
        `The PDF's streams inflate to more than ${maxBytes} bytes`,
      );
    }
  }
}

/**
 * Where each stream's data starts, as pdf.js finds it: after the `stream` keyword it skips the
 * rest of the line, ended by CR, CR LF or LF. Keywords on one line share that start.
 */
function* streamDataStarts(bytes: Buffer): Generator<number> {
  const text = bytes.toString('latin1');
  let lastStart = -1;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    if (match.index < lastStart) continue;
    const lineEnd = endOfLine(text, match.index + match[0].length);
    if (lineEnd < 0) return;
    const start = text.startsWith('\r\n', lineEnd) ? lineEnd + 2 : lineEnd + 1;
    if (start === lastStart) continue;
    lastStart = start;
    yield start;
  }
}

function endOfLine(text: string, from: number): number {
  const carriageReturn = text.indexOf('\r', from);
  const lineFeed = text.indexOf('\n', from);
  if (carriageReturn < 0) return lineFeed;
  if (lineFeed < 0) return carriageReturn;
  return Math.min(carriageReturn, lineFeed);
}

/** A zlib header, checked as pdf.js checks it before it inflates (method 8, FCHECK). */
function isZlibHeader(bytes: Uint8Array, at: number): boolean {
  const method = bytes[at];
  const flags = bytes[at + 1];
  if (method === undefined || flags === undefined) return false;
  return (method & 0x0f) === 8 && ((method << 8) | flags) % 31 === 0;
}

/**
 * What `input` inflates to, its nested zlib layers included, counted as it streams by and
 * stopped once past `budget`. The zlib stream ends where its data says, wherever `endstream`
 * is; a damaged stream counts what it gave before the damage, as pdf.js keeps that too.
 */
function inflatedSize(input: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    let unfinished = 0;
    const layers: Inflate[] = [];
    const finish = () => {
      for (const layer of layers) layer.destroy();
      resolve(total);
    };
    const addLayer = (): Inflate => {
      const layer = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: CHUNK_BYTES });
      layers.push(layer);
      unfinished += 1;
      let inner: Inflate | undefined;
      let isFirstChunk = true;
      layer.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > budget) return finish();
        if (isFirstChunk && layers.length < MAX_LAYERS && isZlibHeader(chunk, 0)) {
          inner = addLayer();
          inner.write(chunk);
          layer.pipe(inner);
        }
        isFirstChunk = false;
      });
      layer.once('end', () => {
        // The pipe ends the inner layer.
        unfinished -= 1;
        if (unfinished === 0) finish();
      });
      layer.once('error', () => {
        inner?.end();
        unfinished -= 1;
        if (unfinished === 0) finish();
      });
      return layer;
    };
    addLayer().end(input);
  });
}
