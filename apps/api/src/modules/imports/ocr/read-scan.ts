import type { OpenedPdf } from '../pdf/read-pdf.ts';
import { splitSdsText } from '../sds-text/sds-sections.ts';
import { OcrTimeUp, startOcrEngine, type OcrEngine, type OcrPageImage } from './ocr-engine.ts';
import { OCR_LANGUAGE_CODES, OcrLanguageMissing, type OcrLanguageCode } from './ocr-languages.ts';
import { pagePartsForOcr, QUARTER_TURN } from './page-image.ts';

/** The time a file may take, as the parser process was given it. */
export interface ScanTime {
  /** When reading the file began (`performance.now()`). */
  startedAt: number;
  /** The parser's limit for the whole file (IMPORT_TIME_LIMIT_MS). */
  timeLimitMs: number;
}

/** What OCR read from a scanned PDF, and what the key user or the log should know about it. */
export interface ScanReading {
  /** The pages' text in page order, `\n`-separated. */
  text: string;
  pagesRead: number;
  pageCount: number;
  /** The language Tesseract read in; null when it could not start. */
  language: OcrLanguageCode | null;
  /** What was not read and why: pages left for want of time, a language without its model. */
  notes: string[];
}

/**
 * Resolution pages are drawn at: 300 dpi is what OCR engines are trained for and what most
 * scanners give; measured on the benchmark's scans (decision 0041).
 */
const OCR_DPI = 300;
/** An A4 or Letter page at 300 dpi has 8.7 million pixels; a bigger page is drawn smaller. */
const MAX_PAGE_PIXELS = 9_000_000;
/**
 * After this share of the file's time limit no new page is begun; a page still being read at
 * the second share is cut off. The rest is for reading the text and answering (decision 0041).
 */
const START_NO_PAGE_AFTER = 0.7;
const CUT_OFF_AT = 0.85;

/**
 * Reads a scanned PDF's pages with OCR, in page order, within the file's time: pages left when
 * the time is spent stay unread (a note says which). The first page is read in English; when
 * its headings are in another language the text reader knows (German, Dutch, French), that page
 * is read again in it and the rest too — or, without that language's model, in English with a
 * note naming the package to install.
 */
export async function readScanByOcr(pdf: OpenedPdf, time: ScanTime): Promise<ScanReading> {
  const reading: ScanReading = {
    text: '',
    pagesRead: 0,
    pageCount: pdf.pageCount,
    language: null,
    notes: [],
  };
  const startAfter = time.startedAt + time.timeLimitMs * START_NO_PAGE_AFTER;
  const deadline = time.startedAt + time.timeLimitMs * CUT_OFF_AT;
  if (performance.now() > startAfter) {
    reading.notes.push('no time was left for OCR');
    return reading;
  }
  let engine: OcrEngine;
  try {
    engine = await startOcrEngine(OCR_LANGUAGE_CODES.en);
  } catch (error) {
    reading.notes.push(`OCR could not start: ${messageOf(error)}`);
    return reading;
  }
  reading.language = engine.language;
  const texts: string[] = [];
  const turn: Turn = { radians: null };
  const readPart = async (part: OcrPageImage) => {
    let text = part.rotateRadians
      ? await readTurned(engine, part, turn, deadline)
      : (await engine.recognise(part, deadline)).text;
    if (texts.every((earlier) => earlier.trim() === '') && text.trim() !== '') {
      const upright = { ...part, rotateRadians: turn.radians ?? undefined };
      text = await readInItsLanguage(engine, upright, text, { deadline, notes: reading.notes });
      reading.language = engine.language;
    }
    texts.push(text);
  };
  try {
    for (let pageNumber = 1; pageNumber <= pdf.pageCount; pageNumber += 1) {
      if (performance.now() > startAfter) {
        reading.notes.push(unreadPages(pageNumber, pdf.pageCount, 'the time for OCR was spent'));
        break;
      }
      const raster = await pdf.rasterise(pageNumber, { dpi: OCR_DPI, maxPixels: MAX_PAGE_PIXELS });
      const parts = pagePartsForOcr(raster);
      const firstText = texts.length;
      for (const part of parts) await readPart(part);
      // Two pages turned upright by a positive quarter lie bottom first (the other way, top first).
      if (parts.length === 2 && turn.radians !== null && turn.radians > 0) {
        texts.push(...texts.splice(firstText).reverse());
      }
      reading.pagesRead = pageNumber;
    }
  } catch (error) {
    // What was read stays: a page cut off for time, or Tesseract failing on a page (its thread
    // out of memory), ends the reading, not the import.
    const why =
      error instanceof OcrTimeUp
        ? 'OCR of a page ran past the time left'
        : `OCR failed (${messageOf(error)})`;
    reading.notes.push(unreadPages(reading.pagesRead + 1, pdf.pageCount, why));
  } finally {
    await engine.close();
  }
  reading.text = texts.join('\n');
  return reading;
}

/** A turned page read at this mean word confidence (0–100) or better was turned the right way. */
const TURNED_RIGHT_CONFIDENCE = 60;

/** Which way the file's turned pages are turned upright: decided on the first one read. */
interface Turn {
  radians: number | null;
}

/**
 * A turned page read upright: turned the way the file's earlier turned pages were, or — the
 * first time — a quarter one way, and the other way too when that reading is unsure; the way
 * read with more confidence is kept for the rest of the file.
 */
async function readTurned(
  engine: OcrEngine,
  part: OcrPageImage,
  turn: Turn,
  deadline: number,
): Promise<string> {
  if (turn.radians !== null) {
    return (await engine.recognise({ ...part, rotateRadians: turn.radians }, deadline)).text;
  }
  const one = await engine.recognise({ ...part, rotateRadians: QUARTER_TURN }, deadline);
  turn.radians = QUARTER_TURN;
  if (one.confidence >= TURNED_RIGHT_CONFIDENCE) return one.text;
  const other = await engine.recognise({ ...part, rotateRadians: -QUARTER_TURN }, deadline);
  if (other.confidence <= one.confidence) return one.text;
  turn.radians = -QUARTER_TURN;
  return other.text;
}

/**
 * The first page with text again, in the language its headings are in, when that is not
 * English; the engine goes on in that language. Without the language's model, the English text
 * stays and a note says which package reads the sheet better.
 */
async function readInItsLanguage(
  engine: OcrEngine,
  image: OcrPageImage,
  englishText: string,
  { deadline, notes }: { deadline: number; notes: string[] },
): Promise<string> {
  const language = splitSdsText(englishText).language;
  if (!language || language === 'en') return englishText;
  try {
    await engine.useLanguage(OCR_LANGUAGE_CODES[language]);
  } catch (error) {
    if (!(error instanceof OcrLanguageMissing)) throw error;
    notes.push(`${error.message}: the scan was read with the English model`);
    return englishText;
  }
  return (await engine.recognise(image, deadline)).text;
}

function unreadPages(from: number, pageCount: number, why: string): string {
  const pages = from === pageCount ? `page ${from}` : `pages ${from}–${pageCount}`;
  return `${pages} of ${pageCount} not read: ${why}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One line on an OCR reading for the import's detail and log: what was read, and what not. */
export function describeScanReading(reading: ScanReading): string {
  const { pagesRead, pageCount, language, notes } = reading;
  const read =
    pagesRead === 0
      ? 'OCR read no page'
      : `OCR (${language}) read ${pagesRead === 1 ? 'page 1' : `pages 1–${pagesRead}`} of ${pageCount}`;
  return [read, ...notes].join('; ');
}
