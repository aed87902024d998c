import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { StopListening } from '../db/notifications.ts';
import {
  claimJob,
  completeJob,
  failJob,
  pruneFinishedJobs,
  renewLease,
  type ClaimedJob,
} from './claimed-job.ts';
import { JOBS_CHANNEL } from './job-queue.ts';

/** What a queue's jobs do. */
export interface JobHandler {
  /** Does the job. Throwing retries it later; the signal aborts when the job is no longer ours. */
  run(job: ClaimedJob, signal: AbortSignal): Promise<void>;
  /** After the last attempt failed: leave things in a state people can act on. */
  onGiveUp?(job: ClaimedJob, error: string): Promise<void>;
}

export interface JobRunnerOptions {
  database: Database;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  concurrency: number;
  pollIntervalMs: number;
  leaseSeconds: number;
  retryBaseMs: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEEP_FINISHED_DAYS = 7;

/** Doubling delays with ±20 % jitter, so retries of many jobs do not arrive together. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const delay = Math.min(baseMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Works the job queue (decision 0022): claims due jobs up to `concurrency` at a time, keeps
 * their leases while they run, completes or retries them. New jobs wake it through NOTIFY;
 * polling finds the rest (due retries, jobs of workers that died). Runs inside the server in
 * the embedded default and in `npm run worker` processes against PostgreSQL.
 */
export class JobRunner {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<string, Promise<void>>();
  private readonly controllers = new Set<AbortController>();
  private stopped = true;
  private filling = false;
  private fillAgain = false;
  private poller: NodeJS.Timeout | undefined;
  private stopListening: StopListening | undefined;
  private lastPruneAt = 0;

  private readonly options: JobRunnerOptions;

  constructor(options: JobRunnerOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.stopListening = await this.options.database.listen(JOBS_CHANNEL, {
      onNotification: () => this.wake(),
      onListeningChange: () => this.wake(),
    });
    this.poller = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.wake();
  }

  /**
   * Stops claiming and waits up to `timeoutMs` for running jobs. Jobs still running then keep
   * their lease until it runs out, and another worker takes them up: nothing is lost.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    await this.stopListening?.();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled(this.running.values()), timeout]);
    clearTimeout(timer);
    for (const controller of this.controllers) controller.abort(new Error('Worker stopping'));
  }

  /** How many jobs this worker runs now. */
  get activeJobs(): number {
    return this.running.size;
  }

  /** Claims jobs until the worker is full or nothing is due. */
  wake(): void {
    if (this.stopped) return;
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = true;
    void this.fill()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'Claiming jobs failed'))
      .finally(() => {
        this.filling = false;
        if (this.fillAgain) {
          this.fillAgain = false;
          this.wake();
        }
      });
  }

  private async fill(): Promise<void> {
    const { database, handlers, concurrency, leaseSeconds } = this.options;
    await this.pruneNow();
    while (!this.stopped && this.running.size < concurrency) {
      const job = await claimJob(database.db, Object.keys(handlers), this.workerId, leaseSeconds);
      if (!job) return;
      // Recording the outcome may fail too (the database gone while stopping): the job keeps
      // its lease until it runs out and is taken up again, so the failure is only logged.
      const run = this.execute(job)
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error, jobId: job.id }, 'Recording a job failed'),
        )
        .finally(() => {
          this.running.delete(job.id);
          this.wake();
        });
      this.running.set(job.id, run);
    }
  }

  private async pruneNow(): Promise<void> {
    if (Date.now() - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = Date.now();
    await pruneFinishedJobs(this.options.database.db, KEEP_FINISHED_DAYS);
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const { database, handlers, logger, leaseSeconds, retryBaseMs } = this.options;
    const handler = handlers[job.queue];
    if (!handler) return;
    const log = logger.child({ jobId: job.id, queue: job.queue, attempt: job.attempt });
    if (job.attempt > job.maxAttempts) {
      // Claimed again after its lease ran out on every attempt: its worker keeps dying on it.
      await this.giveUp(job, handler, 'The worker stopped during every attempt', log);
      return;
    }
    const controller = new AbortController();
    this.controllers.add(controller);
    const renewal = setInterval(
      () => {
        renewLease(database.db, job, this.workerId, leaseSeconds)
          .then((isOurs) => {
            if (!isOurs) controller.abort(new Error('The job was taken over by another worker'));
          })
          .catch((error: unknown) => log.warn({ err: error }, 'Renewing a job lease failed'));
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      await handler.run(job, controller.signal);
      await completeJob(database.db, job, this.workerId);
      log.info('Job done');
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = describe(error);
      const delay = retryDelayMs(job.attempt, retryBaseMs);
      const isFinal = await failJob(database.db, job, this.workerId, reason, delay);
      log.warn({ err: error, retryInMs: isFinal ? null : delay }, 'Job attempt failed');
      if (isFinal) await this.giveUp(job, handler, reason, log);
    } finally {
      clearInterval(renewal);
      this.controllers.delete(controller);
    }
  }

  private async giveUp(job: ClaimedJob, handler: JobHandler, reason: string, log: Logger) {
    log.error({ reason }, 'Job failed for good');
    if (job.attempt > job.maxAttempts) {
      await failJob(this.options.database.db, job, this.workerId, reason, 0);
    }
    await handler.onGiveUp?.(job, reason).catch((error: unknown) => {
      log.error({ err: error }, 'Giving up on a job failed');
    });
  }
}
