import type { ImportFailureReason } from '@sds/contract';
import type { ParseOutcome } from './parse-sds.ts';
import {
  ParserProcessDied,
  ParserProcessPool,
  ParserTimeLimitExceeded,
} from './parser-processes.ts';

export interface SdsParserOptions {
  /** How many files are read at once, each in a parser process of its own (IMPORT_THREADS). */
  processes: number;
  timeLimitMs: number;
  /** How far a parser process may grow while reading, heap and buffers together. */
  memoryLimitMb: number;
  maxPages: number;
}

/** Reads SDS files off the server's event loop and out of its memory. */
export interface SdsParser {
  parse(
    file: { content: Uint8Array; contentType: string },
    signal: AbortSignal,
  ): Promise<ParseOutcome>;
  close(): Promise<void>;
}

const IDLE_TIMEOUT_MS = 30_000;

function failed(reason: ImportFailureReason, detail: string): ParseOutcome {
  return { kind: 'failed', reason, detail };
}

/**
 * Parser processes with a memory cap and a time limit per file (decision 0031): a hostile
 * PDF that runs out of either costs its process (the pool starts another) and ends in
 * `ImportFailed` — `pdf-too-large` for memory, `time-limit` for time — while the server's
 * own memory stays as it was and requests go on being answered. The job's own signal (worker
 * stopping, job taken over) ends the parse too; that is no verdict on the file, so it throws.
 * A process that ends for another reason throws as well, so the job is tried again.
 */
export function createSdsParser(options: SdsParserOptions): SdsParser {
  const pool = new ParserProcessPool({
    processes: options.processes,
    memoryLimitMb: options.memoryLimitMb,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
  });
  return {
    async parse(file, signal) {
      const task = { ...file, maxPages: options.maxPages, timeLimitMs: options.timeLimitMs };
      try {
        return await pool.parse(task, { signal, timeLimitMs: options.timeLimitMs });
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof ParserTimeLimitExceeded) return failed('time-limit', error.message);
        if (error instanceof ParserProcessDied && error.isOutOfMemory) {
          const why = error.reason ?? 'out of memory';
          return failed(
            'pdf-too-large',
            `Reading needed more than the parser's ${options.memoryLimitMb} MB (${why})`,
          );
        }
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
