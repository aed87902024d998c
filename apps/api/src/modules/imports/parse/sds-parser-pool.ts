import type { ImportFailureReason } from '@sds/contract';
import { Piscina } from 'piscina';
import type { ParseOutcome, ParseTask } from './parse-sds.ts';

export interface SdsParserOptions {
  threads: number;
  timeLimitMs: number;
  memoryLimitMb: number;
  maxPages: number;
}

/** Reads SDS files off the server's event loop. */
export interface SdsParser {
  parse(
    file: { content: Uint8Array; contentType: string },
    signal: AbortSignal,
  ): Promise<ParseOutcome>;
  close(): Promise<void>;
}

function failed(reason: ImportFailureReason, detail: string): ParseOutcome {
  return { kind: 'failed', reason, detail };
}

/**
 * Parser threads (Piscina) with a memory limit and a time limit per file: a hostile PDF that
 * runs out of either costs its thread (Piscina starts a new one) and ends in `ImportFailed`,
 * while requests go on being answered. The job's own signal (worker stopping, job taken over)
 * aborts the parse too; that is no verdict on the file, so it rethrows.
 */
export function createSdsParser(options: SdsParserOptions): SdsParser {
  const pool = new Piscina<ParseTask, ParseOutcome>({
    filename: new URL('./parse-sds.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: options.memoryLimitMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(8, options.memoryLimitMb / 8)),
      stackSizeMb: 4,
    },
  });
  return {
    async parse(file, signal) {
      const timeLimit = AbortSignal.timeout(options.timeLimitMs);
      // A copy the thread may own: the caller's buffer may be a slice of a larger pool.
      const content = new Uint8Array(file.content);
      try {
        return await pool.run(
          { content, contentType: file.contentType, maxPages: options.maxPages },
          { signal: AbortSignal.any([signal, timeLimit]), transferList: [content.buffer] },
        );
      } catch (error) {
        if (signal.aborted) throw error;
        if (timeLimit.aborted) {
          return failed('time-limit', `Reading took longer than ${options.timeLimitMs} ms`);
        }
        if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return failed('memory-limit', `Reading needed more than ${options.memoryLimitMb} MB`);
        }
        throw error;
      }
    },
    close: () => pool.close({ force: true }),
  };
}
