import { summarise, type LatencySummary } from './latency.ts';

/**
 * `GET /api/health` one at a time from Node, the first 100 of 300 left out as warm-up: the
 * server's ceiling in the same run, which every figure is also given as a multiple of.
 */
export async function healthLatencyFromNode(base: string): Promise<LatencySummary> {
  const latencies: number[] = [];
  for (let index = 0; index < 300; index += 1) {
    const sent = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - sent);
  }
  return summarise(latencies.slice(100));
}
