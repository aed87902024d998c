import { describe, expect, it } from 'vitest';
import { buildLetterPdf, SDS_FIXTURE_PRODUCT } from '../../../testing/sds-pdf-fixtures.ts';
import {
  buildUnmappedLetterPdf,
  buildUnmappedSdsPdf,
} from '../../../testing/unmapped-font-pdfs.ts';
import { parseSds } from './parse-sds.ts';

/** Generous: the test machine may be busy, and OCR runs in the test's own process. */
const TIME_LIMIT_MS = 150_000;
const pdfTask = (content: Uint8Array) => ({
  content,
  contentType: 'application/pdf',
  maxPages: 500,
  timeLimitMs: TIME_LIMIT_MS,
});

describe('a PDF whose text cannot be decoded (fonts without a character map)', () => {
  it(
    'is read by OCR like a scan, and the detail says why',
    async () => {
      const outcome = await parseSds(pdfTask(await buildUnmappedSdsPdf('en')));

      expect(outcome.kind).toBe('sheet');
      if (outcome.kind !== 'sheet') return;
      expect(outcome.sheet.name).toBe(SDS_FIXTURE_PRODUCT.name);
      expect(outcome.sheet.signalWord).toBe('Danger');
      expect(outcome.detail).toMatch(
        /^The PDF's text cannot be read: \d+ characters of text, \d+ % of them undecodable .*; OCR \(eng\) read pages 1–2 of 2$/,
      );
    },
    TIME_LIMIT_MS,
  );

  it(
    'ends NoXml unreadable-text when OCR finds no SDS either, saying what it read',
    async () => {
      const outcome = await parseSds(pdfTask(await buildUnmappedLetterPdf()));

      expect(outcome).toMatchObject({ kind: 'nothing', reason: 'unreadable-text' });
      expect(outcome.kind === 'nothing' && outcome.detail).toMatch(
        /^The PDF's text cannot be read: .*; OCR \(eng\) read page 1 of 1; it read \d+ characters, no SDS section heading$/,
      );
    },
    TIME_LIMIT_MS,
  );
});

describe('a PDF whose readable text is no SDS', () => {
  it('ends NoXml not-an-sds without OCR, saying what the text showed', async () => {
    const outcome = await parseSds(pdfTask(await buildLetterPdf()));

    expect(outcome).toEqual({
      kind: 'nothing',
      reason: 'not-an-sds',
      detail: expect.stringMatching(
        /^The PDF holds \d+ characters of readable text with no SDS section heading, not those of a safety data sheet in their order$/,
      ),
    });
  });
});
