// Issue 27's backup target: a 100,000-product database with 10,000 stored files backed up in
// at most 2 minutes, on each backend, with `npm run backup` itself against a running server;
// the server's GET /api/health is measured before and during the backup (the machine's
// ceiling, and what a backup costs the people using the portal), and the backup is restored
// into a fresh data directory (or database) to time that too.
import { spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalFileStore } from '../../apps/api/src/platform/storage/file-store.ts';
import { healthLatencyFromNode } from '../health-ceiling.ts';
import { summarise } from '../latency.ts';
import { seedSyntheticCompanies } from '../seed-companies.ts';
import { freshPostgresDatabase, startServer } from '../search/search.bench.ts';
import { syntheticCompanies } from '../search/synthetic-products.ts';

/** BENCH_SCALE=0.05 tries the benchmark on 5,000 products and 500 files; figures need 1. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const FILES = Math.round(10_000 * SCALE);
/** Stored files of 20 to 180 kB (100 kB on average): SDS pdfs and product photos. */
const fileBytes = (index: number) => 20_000 + ((index * 7919) % 160_000);
const TARGET_SECONDS = 120;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const repositoryRoot = new URL('../..', import.meta.url).pathname;

async function storeFiles(dataDir: string): Promise<number> {
  const store = createLocalFileStore(join(dataDir, 'files'));
  let bytes = 0;
  for (let index = 0; index < FILES; index += 1) {
    const content = randomFillSync(Buffer.alloc(fileBytes(index)));
    await store.put(content);
    bytes += content.length;
  }
  return bytes;
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Runs `npm run backup` or `npm run restore` (the programs it runs) and times it. */
async function runProgram(
  program: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
) {
  const started = performance.now();
  const child = spawn(process.execPath, [`apps/api/src/${program}.ts`, ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    output += text;
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`${program} failed (${code}):\n${output}`);
  return { seconds: round((performance.now() - started) / 1000, 2), output: output.trim() };
}

/** GET /api/health one at a time until `work` settles: what people feel while it runs. */
async function healthWhile<T>(base: string, work: Promise<T>) {
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  const latencies: number[] = [];
  while (!isDone) {
    const sent = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - sent);
  }
  return { result: await settled, health: { ...summarise(latencies), requests: latencies.length } };
}

export async function measureBackupOn(backend: 'embedded' | 'postgres', port: number) {
  const dataDir = await mkdtemp(join(tmpdir(), `sds-bench-backup-${backend}-`));
  const databaseUrl =
    backend === 'postgres' ? await freshPostgresDatabase('sds_bench_backup') : null;
  if (backend === 'postgres' && !databaseUrl) return { skipped: 'no PostgreSQL server reachable' };
  const databaseEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const backupFolder = join(dataDir, '..', `${dataDir.split('/').pop()}-backup`);
  const restoreDir = `${dataDir}-restored`;
  try {
    console.log(`  ${backend}: seeding ${Math.round(100_000 * SCALE)} products…`);
    const companies = syntheticCompanies(SCALE).map(({ prefix, masters }) => ({ prefix, masters }));
    const { seeded, seedSeconds } = await seedSyntheticCompanies({
      dataDir,
      databaseUrl,
      companies,
      randomSeed: 1,
    });
    console.log(`  ${backend}: storing ${FILES} files…`);
    const storedBytes = await storeFiles(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, ...databaseEnv }, port);
    try {
      const base = `http://127.0.0.1:${port}`;
      const healthBefore = await healthLatencyFromNode(base);
      console.log(`  ${backend}: npm run backup while the server runs…`);
      const loadBefore = loadavg()[0];
      const { result: backup, health: healthDuringBackup } = await healthWhile(
        base,
        runProgram('backup', [backupFolder], { DATA_DIR: dataDir, ...databaseEnv }),
      );
      const databaseBytes =
        backend === 'embedded'
          ? await folderBytes(join(backupFolder, 'db'))
          : (await stat(join(backupFolder, 'database.dump'))).size;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));

      console.log(`  ${backend}: npm run restore into a fresh data directory…`);
      const restoreUrl = databaseUrl ? await freshPostgresDatabase('sds_bench_restore') : null;
      const restore = await runProgram('restore', [backupFolder], {
        DATA_DIR: restoreDir,
        ...(restoreUrl ? { DATABASE_URL: restoreUrl } : {}),
      });
      return {
        products: seeded.reduce((sum, company) => sum + company.sheets, 0),
        storedFiles: FILES,
        storedMegabytes: round(storedBytes / 1e6),
        seedSeconds,
        databaseInBackupMegabytes: round(databaseBytes / 1e6),
        loadAverageBefore: round(loadBefore ?? 0, 2),
        healthBefore,
        backupSeconds: backup.seconds,
        targetSeconds: TARGET_SECONDS,
        meetsTarget: backup.seconds <= TARGET_SECONDS,
        backupOutput: backup.output,
        healthDuringBackup,
        restoreSeconds: restore.seconds,
        restoreOutput: restore.output,
      };
    } finally {
      server.kill('SIGTERM');
    }
  } finally {
    for (const folder of [dataDir, backupFolder, restoreDir]) {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

export async function measureBackup() {
  return {
    scale: SCALE,
    embedded: await measureBackupOn('embedded', 18_471),
    postgres: await measureBackupOn('postgres', 18_472),
  };
}
