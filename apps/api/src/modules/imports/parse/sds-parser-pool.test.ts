import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BOMB_DISGUISES,
  buildDecompressionBombPdf,
  buildTextFloodPdf,
} from '../../../testing/hostile-pdfs.ts';
import { childProcessIds, measurePeakRssGrowth } from '../../../testing/memory-sampler.ts';
import { buildSdsPdf } from '../../../testing/sds-pdf-fixtures.ts';
import { buildSdscomXml } from '../../../testing/sdscom-fixtures.ts';
import { createSdsParser, type SdsParser, type SdsParserOptions } from './sds-parser-pool.ts';

const MEGABYTE = 1024 * 1024;
const PARSER_PROCESS = 'parser-process.ts';
const OPTIONS: SdsParserOptions = {
  processes: 1,
  timeLimitMs: 60_000,
  memoryLimitMb: 256,
  maxPages: 500,
};
const pdf = (content: Uint8Array) => ({ content, contentType: 'application/pdf' });
const xml = () => ({
  content: new TextEncoder().encode(buildSdscomXml({ shape: 'v5', language: 'en' })),
  contentType: 'application/xml',
});
const noAbort = () => new AbortController().signal;

const parsers: SdsParser[] = [];
function parserWith(options: Partial<SdsParserOptions> = {}): SdsParser {
  const parser = createSdsParser({ ...OPTIONS, ...options });
  parsers.push(parser);
  return parser;
}
afterEach(async () => {
  await Promise.all(parsers.splice(0).map((parser) => parser.close()));
});

describe('createSdsParser: files in parser processes', () => {
  let parser: SdsParser;
  beforeAll(() => {
    parser = createSdsParser(OPTIONS);
  });
  afterAll(() => parser.close());

  it('reads an SDS and an SDScom XML, one process after the other file', async () => {
    const sheet = await parser.parse(pdf(await buildSdsPdf({ language: 'nl' })), noAbort());
    const fromXml = await parser.parse(xml(), noAbort());

    expect(sheet).toMatchObject({ kind: 'sheet' });
    expect(fromXml).toMatchObject({ kind: 'sheet' });
    expect(childProcessIds(PARSER_PROCESS)).toHaveLength(1);
  }, 60_000);

  it.each(BOMB_DISGUISES.filter((disguise) => disguise !== 'lzw'))(
    'ends a 1 MB PDF that inflates to 1 GB (%s) in pdf-too-large, this process growing < 300 MB',
    async (disguise) => {
      const bomb = buildDecompressionBombPdf(1024, disguise);
      expect(bomb.length).toBeLessThan(1.1 * MEGABYTE);

      const { result, peakGrowthBytes } = await measurePeakRssGrowth(() =>
        parser.parse(pdf(bomb), noAbort()),
      );

      expect(result).toMatchObject({ kind: 'failed', reason: 'pdf-too-large' });
      expect(peakGrowthBytes).toBeLessThan(300 * MEGABYTE);
    },
    60_000,
  );

  it('ends a 1 GB bomb the guard cannot read (LZW) at the process’s memory cap; a new process reads on', async () => {
    const bomb = buildDecompressionBombPdf(1024, 'lzw');
    expect(bomb.length).toBeLessThan(MEGABYTE);
    const before = childProcessIds(PARSER_PROCESS);

    const { result, peakGrowthBytes } = await measurePeakRssGrowth(() =>
      parser.parse(pdf(bomb), noAbort()),
    );

    expect(result).toMatchObject({
      kind: 'failed',
      reason: 'pdf-too-large',
      detail: expect.stringMatching(/memory/),
    });
    expect(peakGrowthBytes).toBeLessThan(300 * MEGABYTE);
    expect(await parser.parse(xml(), noAbort())).toMatchObject({ kind: 'sheet' });
    const after = childProcessIds(PARSER_PROCESS);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  }, 90_000);
});

describe('createSdsParser: limits', () => {
  it('ends a file that needs more than the memory limit in pdf-too-large', async () => {
    const parser = parserWith({ memoryLimitMb: 32 });

    const outcome = await parser.parse(pdf(buildTextFloodPdf(400_000)), noAbort());

    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: 'pdf-too-large',
      detail: expect.stringContaining('32 MB'),
    });
  }, 90_000);

  it('ends a file that takes too long in time-limit, counted from the start of reading', async () => {
    const parser = parserWith({ timeLimitMs: 1_500 });

    const outcome = await parser.parse(pdf(buildTextFloodPdf(2_000, 450)), noAbort());

    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'time-limit',
      detail: 'Reading took longer than 1500 ms',
    });
    // The process was ended; the next file gets a new one, its start not counted.
    expect(await parser.parse(xml(), noAbort())).toMatchObject({ kind: 'sheet' });
  }, 60_000);

  it('does not count a process’s start (pdf.js loaded, warmed up) against the time limit', async () => {
    const parser = parserWith({ timeLimitMs: 250 });
    const started = performance.now();

    expect(await parser.parse(xml(), noAbort())).toMatchObject({ kind: 'sheet' });

    // Starting took longer than the limit; reading the file did not.
    expect(performance.now() - started).toBeGreaterThan(250);
  }, 60_000);

  it('throws the job’s abort reason and ends the process; the next file is read', async () => {
    const parser = parserWith();
    const job = new AbortController();
    const parsing = parser.parse(pdf(buildTextFloodPdf(2_000, 450)), job.signal);
    await until(() => childProcessIds(PARSER_PROCESS).length === 1);
    const [reading] = childProcessIds(PARSER_PROCESS);

    job.abort(new Error('Worker stopping'));

    await expect(parsing).rejects.toThrow('Worker stopping');
    await until(() => !childProcessIds(PARSER_PROCESS).includes(reading!));
    expect(await parser.parse(xml(), noAbort())).toMatchObject({ kind: 'sheet' });
  }, 60_000);

  it('throws when a process is ended from outside: no verdict on the file, the job retries', async () => {
    const parser = parserWith();
    const parsing = parser.parse(pdf(buildTextFloodPdf(2_000, 450)), noAbort());
    await until(() => childProcessIds(PARSER_PROCESS).length === 1);

    process.kill(childProcessIds(PARSER_PROCESS)[0]!, 'SIGKILL');

    await expect(parsing).rejects.toMatchObject({ name: 'ParserProcessDied', signal: 'SIGKILL' });
    expect(await parser.parse(xml(), noAbort())).toMatchObject({ kind: 'sheet' });
  }, 60_000);

  it('reads nothing without its memory cap: no prlimit, no parser process', async () => {
    const path = process.env.PATH;
    // The processes inherit the environment they are started with: one without util-linux.
    process.env.PATH = dirname(process.execPath);
    try {
      const parser = parserWith();

      await expect(parser.parse(xml(), noAbort())).rejects.toThrow(/prlimit/);
    } finally {
      process.env.PATH = path;
    }
  }, 60_000);

  it('reads two files at once with two processes, and ends them all on close', async () => {
    const parser = createSdsParser({ ...OPTIONS, processes: 2 });

    const outcomes = await Promise.all([
      parser.parse(pdf(await buildSdsPdf({ language: 'en' })), noAbort()),
      parser.parse(pdf(await buildSdsPdf({ language: 'de' })), noAbort()),
      parser.parse(xml(), noAbort()),
    ]);

    expect(outcomes.map(({ kind }) => kind)).toEqual(['sheet', 'sheet', 'sheet']);
    expect(childProcessIds(PARSER_PROCESS)).toHaveLength(2);
    await parser.close();
    expect(childProcessIds(PARSER_PROCESS)).toEqual([]);
    await expect(parser.parse(xml(), noAbort())).rejects.toThrow('closed');
    expect(childProcessIds(PARSER_PROCESS)).toEqual([]);
  }, 60_000);
});

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await sleep(20);
  }
}
