// Issue 25's scale (decision 0065): in a company with 20,000 products of 10 versions each, the
// list of sheets due for review through the HTTP API as its key user feels it (≤ 200 ms), one
// product's history (≤ 50 ms) and the comparison of two versions of a 16-section sheet
// (≤ 100 ms); the weekly digest job over 1,000 companies (≤ 1 minute); beside the machine's
// ceiling in the same run — `GET /api/health`, the cheapest answer of the same server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendDueReviewDigests } from '../../apps/api/src/modules/products/due-review-digest.ts';
import { mailInTransaction } from '../../apps/api/src/platform/mail/mail-in-transaction.ts';
import { healthLatencyFromNode } from '../health-ceiling.ts';
import { summarise } from '../latency.ts';
import { freshPostgresDatabase, signIn, startServer } from '../search/search.bench.ts';
import { openBenchState, seedDueReviewCompanies, type DueReviewState } from './due-review-seed.ts';
import { measureProductHistory } from './product-history.ts';

type Backend = 'postgres' | 'embedded';
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
/** BENCH_SCALE=0.1 tries the benchmark on a tenth of the sheets and companies; figures need 1. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SHAPE = {
  bigMasters: Math.round(5_000 * SCALE),
  versions: 10,
  smallCompanies: Math.round(999 * SCALE),
  smallMasters: 5,
};
const TARGETS = { dueListP95Ms: 200, digestSeconds: 60 };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The weekly digest over every company, as the daily job runs it, mails queued (SMTP). */
async function measureDigest(state: DueReviewState) {
  const deps = {
    db: state.database.db,
    // Queued for SMTP in each company's transaction, as in production; nothing here sends them.
    mail: mailInTransaction({
      from: 'SDS Portal <no-reply@bench.example>',
      smtpUrl: 'smtp://127.0.0.1:9',
      outboxDir: '/nonexistent',
      logger: quiet,
      queueKey: state.secretKeys.mailQueue,
    }),
    publicUrl: 'https://sds.example',
  };
  // Today's week, so the server's own run at its start finds every digest sent.
  const now = new Date();
  let started = performance.now();
  const first = await sendDueReviewDigests(deps, now);
  const firstSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const again = await sendDueReviewDigests(deps, new Date(now.getTime() + 60_000));
  const againSeconds = (performance.now() - started) / 1000;
  return {
    companiesSent: first.companies,
    mailsQueued: first.mails,
    failed: first.failed.length,
    seconds: round(firstSeconds, 2),
    target: TARGETS.digestSeconds,
    // The next run of the same week: everything already sent.
    sameWeekAgain: { companiesSent: again.companies, seconds: round(againSeconds, 2) },
  };
}

/** `GET /api/products/due-for-review` one at a time, 20 warm-up calls left out. */
async function measureDueList(base: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let body = { total: 0, items: [] as unknown[] };
  let bytes = 0;
  for (let index = 0; index < 120; index += 1) {
    const sent = performance.now();
    const response = await fetch(`${base}/api/products/due-for-review`, { headers });
    const text = await response.text();
    latencies.push(performance.now() - sent);
    if (!response.ok) throw new Error(`due list: ${response.status} ${text}`);
    if (index === 0) {
      body = JSON.parse(text) as typeof body;
      bytes = text.length;
    }
  }
  return { ...summarise(latencies.slice(20)), total: body.total, items: body.items.length, bytes };
}

export async function measureBackend(backend: Backend, port: number) {
  const dataDir = await mkdtemp(join(tmpdir(), `sds-bench-due-${backend}-`));
  const databaseUrl = backend === 'postgres' ? await freshPostgresDatabase('sds_bench_due') : null;
  if (backend === 'postgres' && !databaseUrl) return { skipped: 'no PostgreSQL server reachable' };
  console.log(`  seeding on ${backend}…`);
  const state = await openBenchState(dataDir, databaseUrl);
  let seeded: Awaited<ReturnType<typeof seedDueReviewCompanies>>;
  let digest: Awaited<ReturnType<typeof measureDigest>>;
  try {
    seeded = await seedDueReviewCompanies(state, SHAPE);
    console.log('  the weekly digest…');
    digest = await measureDigest(state);
  } finally {
    await state.database.close();
  }
  const server = await startServer(
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    port,
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const health = await healthLatencyFromNode(base);
    const keyUser = await signIn(base, seeded.big.codes.KeyUser);
    console.log('  the due list…');
    const dueList = await measureDueList(base, keyUser);
    console.log('  one product’s history and two versions compared…');
    const productHistory = await measureProductHistory(base, keyUser);
    const healthAfter = await healthLatencyFromNode(base);
    return {
      products: seeded.products,
      revisions: seeded.revisions,
      bigCompanySheets: seeded.big.sheets,
      seedSeconds: seeded.seedSeconds,
      ceiling: { route: 'GET /api/health', ...health, after: healthAfter },
      dueList: {
        ...dueList,
        target: TARGETS.dueListP95Ms,
        p50AsMultipleOfCeiling: round(dueList.p50Ms / health.p50Ms, 0),
        p95AsMultipleOfCeiling: round(dueList.p95Ms / health.p95Ms, 0),
      },
      productHistory: {
        ...productHistory,
        historyP95AsMultipleOfCeiling: round(productHistory.history.p95Ms / health.p95Ms, 0),
        comparisonP95AsMultipleOfCeiling: round(productHistory.comparison.p95Ms / health.p95Ms, 0),
      },
      digest,
    };
  } finally {
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Both backends, one after the other (the machine has two cores). */
export async function measureDueReview() {
  return {
    scale: SCALE,
    shape: SHAPE,
    embedded: await measureBackend('embedded', 8791),
    postgres: await measureBackend('postgres', 8792),
  };
}
