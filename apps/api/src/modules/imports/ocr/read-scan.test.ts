import { describe, expect, it } from 'vitest';
import { buildScannedSdsPdf } from '../../../testing/scanned-sds-fixtures.ts';
import { FIXTURE_H_CODES, SDS_FIXTURE_PRODUCT } from '../../../testing/sds-pdf-fixtures.ts';
import { parseSds } from '../parse/parse-sds.ts';

/** Generous: the test machine may be busy, and this reads in the test's own process. */
const TIME_LIMIT_MS = 150_000;
const scan = (content: Uint8Array) => ({
  content,
  contentType: 'application/pdf',
  maxPages: 500,
  timeLimitMs: TIME_LIMIT_MS,
});

describe('reading a scanned SDS by OCR', () => {
  it(
    'turns the pictures of an English SDS into a sheet with its signal word and H codes',
    async () => {
      const outcome = await parseSds(scan(await buildScannedSdsPdf({ language: 'en' })));

      expect(outcome.kind).toBe('sheet');
      if (outcome.kind !== 'sheet') return;
      expect(outcome.sheet.signalWord).toBe('Danger');
      const codes = outcome.sheet.hStatements.map(({ code }) => code);
      expect(codes.length).toBeGreaterThan(0);
      expect(FIXTURE_H_CODES).toEqual(expect.arrayContaining(codes));
      expect(outcome.sheet.name).toBe(SDS_FIXTURE_PRODUCT.name);
      expect(outcome.detail).toBe('OCR (eng) read pages 1–2 of 2');
    },
    TIME_LIMIT_MS,
  );

  it(
    'reads a German scan in German once its first page shows German headings',
    async () => {
      const outcome = await parseSds(scan(await buildScannedSdsPdf({ language: 'de', pages: 1 })));

      expect(outcome).toMatchObject({ kind: 'sheet', detail: 'OCR (deu) read page 1 of 1' });
      if (outcome.kind !== 'sheet') return;
      expect(outcome.sheet.locale).toBe('de-DE');
      expect(outcome.sheet.signalWord).toBe('Danger');
    },
    TIME_LIMIT_MS,
  );
});
