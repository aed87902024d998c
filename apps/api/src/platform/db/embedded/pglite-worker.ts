// Runs PGlite (PostgreSQL in WASM) on its own thread and exposes it on a Unix socket that speaks
// the PostgreSQL wire protocol, so the API's event loop never runs a query (decision 0002).
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './pglite-extensions.ts';

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
    ? await PGlite.create({
        loadDataDir: new Blob([await readFile(templateFile)]),
        extensions: pgliteExtensions,
      })
    : await PGlite.create(dataDir, { extensions: pgliteExtensions });
  // The pool holds one connection, but when a query fails node-postgres replaces that
  // connection while the server is still tearing the old one down; with room for only one,
  // the replacement was refused (ECONNRESET on the next query). pglite-socket serialises
  // sessions through its own queue, so extra room changes nothing else.
  const server = new PGLiteSocketServer({ db: database, path: socketPath, maxConnections: 4 });
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
