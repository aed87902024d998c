import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.ts';

/** A running embedded PostgreSQL: where to connect, and how to stop it. */
export interface EmbeddedPostgres {
  /** Directory holding the socket; node-postgres takes it as `host`. */
  socketDirectory: string;
  port: number;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The file beside a persisted data directory that names the socket directory of the process
 * running it, so `npm run backup` can reach the running database (decision 0067).
 */
export function socketPointerFileOf(dataDir: string): string {
  return `${dataDir}.socket`;
}

/**
 * Starts PGlite in a worker thread, persisted under `dataDir` (or in memory when null, optionally
 * from a template dump), reachable through a Unix socket in a private temporary directory
 * (mode 0700: other local users cannot connect, unlike a TCP port).
 */
export async function startEmbeddedPostgres(
  dataDir: string | null,
  templateFile?: string,
): Promise<EmbeddedPostgres> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const socketDirectory = await mkdtemp(join(tmpdir(), 'sds-pglite-'));
  const workerData: PgliteWorkerData = {
    dataDir: dataDir ?? 'memory://',
    socketPath: join(socketDirectory, `.s.PGSQL.${SOCKET_PORT}`),
    ...(dataDir === null && templateFile ? { templateFile } : {}),
  };
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData });

  const firstMessage = await new Promise<PgliteWorkerMessage>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PGlite worker exited with code ${code}`)));
  }).catch(async (error: unknown) => {
    await rm(socketDirectory, { recursive: true, force: true });
    throw error;
  });
  if (firstMessage.type !== 'ready') {
    await worker.terminate();
    await rm(socketDirectory, { recursive: true, force: true });
    throw new Error(
      `The embedded database could not start${dataDir ? ` in ${dataDir}` : ''}: ${
        firstMessage.type === 'failed' ? firstMessage.message : firstMessage.type
      }`,
    );
  }

  if (dataDir) await writeFile(socketPointerFileOf(dataDir), socketDirectory);

  return {
    socketDirectory,
    port: SOCKET_PORT,
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.once('message', (message: PgliteWorkerMessage) => {
          if (message.type === 'stopped') resolve();
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' });
      const timeout = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await stopped;
      clearTimeout(timeout);
      await worker.terminate();
      if (dataDir) await rm(socketPointerFileOf(dataDir), { force: true });
      await rm(socketDirectory, { recursive: true, force: true });
    },
  };
}
