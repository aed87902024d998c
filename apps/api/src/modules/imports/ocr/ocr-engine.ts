import { Worker } from 'node:worker_threads';
import { loadOcrLanguage, type OcrLanguageCode } from './ocr-languages.ts';

/** One page's text as Tesseract read it, and its mean word confidence (0–100). */
export interface OcrPageText {
  text: string;
  confidence: number;
}

/** A page's image for Tesseract: a PGM, PNG or JPEG file's bytes, drawn at `dpi`. */
export interface OcrPageImage {
  image: Uint8Array;
  dpi: number;
  /** Turn the image by this angle (radians) before reading it: a page printed turned. */
  rotateRadians?: number;
}

/** Tesseract in a worker thread of the parser process, for one file's pages. */
export interface OcrEngine {
  readonly language: OcrLanguageCode;
  /**
   * Reads a page's text from its image (a PGM, PNG or JPEG file's bytes) drawn at `dpi`.
   * Throws `OcrTimeUp` when `deadline` (a `performance.now()` time) passes first, and closes.
   */
  recognise(page: OcrPageImage, deadline: number): Promise<OcrPageText>;
  /** Reads the next images in another language (its model loaded from its npm package). */
  useLanguage(code: OcrLanguageCode): Promise<void>;
  /** Ends the thread, giving its memory back (Tesseract's WebAssembly memory never shrinks). */
  close(): Promise<void>;
}

/** The page took longer than the time left: Tesseract was stopped in the middle of it. */
export class OcrTimeUp extends Error {
  constructor() {
    super('OCR ran out of time');
    this.name = 'OcrTimeUp';
  }
}

const THREAD_SCRIPT = new URL('./tesseract-thread.ts', import.meta.url);
/** Tesseract's LSTM engine (`OEM.LSTM_ONLY`): the models of ocr-languages.ts are LSTM only. */
const LSTM_ONLY = 1;
/** `PSM.AUTO`: page segmentation with layout analysis, no orientation detection. */
const PAGE_SEGMENTATION_AUTO = '3';
/**
 * The thread's limits. A thread reserves V8's default code range (over 500 MB of address space
 * the kernel counts as data) unless told otherwise: past the parser's memory cap before it ran a
 * line. 16 MB holds tesseract.js's code; its WebAssembly memory is outside the JavaScript heap.
 */
const THREAD_LIMITS = { codeRangeSizeMb: 16, maxOldGenerationSizeMb: 64 };

interface TesseractReply {
  jobId: number;
  status: 'resolve' | 'reject' | 'progress';
  data: unknown;
}

/**
 * Starts Tesseract (tesseract.js's worker script and WebAssembly core, from npm) in a worker
 * thread of its own, reading `language` with the LSTM engine. tesseract.js's `createWorker`
 * cannot be used: it starts its thread without limits (see THREAD_LIMITS), so this speaks its
 * job protocol itself. Language data comes from the npm packages (ocr-languages.ts), nothing is
 * fetched or cached on disk. Throws `OcrLanguageMissing` when the language's package is missing.
 */
export async function startOcrEngine(language: OcrLanguageCode): Promise<OcrEngine> {
  const model = loadOcrLanguage(language);
  const thread = new Worker(THREAD_SCRIPT, { resourceLimits: THREAD_LIMITS });
  const pending = new Map<number, PromiseWithResolvers<unknown>>();
  let lastJobId = 0;
  let ended: Error | null = null;
  const end = (error: Error) => {
    ended ??= error;
    for (const job of pending.values()) job.reject(ended);
    pending.clear();
  };
  thread.on('message', ({ jobId, status, data }: TesseractReply) => {
    const job = pending.get(jobId);
    if (!job || status === 'progress') return;
    pending.delete(jobId);
    if (status === 'resolve') job.resolve(data);
    else job.reject(new Error(`Tesseract: ${String(data)}`));
  });
  // Its heap exhausted, or Tesseract aborting: the page fails, never the parser process.
  thread.on('error', end);
  thread.on('exit', (code) => end(new Error(`The OCR thread ended (exit code ${code})`)));
  /** Runs a job of tesseract.js's worker script in the thread. */
  const run = (action: string, payload: object) => {
    if (ended) return Promise.reject(ended);
    const jobId = ++lastJobId;
    const job = Promise.withResolvers<unknown>();
    pending.set(jobId, job);
    thread.postMessage({ workerId: 'ocr', jobId, action, payload });
    return job.promise;
  };
  const close = async () => {
    end(new Error('The OCR engine is closed'));
    await thread.terminate();
  };
  const initialise = async (code: OcrLanguageCode, data: Uint8Array) => {
    const options = { cacheMethod: 'none', gzip: true, lstmOnly: true };
    await run('loadLanguage', { langs: [{ code, data }], options });
    await run('initialize', { langs: code, oem: LSTM_ONLY, config: {} });
  };
  let current = language;
  try {
    await run('load', { options: { lstmOnly: true, logging: false } });
    await initialise(language, model.data);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    get language() {
      return current;
    },
    async recognise({ image, dpi, rotateRadians }, deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeUp()), deadline - performance.now());
      });
      try {
        const options = {
          // Tesseract sizes what it looks for by the resolution; a PGM does not carry one.
          user_defined_dpi: String(Math.round(dpi)),
          // Whole-page layout analysis (columns, tables) as Tesseract's command line does; its
          // API's default, one block of text, reads an SDS's two columns line by line across
          // and took twice the time on the benchmark's scans.
          tessedit_pageseg_mode: PAGE_SEGMENTATION_AUTO,
          // tesseract.js turns the image itself (an option of its own, not a Tesseract variable).
          ...(rotateRadians ? { rotateRadians } : {}),
        };
        const recognised = run('recognize', { image, options, output: { text: true } });
        const page = (await Promise.race([recognised, timeUp])) as OcrPageText;
        return { text: page.text, confidence: page.confidence };
      } catch (error) {
        await close();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async useLanguage(code) {
      if (code === current) return;
      await initialise(code, loadOcrLanguage(code).data);
      current = code;
    },
    close,
  };
}
