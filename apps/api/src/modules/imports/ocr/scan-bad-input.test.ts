import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildHugeImagePdf,
  buildLongScanPdf,
  buildManyTinyImagesPdf,
} from '../../../testing/scanned-sds-fixtures.ts';
import { createSdsParser, type SdsParser } from '../parse/sds-parser-pool.ts';

// Hostile scans through the parser processes as an import reads them (decision 0041): each ends
// within the time limit with what was read, or with a clear reason, and the server's own event
// loop — this test's — goes on meanwhile.
const TIME_LIMIT_MS = 30_000;
/** The limit counts from a parser process being ready; starting one (after a scan retired the
 * last) takes seconds more on a busy machine. */
const WITHIN_LIMIT_MS = TIME_LIMIT_MS + 10_000;
const pdf = (content: Uint8Array) => ({ content, contentType: 'application/pdf' });

/** Reads a file, timing it and counting how often a 100 ms timer of this process fired. */
async function readTimed(parser: SdsParser, content: Uint8Array) {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 100);
  const started = performance.now();
  try {
    const outcome = await parser.parse(pdf(content), new AbortController().signal);
    return { outcome, ms: performance.now() - started, ticks };
  } finally {
    clearInterval(timer);
  }
}

describe('hostile scans', () => {
  let parser: SdsParser;
  beforeAll(() => {
    parser = createSdsParser({
      processes: 1,
      timeLimitMs: TIME_LIMIT_MS,
      memoryLimitMb: 512,
      maxPages: 500,
    });
  });
  afterAll(() => parser.close());

  it('leaves a 30,000 × 30,000 picture undrawn: no-text, OCR tried, no memory blow-up', async () => {
    const { outcome, ms } = await readTimed(parser, buildHugeImagePdf());

    expect(outcome).toMatchObject({ kind: 'nothing', reason: 'no-text' });
    expect(outcome.kind === 'nothing' && outcome.detail).toMatch(/OCR \(eng\) read page 1 of 1/);
    expect(ms).toBeLessThan(WITHIN_LIMIT_MS);
  }, 60_000);

  it('ends a page of 5,000 tiny pictures within the time limit, read or timed out', async () => {
    const { outcome, ms } = await readTimed(parser, buildManyTinyImagesPdf(5_000));

    // Drawing 5,000 pictures takes seconds on a busy machine: no text (OCR read the page), or
    // the time limit's own clear reason — never a crash, never longer.
    expect(['no-text', 'time-limit']).toContain(
      outcome.kind === 'sheet' ? 'sheet' : outcome.reason,
    );
    expect(ms).toBeLessThan(WITHIN_LIMIT_MS);
  }, 60_000);

  it('reads a 500-page scan as far as time allows, says which pages were left, and the server answers meanwhile', async () => {
    const { outcome, ms, ticks } = await readTimed(parser, await buildLongScanPdf(500));

    expect(outcome.kind).not.toBe('failed');
    const detail = outcome.kind === 'failed' ? '' : (outcome.detail ?? '');
    // As many pages as the time allowed (on a busy machine, none), and those left said.
    expect(detail).toMatch(/OCR .*; pages \d+–500 of 500 not read: /);
    expect(ms).toBeLessThan(WITHIN_LIMIT_MS);
    // A timer of this process fired through the reading: it is another process's work.
    expect(ticks).toBeGreaterThan((ms / 100) * 0.5);
  }, 90_000);
});
