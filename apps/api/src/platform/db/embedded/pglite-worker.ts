// Runs PGlite (PostgreSQL in WASM) on its own thread and exposes it on a Unix socket that speaks
// the PostgreSQL wire protocol, so the API's event loop never runs a query (DESIGN §10).
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** A directory to persist to, or `memory://` for a throwaway database. */
  dataDir: string;
  socketPath: string;
  /** A `dumpDataDir()` tarball to start an in-memory database from (tests: ~0.5 s, not ~3 s). */
  templateFile?: string;
}

export type PgliteWorkerMessage =
  { type: 'ready' } | { type: 'stopped' } | { type: 'failed'; message: string };

const { dataDir, socketPath, templateFile } = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

function send(message: PgliteWorkerMessage): void {
  port?.postMessage(message);
}

try {
  const database = templateFile
    ? await PGlite.create({ loadDataDir: new Blob([await readFile(templateFile)]) })
    : await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db: database, path: socketPath });
  await server.start();
  port.on('message', async (message: { type: 'stop' }) => {
    if (message.type !== 'stop') return;
    await server.stop();
    await database.close();
    send({ type: 'stopped' });
    port.close();
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
