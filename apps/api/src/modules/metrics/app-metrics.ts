import { ImportStatus } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../platform/db/database.ts';
import type { PushSender } from '../../platform/push/push-sender.ts';
import type { PushSenders } from '../../platform/push/push-senders.ts';

/** How a push delivery ended: the sender's outcome, or `failed` when it threw (retried later). */
export type PushDeliveryOutcome = 'delivered' | 'gone' | 'refused' | 'failed';

/** What became of an e-mail: on disk or accepted by SMTP, or given up. */
export type MailOutcome = 'sent' | 'failed';

/**
 * The metrics of one app instance, in a registry of its own (never prom-client's global one, so
 * several apps in one process, as in the tests, keep their counts apart). Counters are cheap
 * and always there; the gauges read the database and the pool only when scraped.
 */
export interface AppMetrics {
  registry: Registry;
  /** One answered request: its route pattern (never the raw URL), method, status, seconds. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  countPushDelivery(outcome: PushDeliveryOutcome): void;
  countMail(outcome: MailOutcome): void;
  /** The push senders, each delivery counted by its outcome. */
  countingPushSenders(senders: PushSenders): PushSenders;
  /** Node's own metrics (event-loop lag, heap, GC, CPU): started only where /metrics is on. */
  collectProcessMetrics(): void;
}

const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Counts per queue of the jobs not yet finished, and how long the oldest due one has waited. */
type QueueRow = {
  queue: string;
  waiting: number;
  scheduled: number;
  running: number;
  oldestWaitingSeconds: number | null;
};

export function createAppMetrics(dependencies: {
  database: Database;
  /** Every queue the job runner knows, reported with 0 when it holds nothing. */
  queues: readonly string[];
  logger: Pick<Logger, 'warn'>;
}): AppMetrics {
  const { database, queues, logger } = dependencies;
  const registry = new Registry();

  const requests = new Counter({
    name: 'sds_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'sds_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const pushDeliveries = new Counter({
    name: 'sds_push_deliveries_total',
    help: 'Push deliveries by outcome (delivered, gone, refused, failed = retried later)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'sds_mail_messages_total',
    help: 'E-mails by outcome (sent: in the outbox or accepted by SMTP; failed: given up)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['delivered', 'gone', 'refused', 'failed'])
    pushDeliveries.inc({ outcome }, 0);
  for (const outcome of ['sent', 'failed']) mails.inc({ outcome }, 0);

  // node-postgres counts its clients. The embedded database's pool holds its one session
  // (decision 0002): there, `waiting` is how many queries queue for the single connection.
  const pool = database.pool;
  new Gauge({
    name: 'sds_db_pool_connections',
    help: 'Database connections of this process by state (in_use, idle)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'sds_db_pool_max_connections',
    help: 'The most connections the pool opens (DATABASE_POOL_SIZE; 1 for the embedded database)',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'sds_db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });

  // One query per scrape for all four job gauges; the partial index jobs_due_idx covers it.
  let queueRows: Promise<QueueRow[]> | null = null;
  const readQueues = () => {
    queueRows ??= database.db
      .execute<QueueRow>(
        sql`
        select queue,
               count(*) filter (where status = 'queued' and run_at <= now())::int as waiting,
               count(*) filter (where status = 'queued' and run_at > now())::int as scheduled,
               count(*) filter (where status = 'running')::int as running,
               extract(epoch from now() - min(run_at) filter (
                 where status = 'queued' and run_at <= now()))::float8 as "oldestWaitingSeconds"
        from jobs where status in ('queued', 'running') group by queue`,
      )
      .then((result) => result.rows)
      .finally(() => {
        queueRows = null;
      });
    return queueRows;
  };
  const queueGauge = (name: string, help: string, value: (row: QueueRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        // Unread is left out, never reported as an empty queue.
        const rows = await readSafely(readQueues, logger, null);
        if (!rows) return;
        const byQueue = new Map(rows.map((row) => [row.queue, row]));
        for (const queue of new Set([...queues, ...byQueue.keys()])) {
          const row = byQueue.get(queue);
          this.set({ queue }, row ? value(row) : 0);
        }
      },
    });
  queueGauge('sds_jobs_waiting', 'Jobs due and not yet claimed, per queue', (row) => row.waiting);
  queueGauge(
    'sds_jobs_scheduled',
    'Jobs queued for later (retries after a pause, the daily runs), per queue',
    (row) => row.scheduled,
  );
  queueGauge('sds_jobs_running', 'Jobs a worker holds, per queue', (row) => row.running);
  queueGauge(
    'sds_jobs_oldest_waiting_age_seconds',
    'How long the oldest due job has waited to be claimed, per queue (0 when none waits)',
    (row) => row.oldestWaitingSeconds ?? 0,
  );

  new Gauge({
    name: 'sds_imports',
    help: "Products by the state of their SDS import (a product's last import)",
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await readSafely(
        async () =>
          (
            await database.db.execute<{ status: string; count: number }>(
              sql`select import_status as status, count(*)::int as count
                  from products group by import_status`,
            )
          ).rows,
        logger,
        null,
      );
      if (!rows) return;
      const counts = new Map(rows.map((row) => [row.status, row.count]));
      for (const status of ImportStatus.options) this.set({ status }, counts.get(status) ?? 0);
    },
  });

  let isCollectingProcessMetrics = false;
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    countPushDelivery(outcome) {
      pushDeliveries.inc({ outcome });
    },
    countMail(outcome) {
      mails.inc({ outcome });
    },
    countingPushSenders(senders) {
      const counted = (sender: PushSender): PushSender => ({
        async send(target, message) {
          try {
            const outcome = await sender.send(target, message);
            pushDeliveries.inc({ outcome });
            return outcome;
          } catch (error) {
            pushDeliveries.inc({ outcome: 'failed' });
            throw error;
          }
        },
      });
      return Object.fromEntries(
        Object.entries(senders).map(([hub, sender]) => [hub, counted(sender)]),
      ) as PushSenders;
    },
    collectProcessMetrics() {
      if (isCollectingProcessMetrics) return;
      isCollectingProcessMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}

/**
 * A scrape while the database is away still answers (the process metrics tell the most then):
 * the database's gauges are left out and the reason logged.
 */
async function readSafely<T, F>(
  read: () => Promise<T>,
  logger: Pick<Logger, 'warn'>,
  fallback: F,
): Promise<T | F> {
  try {
    return await read();
  } catch (error) {
    logger.warn({ reason: (error as Error).message }, 'metrics: database gauges not read');
    return fallback;
  }
}
