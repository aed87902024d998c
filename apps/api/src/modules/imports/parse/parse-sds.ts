import type { ImportFailureReason } from '@sds/contract';
import { ImportError, type ImportedSheet } from '../imported-sheet.ts';
import { refuseDecompressionBombs } from '../pdf/decompression-guard.ts';
import { describeScanReading, readScanByOcr, type ScanTime } from '../ocr/read-scan.ts';
import { withPdf, type OpenedPdf } from '../pdf/read-pdf.ts';
import {
  describeTextLegibility,
  measureTextLegibility,
  type TextLegibility,
} from '../pdf/text-legibility.ts';
import { readDrawnPictograms } from '../pictograms/read-drawn-pictograms.ts';
import { readSdsText } from '../sds-text/read-sds-text.ts';
import { isSafetyDataSheet } from '../sds-text/sds-recognition.ts';
import { splitSdsText } from '../sds-text/sds-sections.ts';
import { isDatasheetFeed, readSdscomXml } from '../sdscom/read-sdscom-xml.ts';

export interface ParseTask {
  content: Uint8Array;
  /** As sniffed at upload: `application/pdf` or `application/xml`. */
  contentType: string;
  maxPages: number;
  /** The parser's time limit for the file (IMPORT_TIME_LIMIT_MS): OCR reads pages within it. */
  timeLimitMs: number;
}

/** What reading an SDS file came to: a sheet, nothing usable (`NoXml`), or a reason it failed. */
export type ParseOutcome =
  | {
      kind: 'sheet';
      sheet: ImportedSheet;
      /** How it was read, when the log should know (OCR: the pages read and left). */
      detail?: string;
    }
  | { kind: 'nothing'; reason: NothingToReadReason; detail: string }
  | { kind: 'failed'; reason: ImportFailureReason; detail: string };

/** Why a PDF gave nothing to read (`NoXml`). */
type NothingToReadReason = Extract<
  ImportFailureReason,
  'no-text' | 'not-an-sds' | 'unreadable-text'
>;

const MAX_TEXT_CHARACTERS = 2_000_000;
/** Less text than a page of an SDS holds: a scan, pictures of pages, a page number or two. */
const MIN_TEXT_CHARACTERS = 200;
const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** An SDS's compressed streams but images, together: real ones inflate to a few MB. */
const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

/** An embedded file's text: UTF-8 (a byte-order mark dropped) or UTF-16 with its mark. */
function decodeXml(content: Uint8Array): string {
  if (content[0] === 0xff && content[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(content);
  if (content[0] === 0xfe && content[1] === 0xff)
    return new TextDecoder('utf-16be').decode(content);
  return new TextDecoder('utf-8').decode(content).replace(/^\uFEFF/, '');
}

async function readSdsPdf(task: ParseTask): Promise<ParseOutcome> {
  await refuseDecompressionBombs(task.content, MAX_INFLATED_BYTES);
  const limits = {
    maxPages: task.maxPages,
    maxTextCharacters: MAX_TEXT_CHARACTERS,
    maxAttachmentBytes: MAX_ATTACHMENT_BYTES,
  };
  const time = { startedAt: performance.now(), timeLimitMs: task.timeLimitMs };
  return withPdf(task.content, limits, (pdf) => readOpenedPdf(pdf, time));
}

/** Reads an open PDF: its SDScom XML when it carries one, else its text. */
async function readOpenedPdf(pdf: OpenedPdf, time: ScanTime): Promise<ParseOutcome> {
  // SDScom XML travels as an embedded file with no fixed name: the one whose root says so.
  for (const attachment of pdf.attachments) {
    const xml = decodeXml(attachment.content);
    if (isDatasheetFeed(xml)) return { kind: 'sheet', sheet: readSdscomXml(xml) };
  }
  // The pictograms drawn on section 2's pages, of an SDS only (no page of a letter, a label or
  // a flood of text is drawn); a scan's pages are drawn for OCR instead.
  const hasText = textCharacters(pdf.text) >= MIN_TEXT_CHARACTERS;
  const sds = splitSdsText(pdf.text);
  const drawnPictograms = hasText && isSafetyDataSheet(sds) ? await readDrawnPictograms(pdf) : null;
  const sheet = readSdsText(sds, { drawnPictograms });
  if (sheet) return { kind: 'sheet', sheet };
  if (!hasText) return readScan(pdf, time);
  return readUnreadableText(pdf, time) ?? notAnSds(pdf.text);
}

/**
 * A text layer that cannot be decoded (fonts without a character map, pdf/text-legibility.ts)
 * says nothing of what the pages show: they are read by OCR as a scan's are. Null when the text
 * is readable.
 */
function readUnreadableText(pdf: OpenedPdf, time: ScanTime): Promise<ParseOutcome> | null {
  const legibility = measureTextLegibility(pdf.text);
  if (!legibility.unreadableBecause) return null;
  return readScan(pdf, time, legibility);
}

/**
 * A PDF without a text layer (a scan), or with one that cannot be decoded (`unreadable`): its
 * pages read by OCR (ocr/read-scan.ts), then as text. When that gives no SDS either, the
 * outcome says what was tried: the text layer, the pages OCR read, the headings it found.
 */
async function readScan(
  pdf: OpenedPdf,
  time: ScanTime,
  unreadable?: TextLegibility,
): Promise<ParseOutcome> {
  const reading = await readScanByOcr(pdf, time);
  const sheet = readSdsText(reading.text);
  const textLayer = unreadable
    ? `The PDF's text cannot be read: ${describeTextLegibility(unreadable)}`
    : `The PDF holds ${textCharacters(pdf.text)} characters of text`;
  const ocr = describeScanReading(reading);
  if (sheet) return { kind: 'sheet', sheet, detail: unreadable ? `${textLayer}; ${ocr}` : ocr };
  const found =
    reading.pagesRead > 0
      ? `; it read ${textCharacters(reading.text)} characters, ${describeHeadings(reading.text)}`
      : '';
  return {
    kind: 'nothing',
    reason: unreadable ? 'unreadable-text' : 'no-text',
    detail: `${textLayer}; ${ocr}${found}`,
  };
}

const textCharacters = (text: string) => text.replace(/\s+/g, '').length;

/** How many SDS section headings a text shows, for the detail: `2 SDS section headings (1, 2)`. */
function describeHeadings(text: string): string {
  const { headings } = splitSdsText(text);
  if (headings.length === 0) return 'no SDS section heading';
  const numbers = headings.map(({ number }) => number).join(', ');
  return `${headings.length} SDS section heading${headings.length === 1 ? '' : 's'} (${numbers})`;
}

/** A PDF whose readable text is no SDS (sds-text/sds-recognition.ts): a label, a letter … */
function notAnSds(text: string): ParseOutcome {
  return {
    kind: 'nothing',
    reason: 'not-an-sds',
    detail:
      `The PDF holds ${textCharacters(text)} characters of readable text with ` +
      `${describeHeadings(text)}, not those of a safety data sheet in their order`,
  };
}

/**
 * Reads an SDS file (docs/product/imports.md#sdscom-xml): SDScom XML on its own or embedded in the
 * PDF, else the PDF's text. Runs in a parser process (sds-parser-pool.ts); a file it cannot read is
 * a `failed` outcome with the reason, never an exception.
 */
export async function parseSds(task: ParseTask): Promise<ParseOutcome> {
  try {
    if (task.contentType === 'application/pdf') return await readSdsPdf(task);
    return { kind: 'sheet', sheet: readSdscomXml(decodeXml(task.content)) };
  } catch (error) {
    if (error instanceof ImportError) {
      return { kind: 'failed', reason: error.reason, detail: error.message };
    }
    throw error;
  }
}
