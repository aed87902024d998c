// Searches per second through the proxy to one API process and to two, beside the same proxy's
// GET /api/health (the machine's ceiling in this run); then one API process is SIGKILLed under
// steady load and the failed requests counted.
import { cpus } from 'node:os';
import { Agent, request } from 'undici';
import { summarise, type LatencySummary } from '../latency.ts';
import { signInOverHttp, type HttpDevice } from '../../apps/api/src/testing/server-process.ts';
import type { Cluster } from './cluster.ts';

const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const agent = new Agent({ connections: 64, pipelining: 1 });

export interface SteadyLoad {
  perSecond: number;
  completed: number;
  failed: number;
  /** Statuses other than 2xx, and transport errors, by kind. */
  failures: Record<string, number>;
  latency: LatencySummary;
  /** How busy the machine's cores were meanwhile, all processes together (0–100). */
  machineCpuBusyPercent: number;
}

/** Busy and total CPU time of all cores since boot. */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** `CLIENTS` clients each sending its next GET when the last answered; every failure counted. */
async function steadyLoad(
  urls: () => string,
  headers: Record<string, string>,
  ms: number,
  during?: (elapsedMs: number) => void,
): Promise<SteadyLoad> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const started = performance.now();
  const cpuBefore = cpuTimes();
  const fail = (kind: string) => (failures[kind] = (failures[kind] ?? 0) + 1);
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() - started < ms) {
        during?.(performance.now() - started);
        const sent = performance.now();
        try {
          const response = await request(urls(), {
            dispatcher: agent,
            headers: { 'accept-encoding': 'gzip, br', ...headers },
          });
          await response.body.arrayBuffer();
          if (response.statusCode >= 200 && response.statusCode < 300) {
            latencies.push(performance.now() - sent);
          } else fail(String(response.statusCode));
        } catch (error) {
          fail((error as { code?: string }).code ?? 'error');
        }
      }
    }),
  );
  const failed = Object.values(failures).reduce((sum, count) => sum + count, 0);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuTimes();
  const busyShare = (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total);
  return {
    perSecond: Math.round(latencies.length / seconds),
    completed: latencies.length,
    failed,
    failures,
    latency: summarise(latencies),
    machineCpuBusyPercent: Math.round(busyShare * 1000) / 10,
  };
}

/** Searches people type on the demo data: words of its products' names, and the empty one. */
async function demoSearches(base: string, device: HttpDevice): Promise<string[]> {
  const response = await fetch(`${base}/api/products?pageSize=100`, { headers: device.headers });
  const { items } = (await response.json()) as { items: { name: string }[] };
  const words = items.flatMap(({ name }) => name.split(/\s+/).filter((word) => word.length > 3));
  return ['', ...new Set(words.map((word) => word.toLowerCase()))].slice(0, 40);
}

function rotating(base: string, searches: string[]): () => string {
  let next = 0;
  return () =>
    `${base}/api/products?search=${encodeURIComponent(searches[next++ % searches.length] ?? '')}`;
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

export async function measureThroughput(cluster: Cluster) {
  const device = await signInOverHttp(cluster.proxy.both, 'DEMO-USER-2026');
  const searches = await demoSearches(cluster.proxy.both, device);
  const ms = SECONDS * 1000;
  const health = (base: string) => () => `${base}/api/health`;
  // Warm both processes' caches and JIT before anything counts.
  await steadyLoad(rotating(cluster.proxy.both, searches), device.headers, 3000);
  const healthOne = await steadyLoad(health(cluster.proxy.firstOnly), {}, ms);
  const healthBoth = await steadyLoad(health(cluster.proxy.both), {}, ms);
  const searchOne = await steadyLoad(
    rotating(cluster.proxy.firstOnly, searches),
    device.headers,
    ms,
  );
  const searchBoth = await steadyLoad(rotating(cluster.proxy.both, searches), device.headers, ms);
  return {
    clients: CLIENTS,
    secondsEach: SECONDS,
    distinctSearches: searches.length,
    healthOneProcess: healthOne,
    healthTwoProcesses: healthBoth,
    searchOneProcess: searchOne,
    searchTwoProcesses: searchBoth,
    ratios: {
      searchTwoOverOne: ratio(searchBoth.perSecond, searchOne.perSecond),
      healthTwoOverOne: ratio(healthBoth.perSecond, healthOne.perSecond),
      searchOneOverHealthOne: ratio(searchOne.perSecond, healthOne.perSecond),
      searchTwoOverHealthTwo: ratio(searchBoth.perSecond, healthBoth.perSecond),
    },
  };
}

/** Steady searches through the proxy; a quarter of the way in, the first API process is killed. */
export async function measureKill(cluster: Cluster) {
  const device = await signInOverHttp(cluster.proxy.both, 'DEMO-USER-2026');
  const searches = await demoSearches(cluster.proxy.both, device);
  const ms = 2 * SECONDS * 1000;
  const victim = cluster.apiProcesses[0];
  if (!victim) throw new Error('No API process to kill');
  let killedAtMs: number | null = null;
  const load = await steadyLoad(
    rotating(cluster.proxy.both, searches),
    device.headers,
    ms,
    (elapsed) => {
      if (killedAtMs === null && elapsed >= ms / 4) {
        killedAtMs = Math.round(elapsed);
        victim.child.kill('SIGKILL');
      }
    },
  );
  const total = load.completed + load.failed;
  return {
    killed: 'api-1 (SIGKILL)',
    killedAtMs,
    ...load,
    failedShare: Math.round((load.failed / total) * 10_000) / 100,
  };
}
