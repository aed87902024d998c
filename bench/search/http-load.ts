// Load generators for benchmarks through the HTTP API, run in their own process so the server's
// event loop is measured, not the client's.
import { summarise, type LatencySummary } from '../latency.ts';

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

async function send(spec: RequestSpec): Promise<boolean> {
  const response = await fetch(spec.url, { headers: spec.headers });
  await response.arrayBuffer();
  return response.ok;
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
