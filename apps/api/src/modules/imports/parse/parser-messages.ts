import type { ParseOutcome, ParseTask } from './parse-sds.ts';

/** What the pool sends a parser process: one file to read. */
export interface ParserRequest {
  id: number;
  task: ParseTask;
}

/** What a parser process answers: ready to read, a file's outcome, or an error of its own. */
export type ParserReply =
  | { kind: 'ready' }
  | {
      kind: 'outcome';
      id: number;
      outcome: ParseOutcome;
      /** The process hit its memory cap: it ends after this answer and must not be reused. */
      isSpent: boolean;
    }
  | { kind: 'error'; id: number; message: string };
