import { describe, expect, it } from 'vitest';
import {
  buildScannedSdsPdf,
  buildTurnedTwoUpScanPdf,
} from '../../../testing/scanned-sds-fixtures.ts';
import { FIXTURE_H_CODES, SDS_FIXTURE_PRODUCT } from '../../../testing/sds-pdf-fixtures.ts';
import { parseSds } from '../parse/parse-sds.ts';
import { withPdf } from '../pdf/read-pdf.ts';
import { readScanByOcr } from './read-scan.ts';

const LIMITS = { maxPages: 10, maxTextCharacters: 1_000_000, maxAttachmentBytes: 0 };

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

  it(
    'reads two pages printed side by side and turned a quarter, each upright and in order',
    async () => {
      const outcome = await parseSds(scan(await buildTurnedTwoUpScanPdf()));

      expect(outcome).toMatchObject({ kind: 'sheet', detail: 'OCR (eng) read page 1 of 1' });
      if (outcome.kind !== 'sheet') return;
      expect(outcome.sheet.name).toBe(SDS_FIXTURE_PRODUCT.name);
      expect(outcome.sheet.signalWord).toBe('Danger');
      expect(outcome.sheet.hStatements.length).toBeGreaterThan(0);
      expect(outcome.sheet.sections.firstAid).toMatch(/\w{4}/);
    },
    TIME_LIMIT_MS,
  );

  it(
    'puts the two pages of a turned sheet in their order',
    async () => {
      const pdf = await buildTurnedTwoUpScanPdf();
      const { text } = await withPdf(pdf, LIMITS, (opened) =>
        readScanByOcr(opened, { startedAt: performance.now(), timeLimitMs: TIME_LIMIT_MS }),
      );
      const at = (heading: RegExp) => text.search(heading);

      // Page 1 holds sections 1 to 3, page 2 goes on from section 4.
      expect(at(/1\. IDENTIFICATION/)).toBeGreaterThanOrEqual(0);
      expect(at(/1\. IDENTIFICATION/)).toBeLessThan(at(/3\. COMPOSITION/));
      expect(at(/3\. COMPOSITION/)).toBeLessThan(at(/4\. FIRST AID/));
      expect(at(/4\. FIRST AID/)).toBeLessThan(at(/8\. EXPOSURE CONTROLS/));
    },
    TIME_LIMIT_MS,
  );
});
