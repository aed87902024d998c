import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportStatusResponse, Product, VibUploadResponse } from '@sds/contract';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { deriveSecretKeys, loadMasterSecret } from './platform/crypto/secret-keys.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { pgliteExtensions } from './platform/db/embedded/pglite-extensions.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { createTestPdf } from './testing/factories.ts';
import { buildTextFloodPdf } from './testing/hostile-pdfs.ts';
import { sdsForm } from './testing/import-client.ts';
import { buildSdsPdf } from './testing/sds-pdf-fixtures.ts';
import {
  signInOverHttp,
  startServerProcess,
  type HttpDevice,
  type ServerProcess,
} from './testing/server-process.ts';
import { openTestDatabase } from './testing/test-database.ts';

/** Uploads sent while the server is killed, a few at a time as the import screen sends them. */
const UPLOADS = 24;
const AT_ONCE = 4;
/** Uploads whose body stops half-way, so a `.part` file is being written at the kill. */
const STALLED_UPLOADS = 2;

const servers: ServerProcess[] = [];
const stalled: ClientRequest[] = [];
let postgres: Database | null = null;
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const request of stalled) request.destroy();
  await postgres?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function partFiles(dataDir: string): Promise<string[]> {
  const names = await readdir(join(dataDir, 'files', 'incoming')).catch(() => []);
  return names.filter((name) => name.endsWith('.part'));
}

/**
 * The demo companies (not their 92 documents) in the database the servers will use, with the
 * master secret they will read from DATA_DIR. The embedded database starts from the run's
 * migrated template written to DATA_DIR/db: a fresh PGlite with migrations and documents costs
 * the first server tens of seconds on a loaded machine, which says nothing about crashes.
 */
async function prepareDatabase(dataDir: string): Promise<Database | null> {
  const keys = deriveSecretKeys(await loadMasterSecret(null, dataDir));
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    await seedDemoData(database.db, keys);
    return database;
  }
  const template = inject('pgliteTemplates')?.migrated;
  if (template) {
    const loadDataDir = new Blob([await readFile(template)]);
    const pglite = await PGlite.create(join(dataDir, 'db'), {
      loadDataDir,
      extensions: pgliteExtensions,
    });
    await pglite.close();
  }
  const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
  try {
    if (!template) await runMigrations(database.pool);
    await seedDemoData(database.db, keys);
  } finally {
    await database.close();
  }
  return null;
}

/** The keys of every file the store holds. */
async function storedKeys(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files');
  const folders = (await readdir(root)).filter((name) => /^[0-9a-f]{2}$/.test(name));
  const names = await Promise.all(folders.map((folder) => readdir(join(root, folder))));
  return names.flat();
}

/** An SDS upload the server gets all of: its answer, or null when the server died first. */
async function upload(address: string, device: HttpDevice, bytes: Uint8Array, name: string) {
  try {
    const response = await fetch(`${address}/api/vibupload`, {
      method: 'POST',
      headers: device.headers,
      body: sdsForm(bytes, name, 'application/pdf'),
    });
    if (response.status !== 202) return { status: response.status, body: null };
    return { status: 202, body: VibUploadResponse.parse(await response.json()) };
  } catch {
    return null;
  }
}

/** An upload whose first 64 KiB arrive and then nothing: it is being stored when the kill comes. */
function startStalledUpload(address: string, device: HttpDevice): ClientRequest {
  const boundary = `crash-${randomUUID()}`;
  const request = httpRequest(`${address}/api/vibupload`, {
    method: 'POST',
    headers: { ...device.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  request.on('error', () => {});
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stalled.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  request.write(randomBytes(64 * 1024));
  return request;
}

async function importStatus(address: string, device: HttpDevice, productId: string) {
  const response = await fetch(`${address}/api/products/${productId}/importstatus`, {
    headers: device.headers,
  });
  return ImportStatusResponse.parse(await response.json()).status;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(100);
  }
}

/** The bytes of a product's SDS pdf as a browser downloads them through its signed link. */
async function downloadedPdf(address: string, device: HttpDevice, productId: string) {
  const response = await fetch(`${address}/api/products/${productId}`, { headers: device.headers });
  const pdf = Product.parse(await response.json()).documents.find((doc) => doc.kind === 'pdf');
  if (!pdf) return null;
  const url = pdf.url.startsWith('/') ? `${address}${pdf.url}` : pdf.url;
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

/** Every row that refers to a stored file, with the size and SHA-256 it says the file has. */
async function referencedFiles(database: Database) {
  const result = await database.db.execute<{ key: string; size: number; sha256: string }>(sql`
    select storage_key as key, size_bytes as size, sha256 from product_documents
    union select import_source->>'storageKey', (import_source->>'sizeBytes')::int,
      import_source->>'sha256' from products where import_source is not null
    union select file->>'storageKey', (file->>'sizeBytes')::int, file->>'sha256'
      from product_requests where file is not null`);
  return result.rows;
}

describe('a server killed in the middle of uploads and an import', () => {
  it('keeps every accepted upload whole, leaves nothing half-written and finishes the import', async () => {
    const began = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${(Date.now() - began) / 1000}s`);
    const dataDir = await mkdtemp(join(tmpdir(), 'sds-crash-'));
    // The PostgreSQL run gives the servers a database of their own; otherwise it is the
    // embedded one in DATA_DIR, which has to survive the kill as well.
    postgres = await prepareDatabase(dataDir);
    phase('prepared');
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      ...(postgres ? { DATABASE_URL: String(postgres.pool.options.connectionString) } : {}),
      JOB_LEASE_SECONDS: '2',
      JOB_POLL_INTERVAL_MS: '100',
      JOB_CONCURRENCY: '2',
    };
    const first = startServerProcess({ ...env, IMPORT_THREADS: '1' });
    servers.push(first);
    let address = await first.address();
    phase('listening');
    const keyUser = await signInOverHttp(address, 'DEMO-KEY-2026');

    // An import that reads its SDS when the kill comes: it waits for the one parser thread,
    // which a slow file holds: a million bits of text take longer than the time limit
    // (IMPORT_TIME_LIMIT_MS, 30 s) on any machine, so the import waits however fast the rest is.
    const flood = buildTextFloodPdf(40_000, 25);
    const slow = await upload(address, keyUser, flood, 'slow.pdf');
    const sds = await upload(address, keyUser, await buildSdsPdf({ language: 'en' }), 'sds.pdf');
    const importing = sds?.body?.productId;
    expect(slow?.status).toBe(202);
    expect(importing).toBeDefined();
    await waitFor(
      'the import to start',
      async () =>
        (await importStatus(address, keyUser, importing!)) === 'Importing' ? true : null,
      20_000,
    );

    for (let index = 0; index < STALLED_UPLOADS; index += 1) {
      stalled.push(startStalledUpload(address, keyUser));
    }
    await waitFor(
      'the stalled uploads to be stored',
      async () => ((await partFiles(dataDir)).length >= STALLED_UPLOADS ? true : null),
      10_000,
    );

    const sent = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, index) => {
        const pdf = await createTestPdf(`Crash upload ${index} ${randomUUID()}`);
        return Buffer.concat([pdf, randomBytes(128 * 1024)]);
      }),
    );
    const answers: (Awaited<ReturnType<typeof upload>> | undefined)[] = [];
    let next = 0;
    let answered = 0;
    let killed = false;
    const killHalfWay = async () => {
      answered += 1;
      if (killed || answered < UPLOADS / 2) return;
      killed = true;
      expect(await importStatus(address, keyUser, importing!)).toBe('Importing');
      first.child.kill('SIGKILL');
    };
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < UPLOADS) {
          const index = next;
          next += 1;
          answers[index] = await upload(address, keyUser, sent[index]!, `crash-${index}.pdf`);
          await killHalfWay();
        }
      }),
    );
    expect(await first.exited).toBeNull();
    phase('killed');
    const accepted = answers.flatMap((answer, index) =>
      answer?.status === 202 && answer.body ? [{ ...answer.body, bytes: sent[index]! }] : [],
    );
    const leftAfterKill = await partFiles(dataDir);
    expect(accepted.length).toBeGreaterThanOrEqual(UPLOADS / 2);
    expect(leftAfterKill.length).toBeGreaterThanOrEqual(STALLED_UPLOADS);

    // The same data directory (and database), now with two parser threads.
    const second = startServerProcess({ ...env, IMPORT_THREADS: '2' });
    servers.push(second);
    address = await second.address();
    phase('restarted');
    const leftAfterStart = await partFiles(dataDir);
    console.warn(
      `crash: ${accepted.length} of ${UPLOADS} uploads accepted before the kill; ` +
        `.part files left by the kill ${leftAfterKill.length}, after the restart ${leftAfterStart.length}`,
    );
    expect(leftAfterStart).toEqual([]);

    for (const upload of accepted) {
      const downloaded = await downloadedPdf(address, keyUser, upload.productId);
      expect(downloaded && sha256(downloaded), upload.productId).toBe(sha256(upload.bytes));
    }
    const finished = await waitFor(
      'the import killed while Importing to finish',
      async () => {
        const status = await importStatus(address, keyUser, importing!);
        return ['New', 'Waiting', 'Importing'].includes(status) ? null : status;
      },
      60_000,
    );
    expect(['Completed', 'PendingUser']).toContain(finished);
    phase(`import ${finished}`);

    // Killed again: what the rows say must hold whenever the server stops.
    second.child.kill('SIGKILL');
    await second.exited;
    const database =
      postgres ?? (await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 }));
    let unreferenced = 0;
    try {
      const rows = await referencedFiles(database);
      expect(rows.length).toBeGreaterThanOrEqual(accepted.length);
      for (const row of rows) {
        const bytes = await readFile(join(dataDir, 'files', row.key.slice(0, 2), row.key));
        expect({ size: bytes.length, sha256: sha256(bytes) }, row.key).toEqual({
          size: row.size,
          sha256: row.sha256,
        });
      }
      // Every file the store shows is whole: its content hashes to its name.
      const keys = new Set(rows.map((row) => row.key));
      for (const key of await storedKeys(dataDir)) {
        const bytes = await readFile(join(dataDir, 'files', key.slice(0, 2), key));
        expect(sha256(bytes)).toBe(key);
        if (!keys.has(key)) unreferenced += 1;
      }
    } finally {
      if (database !== postgres) await database.close();
    }
    phase('rows checked');
    // Bytes stored whose row was never committed: the daily sweep's, after its grace period.
    console.warn(`crash: ${phases.join(', ')}; ${unreferenced} stored files without a row`);
  }, 180_000);
});
