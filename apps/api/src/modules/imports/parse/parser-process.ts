// A parser process (decision 0031): reads the SDS files its pool sends, one at a time, its
// memory capped by the kernel so that no file can make it grow past IMPORT_MEMORY_LIMIT_MB.
// Started by parser-processes.ts with the limit as its one argument.
import { deflateSync } from 'node:zlib';
import { capDataGrowth, dataSize } from './memory-cap.ts';
import type { ParserReply, ParserRequest } from './parser-messages.ts';
import { parseSds, type ParseOutcome } from './parse-sds.ts';

const MEGABYTE = 1024 * 1024;

function send(reply: ParserReply): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('A parser process needs its pool (an IPC channel)'));
    process.send(reply, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

/** A one-page PDF with a deflated content stream: reading it loads all that a file needs. */
function warmUpPdf(): Uint8Array {
  const content = deflateSync('BT ET');
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
        '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
        '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R>> endobj\n' +
        `4 0 obj <</Length ${content.length} /Filter /FlateDecode>> stream\n`,
      'latin1',
    ),
    content,
    Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
}

/** V8 says a buffer could not be had (the cap refused it); pdf.js passes that on renamed. */
function isAllocationFailure(error: unknown): error is Error {
  return error instanceof Error && /allocation failed/i.test(error.message);
}

async function answer({ id, task }: ParserRequest): Promise<void> {
  let outcome: ParseOutcome;
  try {
    outcome = await parseSds(task);
  } catch (error) {
    if (!isAllocationFailure(error)) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      return send({ kind: 'error', id, message });
    }
    const detail = `Reading the PDF needed more than the parser's memory: ${error.message}`;
    await send({
      kind: 'outcome',
      id,
      outcome: { kind: 'failed', reason: 'pdf-too-large', detail },
      isSpent: true,
    });
    process.exit(0);
  }
  await send({ kind: 'outcome', id, outcome, isSpent: hasUsedHalfItsCap() });
}

/**
 * The process grew past half its cap while reading (OCR of a scan does: page images and
 * Tesseract's memory, decision 0041) and holds on to much of it — V8 and malloc give memory back
 * late or never. Such a process is replaced after answering, so that the next file has the
 * whole cap and not what is left of it.
 */
function hasUsedHalfItsCap(): boolean {
  return dataSize() > dataLimit - (memoryLimitMb * MEGABYTE) / 2;
}

const memoryLimitMb = Number(process.argv[2]);
// Loaded and warmed up before the cap is measured: pdf.js's worker code, the first heap
// growth and libuv's threads (zlib) then count as the start, not against a file.
await parseSds({
  content: warmUpPdf(),
  contentType: 'application/pdf',
  maxPages: 1,
  // No time for OCR: the warm-up page has no text, and Tesseract's thread would not outlive it.
  timeLimitMs: 0,
});
const dataLimit = capDataGrowth(memoryLimitMb * MEGABYTE);
process.on('message', (request: ParserRequest) => void answer(request));
// The server is gone (or closed the pool): nothing more to read.
process.on('disconnect', () => process.exit(0));
await send({ kind: 'ready' });
