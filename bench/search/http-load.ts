// Load generators for benchmarks through the HTTP API, run in their own process so the server's
// event loop is measured, not the client's. Requests go through undici's request API on kept-alive
// connections: on these two-core machines the load generator shares the cores with the server and
// the database, and fetch() cost it ~0.45 ms of CPU per request where this costs ~0.15 ms.
import { Agent, request } from 'undici';
import { summarise, type LatencySummary } from '../latency.ts';

const agent = new Agent({ connections: 64, pipelining: 1 });

export interface RequestSpec {
  url: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  latency: LatencySummary;
  completed: number;
  failed: number;
  seconds: number;
  perSecond: number;
}

/** Sends a GET as a browser would (asking for a compressed answer) and reads the whole body. */
async function send(spec: RequestSpec): Promise<boolean> {
  const response = await request(spec.url, {
    dispatcher: agent,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...spec.headers },
  });
  await response.body.arrayBuffer();
  return response.statusCode >= 200 && response.statusCode < 300;
}

function result(latencies: number[], failed: number, seconds: number): LoadResult {
  return {
    latency: summarise(latencies),
    completed: latencies.length,
    failed,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(latencies.length / seconds),
  };
}

/** `clients` clients each sending the next request as soon as the last one answered. */
export async function closedLoop(options: {
  clients: number;
  durationMs: number;
  next: () => RequestSpec;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        if (await send(options.next())) latencies.push(performance.now() - sent);
        else failed += 1;
      }
    }),
  );
  return result(latencies, failed, (performance.now() - started) / 1000);
}

/**
 * Requests offered at a fixed `rate` per second by up to `clients` connections, whatever the
 * answers do. Latency counts from when a request was due, not when a client got to it, so a
 * server that falls behind shows it (no coordinated omission).
 */
export async function openLoop(options: {
  rate: number;
  clients: number;
  durationMs: number;
  next: () => RequestSpec;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const interval = 1000 / options.rate;
  const total = Math.floor((options.durationMs / 1000) * options.rate);
  const started = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (issued < total) {
        const due = started + issued * interval;
        issued += 1;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (await send(options.next())) latencies.push(performance.now() - due);
        else failed += 1;
      }
    }),
  );
  return result(latencies, failed, (performance.now() - started) / 1000);
}

/** Latency of one route asked one at a time, until `stop` resolves. */
export async function sampleUntil(
  spec: RequestSpec,
  stop: Promise<unknown>,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  let isStopped = false;
  void stop.then(() => (isStopped = true));
  while (!isStopped) {
    const sent = performance.now();
    await send(spec);
    latencies.push(performance.now() - sent);
  }
  return summarise(latencies);
}
