import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ParserReply, ParserRequest } from './parser-messages.ts';
import type { ParseOutcome, ParseTask } from './parse-sds.ts';

export interface ParserProcessOptions {
  /** At most this many files are read at once, each in a process of its own; more wait. */
  processes: number;
  /** How far a process may grow from its start, heap and buffers together (the kernel's cap). */
  memoryLimitMb: number;
  /** An idle process ends after this long; the next file starts another. */
  idleTimeoutMs: number;
}

/** What stops reading one file: the caller's signal, and a time limit counted from the start of reading. */
export interface ParseLimits {
  signal: AbortSignal;
  timeLimitMs: number;
}

/** A parser process ended before it answered: its exit, and the end of what it wrote to stderr. */
export class ParserProcessDied extends Error {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderrTail: string;

  /** The line of stderr that says why (V8's fatal error, an uncaught exception), if any. */
  readonly reason: string | undefined;

  constructor(exitCode: number | null, signal: NodeJS.Signals | null, stderrTail: string) {
    const lines = stderrTail.split('\n').map((line) => line.trim());
    const reason =
      lines.find((line) => /out of memory/i.test(line)) ??
      lines.find((line) => /^\w*Error\b/.test(line));
    super(
      `The parser process ended (${signal ?? `exit code ${exitCode}`})${reason ? `: ${reason}` : ''}`,
    );
    this.name = 'ParserProcessDied';
    this.exitCode = exitCode;
    this.signal = signal;
    this.stderrTail = stderrTail;
    this.reason = reason;
  }

  /** V8 stopped it for want of memory: its cap (or its heap limit) was reached. */
  get isOutOfMemory(): boolean {
    return /out of memory|allocation failed/i.test(this.stderrTail);
  }
}

/** A file took longer than its time limit; its process was ended. */
export class ParserTimeLimitExceeded extends Error {
  constructor(timeLimitMs: number) {
    super(`Reading took longer than ${timeLimitMs} ms`);
    this.name = 'ParserTimeLimitExceeded';
  }
}

const ENTRY = fileURLToPath(new URL('./parser-process.ts', import.meta.url));
const STDERR_TAIL_CHARACTERS = 8_192;
/** Starting takes about a second of CPU (Node, pdf.js, a warm-up); a process still not ready
 * after this long is stuck, and is ended. */
const START_TIME_LIMIT_MS = 60_000;

/** One child process running parser-process.ts, and the file it is reading, if any. */
class ParserProcess {
  private readonly child: ChildProcess;
  /** Settles once the process has closed (exited and its stderr read to the end). */
  readonly closed: Promise<ParserProcessDied>;
  private readonly started: Promise<void>;
  private stderrTail = '';
  private lastId = 0;
  /**
   * The requests waiting for a reply, told when the process dies. Not `closed.then(reject)` per
   * request: each would stay attached to `closed` for the process's whole life, keeping every
   * outcome it answered (a sheet's texts) in memory until the process ends.
   */
  private readonly waiting = new Set<(died: ParserProcessDied) => void>();
  private died: ParserProcessDied | null = null;
  isSpent = false;
  idleTimer: NodeJS.Timeout | undefined;

  constructor(memoryLimitMb: number) {
    this.child = fork(ENTRY, [String(memoryLimitMb)], {
      // Only the heap limit: none of the server's own flags (a test runner's among them).
      execArgv: [`--max-old-space-size=${memoryLimitMb}`],
      // Structured clone: file bytes travel as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const closed = Promise.withResolvers<ParserProcessDied>();
    this.closed = closed.promise;
    const close = (died: ParserProcessDied) => {
      this.isSpent = true;
      this.died ??= died;
      for (const tell of this.waiting) tell(died);
      this.waiting.clear();
      closed.resolve(died);
    };
    this.child.once('close', (exitCode, signal) => {
      close(new ParserProcessDied(exitCode, signal, this.stderrTail));
    });
    // A process that never started has no 'close' to come; a failed send is told by 'close'.
    this.child.on('error', (error) => {
      if (this.child.pid === undefined) close(new ParserProcessDied(null, null, String(error)));
    });
    this.child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-STDERR_TAIL_CHARACTERS);
    });
    this.started = new Promise((resolve, reject) => {
      const onReady = (reply: ParserReply) => {
        if (reply.kind !== 'ready') return;
        this.child.off('message', onReady);
        resolve();
      };
      this.child.on('message', onReady);
      void this.closed.then(reject);
    });
    // Rejections are taken by whoever waits; none is an unhandled one.
    this.started.catch(() => undefined);
    const startTimer = setTimeout(() => this.kill(), START_TIME_LIMIT_MS);
    void this.started.finally(() => clearTimeout(startTimer)).catch(() => undefined);
  }

  /**
   * Reads one file. Ends the process and throws when `signal` aborts (its reason) or when the
   * file takes longer than `timeLimitMs` once the process is ready (`ParserTimeLimitExceeded`).
   */
  async parse(task: ParseTask, limits: ParseLimits): Promise<ParseOutcome> {
    const { signal, timeLimitMs } = limits;
    const stopped = Promise.withResolvers<never>();
    stopped.promise.catch(() => undefined);
    const stop = (reason: unknown) => {
      this.kill();
      stopped.reject(reason);
    };
    const onAbort = () => stop(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([this.started, stopped.promise]);
      timer = setTimeout(() => stop(new ParserTimeLimitExceeded(timeLimitMs)), timeLimitMs);
      return await Promise.race([this.request(task), stopped.promise]);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    }
  }

  private request(task: ParseTask): Promise<ParseOutcome> {
    const id = ++this.lastId;
    return new Promise<ParseOutcome>((resolve, reject) => {
      if (this.died) return reject(this.died);
      const onReply = (reply: ParserReply) => {
        if (reply.kind === 'ready' || reply.id !== id) return;
        this.child.off('message', onReply);
        this.waiting.delete(reject);
        if (reply.kind === 'error') return reject(new Error(reply.message));
        this.isSpent ||= reply.isSpent;
        resolve(reply.outcome);
      };
      this.child.on('message', onReply);
      this.waiting.add(reject);
      // A process that died just now fails to take it: its death says why.
      this.child.send({ id, task } satisfies ParserRequest, () => undefined);
    });
  }

  kill(): void {
    this.isSpent = true;
    this.child.kill('SIGKILL');
  }
}

/**
 * Parser processes (decision 0031): each file is read in a child process whose memory the
 * kernel caps, so that no file (a decompression bomb however encoded) can grow the server.
 * Processes are reused, started when a file finds none idle, and replaced when one died, hit
 * its cap or was stopped; an idle one ends after `idleTimeoutMs`.
 */
export class ParserProcessPool {
  private readonly idle: ParserProcess[] = [];
  private readonly live = new Set<ParserProcess>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private isClosed = false;
  private readonly options: ParserProcessOptions;

  constructor(options: ParserProcessOptions) {
    this.options = options;
  }

  /**
   * Reads one file in a parser process, once one is free. Throws `ParserProcessDied` when the
   * process ended before it answered, `ParserTimeLimitExceeded` when the file took too long,
   * and the signal's reason when it aborts; the process is ended in the last two cases.
   */
  async parse(task: ParseTask, limits: ParseLimits): Promise<ParseOutcome> {
    await this.takeTurn(limits.signal);
    let parser: ParserProcess | undefined;
    try {
      if (this.isClosed) throw new Error('The parser processes are closed');
      parser = this.idle.pop() ?? this.start();
      clearTimeout(parser.idleTimer);
      return await parser.parse(task, limits);
    } finally {
      if (parser) this.putBack(parser);
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Ends every process, reading or not; files still waiting for one are refused. */
  async close(): Promise<void> {
    this.isClosed = true;
    const closing = [...this.live].map((parser) => parser.closed);
    for (const parser of this.live) parser.kill();
    for (const turn of this.waiting.splice(0)) turn();
    await Promise.all(closing);
  }

  /** Waits until fewer than `processes` files are being read. */
  private async takeTurn(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.running < this.options.processes) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener('abort', onAbort);
        this.running += 1;
        resolve();
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(turn);
    });
  }

  private start(): ParserProcess {
    const parser = new ParserProcess(this.options.memoryLimitMb);
    this.live.add(parser);
    void parser.closed.then(() => {
      this.live.delete(parser);
      const index = this.idle.indexOf(parser);
      if (index >= 0) this.idle.splice(index, 1);
      clearTimeout(parser.idleTimer);
    });
    return parser;
  }

  private putBack(parser: ParserProcess): void {
    if (parser.isSpent) {
      parser.kill();
      return;
    }
    parser.idleTimer = setTimeout(() => parser.kill(), this.options.idleTimeoutMs).unref();
    this.idle.push(parser);
  }
}
