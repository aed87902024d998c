// Issue 24: the server side of the offline pack's sync (decision 0052), through the HTTP API as a
// device feels it: the first full sync of a 2,000-sheet and of a 20,000-sheet company (pages of
// 500, the device's locale first), a delta of 10 changed sheets, an empty delta; beside the
// machine's ceiling measured in the same run — the latency of `GET /api/health`, the cheapest
// answer the same server gives over the same connection.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarise } from '../latency.ts';
import { freshPostgresDatabase, signIn, startServer } from '../search/search.bench.ts';
import { fullSync, type SyncRun } from './sync-client.ts';
import { healthLatencyFromNode } from '../health-ceiling.ts';
import { seedSyntheticCompanies } from '../seed-companies.ts';

type Backend = 'postgres' | 'embedded';
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
/** BENCH_SCALE=0.1 tries the benchmark on a tenth of the sheets; figures need 1. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
/** Full syncs of each company measured; the median is the figure. */
const RUNS = 3;

/** Two companies: 500 masters × 4 locales (2,000 rows) and 5,000 × 4 (20,000), 90 % approved. */
const COMPANIES = [
  { prefix: 'SYNC2K', masters: Math.round(500 * SCALE) },
  { prefix: 'SYNC20K', masters: Math.round(5_000 * SCALE) },
];

const median = (runs: SyncRun[]) => [...runs].sort((a, b) => a.totalMs - b.totalMs)[1] ?? runs[0]!;

/** A key user's edit of one sheet, submitted and approved: what a change is in real life. */
export async function changeSheet(base: string, keyUser: Record<string, string>, id: string) {
  // Writes echo the XSRF cookie, as the web app does.
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(keyUser.cookie ?? '')?.[1] ?? '';
  const writer = { ...keyUser, 'x-xsrf-token': xsrf };
  const headers = { ...writer, 'content-type': 'application/json' };
  const sheet = (await (await fetch(`${base}/api/products/${id}`, { headers })).json()) as {
    articleNumber: string;
    masterCode: string;
    locale: string;
    name: string;
  };
  const body = { ...sheet, name: `${sheet.name} (rev. 2)` };
  const edit = await fetch(`${base}/api/products/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  if (!edit.ok) throw new Error(`edit of ${id}: ${edit.status} ${await edit.text()}`);
  for (const action of ['submit', 'approve']) {
    const response = await fetch(`${base}/api/products/${id}/${action}`, {
      method: 'POST',
      headers: writer,
    });
    if (!response.ok)
      throw new Error(`${action} of ${id}: ${response.status} ${await response.text()}`);
  }
}

export async function measureBackend(backend: Backend, port: number) {
  const dataDir = await mkdtemp(join(tmpdir(), `sds-bench-sync-${backend}-`));
  const databaseUrl =
    backend === 'postgres' ? await freshPostgresDatabase('sds_bench_offline_sync') : null;
  if (backend === 'postgres' && !databaseUrl) return { skipped: 'no PostgreSQL server reachable' };
  console.log(`  seeding on ${backend}…`);
  const { seeded, seedSeconds } = await seedSyntheticCompanies({
    dataDir,
    databaseUrl,
    companies: COMPANIES,
    randomSeed: 100,
  });
  const server = await startServer(
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    port,
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const health = await healthLatencyFromNode(base);
    const ofCeiling = (ms: number) => round(ms / health.p50Ms, 0);
    const companies: Record<string, unknown> = {};
    let big: { user: Record<string, string>; cursor: string; ids: string[] } | null = null;
    for (const company of seeded) {
      console.log(`  full syncs of ${company.prefix}…`);
      const user = await signIn(base, company.codes.User);
      const runs: SyncRun[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await fullSync(base, user, { locale: 'de-DE' }));
      const figure = median(runs);
      companies[company.prefix] = {
        rows: company.sheets,
        sheets: figure.sheets,
        pages: figure.pages,
        megabytes: round(figure.bytes / 2 ** 20, 2),
        firstPageMs: round(figure.firstPageMs),
        totalMs: round(figure.totalMs),
        runsMs: runs.map((each) => round(each.totalMs)),
        totalAsMultipleOfCeiling: ofCeiling(figure.totalMs),
        firstPageLocales: figure.firstPageLocales,
      };
      big = { user, cursor: figure.cursor, ids: figure.ids };
    }
    const bigCompany = seeded.at(-1)!;
    const keyUser = await signIn(base, bigCompany.codes.KeyUser);
    // An empty delta, ten times: what a device's periodic sync costs when nothing changed.
    const empty: number[] = [];
    let cursor = big!.cursor;
    for (let index = 0; index < 10; index += 1) {
      const run = await fullSync(base, big!.user, { since: cursor });
      empty.push(run.totalMs);
      cursor = run.cursor;
    }
    // Three rounds of 10 sheets edited, submitted and approved by the key user, then a delta.
    console.log('  changing 3 × 10 sheets…');
    const deltas: SyncRun[] = [];
    for (let round = 0; round < 3; round += 1) {
      const step = Math.floor(big!.ids.length / 10);
      const changed = Array.from({ length: 10 }, (_, index) => big!.ids[index * step + round]!);
      for (const id of changed) await changeSheet(base, keyUser, id);
      const run = await fullSync(base, big!.user, { since: cursor });
      deltas.push(run);
      cursor = run.cursor;
    }
    const delta = median(deltas);
    const deltaHealth = await healthLatencyFromNode(base);
    const emptySummary = summarise(empty);
    return {
      seedSeconds,
      ceiling: { route: 'GET /api/health', ...health, after: deltaHealth },
      fullSync: companies,
      emptyDelta: { ...emptySummary, p50AsMultipleOfCeiling: ofCeiling(emptySummary.p50Ms) },
      delta10: {
        ms: round(delta.totalMs),
        roundsMs: deltas.map((each) => round(each.totalMs)),
        asMultipleOfCeiling: ofCeiling(delta.totalMs),
        // Each changed sheet's language variants come too (the name is in their variant list).
        sheets: delta.sheets,
        removed: delta.removed,
        pages: delta.pages,
        bytes: delta.bytes,
      },
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Both backends, the embedded default first; PostgreSQL skipped, and said so, when unreachable. */
export async function measureOfflineSync() {
  return {
    targets: {
      firstSync2000Seconds: 20,
      delta10Seconds: 1,
      note: 'issue 24 (client side included)',
    },
    embedded: await measureBackend('embedded', 8473),
    postgres: await measureBackend('postgres', 8474),
  };
}
