import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPictogramPdf } from '../../../testing/pictogram-pdf-fixtures.ts';
import { createSdsParser, type SdsParser } from '../parse/sds-parser-pool.ts';

// An SDS whose section 2 page is costly to draw (issue 22, bad input: thousands of tiny
// pictures, here paths): the page drawn for its pictograms must not cost the import its text.
// It ends within the time limit with the sheet read, or with the time limit's own reason.
const TIME_LIMIT_MS = 30_000;
/** The limit counts from a parser process being ready; starting one takes seconds more. */
const WITHIN_LIMIT_MS = TIME_LIMIT_MS + 10_000;

const text = (lines: string[]) => ({ kind: 'text' as const, lines, x: 50, y: 50 });

describe('an SDS with a section 2 page of 200,000 paths', () => {
  let parser: SdsParser;
  beforeAll(() => {
    parser = createSdsParser({
      processes: 1,
      timeLimitMs: TIME_LIMIT_MS,
      memoryLimitMb: 768,
      maxPages: 500,
    });
  });
  afterAll(() => parser.close());

  it('is read for its text, within the time limit', async () => {
    const pdf = await buildPictogramPdf([
      [text(['SECTION 1: Identification', 'Product name: Dotted Cleaner', 'Supplier: Acme BV'])],
      [
        { kind: 'dots', count: 200_000 },
        text(['SECTION 2: Hazards identification', 'Signal word: Danger', 'H225 H319']),
      ],
      [text(['SECTION 3: Composition', 'SECTION 4: First aid measures', 'Rinse with water.'])],
    ]);
    const started = performance.now();
    const outcome = await parser.parse(
      { content: pdf, contentType: 'application/pdf' },
      new AbortController().signal,
    );
    const ms = performance.now() - started;

    if (outcome.kind === 'failed') expect(outcome.reason).toBe('time-limit');
    else {
      expect(outcome.kind).toBe('sheet');
      expect(outcome.kind === 'sheet' && outcome.sheet).toMatchObject({
        name: 'Dotted Cleaner',
        signalWord: 'Danger',
        hStatements: [{ code: 'H225' }, { code: 'H319' }],
      });
    }
    expect(ms).toBeLessThan(WITHIN_LIMIT_MS);
  }, 60_000);
});
