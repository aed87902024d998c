// Decision 0002: the embedded database must not run on the API's event loop. This measures the
// latency of GET /api/health (no database) while the embedded PGlite is kept busy with queries,
// against the same route on an idle server. If PGlite ran on the event loop, the loaded figures
// would be whole query durations (seconds); off the loop they stay near the idle ones.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { prepareState } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/platform/config/config.ts';
import { summarise, type LatencySummary } from './latency.ts';

const SAMPLE_MS = 4_000;

async function sampleHealth(baseUrl: string): Promise<LatencySummary> {
  const latencies: number[] = [];
  const until = performance.now() + SAMPLE_MS;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return summarise(latencies);
}

/** Runs the measurement and returns its figures. */
export async function measureEventLoopIsolation() {
  const config = loadConfig({
    DATA_DIR: await mkdtemp(join(tmpdir(), 'sds-bench-')),
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const state = await prepareState(config, pino({ level: 'silent' }));
  const app = await buildApp({ config, ...state, logger: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const idle = await sampleHealth(baseUrl);

  let busy = true;
  let queries = 0;
  const load = (async () => {
    while (busy) {
      await state.database.pool.query(
        'select count(*) from generate_series(1, 400000) as n where n % 7 = 0',
      );
      queries += 1;
    }
  })();
  const loaded = await sampleHealth(baseUrl);
  busy = false;
  await load;
  await app.close();

  return { idle, underDatabaseLoad: loaded, databaseQueriesDuringLoad: queries };
}

if (import.meta.main) {
  console.log(JSON.stringify(await measureEventLoopIsolation(), null, 2));
}
