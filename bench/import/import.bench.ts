// Issue 9: SDS imports per second and peak memory, for PDFs with SDScom XML and without, on
// the embedded default: one server process that works its own import queue with its parser
// processes (IMPORT_THREADS, default cores − 1), as `npm start` runs it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app.ts';
import { prepareState } from '../../apps/api/src/bootstrap.ts';
import { loadConfig } from '../../apps/api/src/platform/config/config.ts';
import { signIn } from '../../apps/api/src/testing/device-client.ts';
import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';
import { buildSdscomXml } from '../../apps/api/src/testing/sdscom-fixtures.ts';
import { measureMemoryOverImports, uploadAll, waitUntilImported } from './import-rounds.ts';

/** BENCH_IMPORTS=10 tries the benchmark quickly; the recorded figures use the default. */
const FILES_PER_KIND = Number(process.env.BENCH_IMPORTS ?? 60);
const LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;

type Kind = 'withXml' | 'withoutXml';

/**
 * How many imports the memory figures span (issue 22: memory flat over 1,000 imports; issue 28:
 * BENCH_MEMORY_IMPORTS=10000, the end within 10 % of after the first 1,000);
 * BENCH_MEMORY_IMPORTS=100 tries it quickly.
 */
const MEMORY_IMPORTS = Number(process.env.BENCH_MEMORY_IMPORTS ?? 1000);

/** Distinct SDS PDFs (each its own article number, so none is the same file as another). */
async function samplePdfs(kind: Kind): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: FILES_PER_KIND }, (_, index) => {
      const language = LANGUAGES[index % LANGUAGES.length]!;
      const articleNumber = `BENCH-${kind}-${index}`;
      if (kind === 'withoutXml') return buildSdsPdf({ language, product: { articleNumber } });
      const xml = buildSdscomXml({
        shape: index % 2 ? 'v4' : 'v5',
        language,
        product: { articleNumber },
      });
      const attachments = [{ name: 'sds.xml', content: xml, mimeType: 'application/xml' }];
      return buildSdsPdf({ language, product: { articleNumber }, attachments });
    }),
  );
}

/** The server's resident memory, sampled every 20 ms (parser processes are apart: 0031). */
function sampleMemory() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

export async function measureImports() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sds-bench-import-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOB_POLL_INTERVAL_MS: '200',
  });
  const state = await prepareState(config, pino({ level: 'silent' }));
  const app = await buildApp({ config, ...state, logger: false });
  await app.ready();
  try {
    const keyUser = await signIn(app, 'DEMO-KEY-2026');
    const figures: Record<string, unknown> = { parserThreads: config.imports.threads };
    for (const kind of ['withXml', 'withoutXml'] as const) {
      const pdfs = await samplePdfs(kind);
      const baselineRss = process.memoryUsage().rss;
      const peakRss = sampleMemory();
      const started = performance.now();
      await uploadAll(app, keyUser, pdfs, kind);
      const uploadedMs = performance.now() - started;
      await waitUntilImported(state.database.db);
      const elapsedMs = performance.now() - started;
      const statuses = await state.database.db.execute<{ status: string; count: number }>(sql`
        select import_status as status, count(*)::int as count from products
        where article_number like ${`BENCH-${kind}-%`} group by 1`);
      figures[kind] = {
        files: pdfs.length,
        averageFileKiB: Math.round(
          pdfs.reduce((sum, pdf) => sum + pdf.length, 0) / pdfs.length / 1024,
        ),
        importsPerSecond: Math.round((pdfs.length / elapsedMs) * 1000 * 10) / 10,
        uploadSeconds: Math.round(uploadedMs) / 1000,
        totalSeconds: Math.round(elapsedMs) / 1000,
        peakRssMiB: megabytes(peakRss()),
        rssBeforeMiB: megabytes(baselineRss),
        statuses: Object.fromEntries(statuses.rows.map(({ status, count }) => [status, count])),
      };
    }
    figures.memoryOverImports = await measureMemoryOverImports({
      app,
      keyUser,
      db: state.database.db,
      imports: MEMORY_IMPORTS,
    });
    return figures;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
