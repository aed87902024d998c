import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { buildTextFloodPdf } from '../../testing/hostile-pdfs.ts';
import { finishedImport, sdsForm, uploadSdsFile } from '../../testing/import-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

const WORKER = fileURLToPath(new URL('../../worker.ts', import.meta.url));

/** `npm run worker` as a process of its own, on the test's database and file store. */
function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.WORKER_LOG ?? 'silent',
      ...env,
    },
    stdio: ['ignore', process.env.WORKER_LOG ? 'inherit' : 'ignore', 'pipe'],
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('npm run worker', () => {
  it('refuses to start without PostgreSQL, and says why', async () => {
    const worker = startWorker({ DATABASE_URL: '' });
    let stderr = '';
    worker.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(worker, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/DATABASE_URL is not set/);
  });
});

// Separate worker processes share a PostgreSQL server (the embedded database is one process's).
describe.runIf(process.env.TEST_DATABASE_URL)('a worker killed in the middle of an import', () => {
  let app: FastifyInstance;
  let keyUser: SignedInTestDevice;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    keyUser = await signIn(app, 'DEMO-KEY-2026');
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await app.close();
  });

  it('leaves its job to the next worker, which completes it', async () => {
    const workerEnv = {
      DATABASE_URL: String(app.database.pool.options.connectionString),
      DATA_DIR: app.config.dataDir,
      JOB_LEASE_SECONDS: '2',
      JOB_POLL_INTERVAL_MS: '100',
      IMPORT_TIME_LIMIT_MS: '120000',
    };
    const upload = await uploadSdsFile(
      app,
      keyUser,
      sdsForm(buildTextFloodPdf(200_000), 'slow.pdf', 'application/pdf'),
    );
    const job = async () => {
      const result = await app.database.db.execute<{
        status: string;
        attempts: number;
        lockedBy: string | null;
      }>(sql`select status, attempts, locked_by as "lockedBy" from jobs
             where payload->>'productId' = ${upload.productId}`);
      return result.rows[0]!;
    };

    const first = startWorker(workerEnv);
    workers.push(first);
    await until(async () => (await finishedOrImporting()) === 'Importing');
    first.kill('SIGKILL');
    await once(first, 'exit');
    expect(await job()).toMatchObject({ status: 'running', attempts: 1 });

    workers.push(startWorker(workerEnv));
    const status = await finishedImport(app, keyUser, upload.productId, 60_000);
    expect(status.status).toBe('NoXml');
    // The runner marks the job done after the import's own transaction has committed.
    await until(async () => (await job()).status !== 'running', 10_000);
    expect(await job()).toMatchObject({ status: 'completed', attempts: 2, lockedBy: null });

    async function finishedOrImporting() {
      const result = await app.database.db.execute<{ status: string }>(
        sql`select import_status as status from products where id = ${upload.productId}`,
      );
      return result.rows[0]?.status;
    }
  }, 90_000);
});
