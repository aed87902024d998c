import { createHash, randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct, createTestPdf, createTestPng } from '../../testing/factories.ts';
import { sdsForm } from '../../testing/import-client.ts';
import { productRequestForm } from '../../testing/request-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import {
  STORED_FILE_SWEEP_QUEUE,
  UNREFERENCED_FILE_GRACE_MS,
  createStoredFileSweepJobHandler,
} from './stored-file-sweep-job.ts';

let app: FastifyInstance;
let keyUser: SignedInTestDevice;

const sha256 = (content: Uint8Array | string) => createHash('sha256').update(content).digest('hex');
const HALF_WRITTEN = 'crashed-host.1.0123456789abcdef01234567.part';

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
});
afterAll(() => app.close());

const filesRoot = () => join(app.config.dataDir, 'files');

/** Posts a form and answers the stored content's key; fails the test unless it was taken. */
async function upload(url: string, content: Uint8Array | string, device = keyUser) {
  const payload = url.endsWith('/request')
    ? productRequestForm(
        { CompanyId: device.user.companyId },
        { content, name: 'r.pdf', type: 'application/pdf' },
      )
    : sdsForm(content, 'file', 'application/octet-stream');
  const response = await asDevice(app, device, { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return sha256(content);
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/** Every stored file, made older than the grace period as if it had been kept for a day. */
async function ageEveryStoredFile() {
  const then = new Date(Date.now() - UNREFERENCED_FILE_GRACE_MS - 60 * 60 * 1000);
  for (const folder of await readdir(filesRoot())) {
    if (!/^[0-9a-f]{2}$/.test(folder)) continue;
    for (const name of await readdir(join(filesRoot(), folder))) {
      await utimes(join(filesRoot(), folder, name), then, then);
    }
  }
}

/** Every storage key a row refers to, with the size the row says it has. */
async function referencedFiles() {
  const result = await app.database.db.execute<{ key: string; size: number }>(sql`
    select storage_key as key, size_bytes as size from product_documents
    union select import_source->>'storageKey', (import_source->>'sizeBytes')::int from products
      where import_source is not null
    union select file->>'storageKey', (file->>'sizeBytes')::int from product_requests
      where file is not null`);
  return result.rows;
}

describe('the daily sweep of stored files', () => {
  it('removes files no row refers to after a day, and keeps every referenced one', async () => {
    const productId = await createProduct(app, keyUser.user.companyId);
    const kept = [
      await upload(`/api/products/${productId}/upload/pdf`, await createTestPdf('Kept')),
      // An SDScom XML on its own is referred to only as its placeholder's import source.
      await upload('/api/vibupload', `<?xml version="1.0"?><DatasheetFeed id="${randomUUID()}"/>`),
      await upload('/api/vibupload', await createTestPdf(`Placeholder ${randomUUID()}`)),
      await upload(
        '/api/products/request',
        await createTestPdf('Requested'),
        await signIn(app, 'DEMO-USER-2026'),
      ),
    ];
    const removedImage = await upload(
      `/api/products/${productId}/upload/image`,
      createTestPng(5, 5, [1, 2, 3]),
    );
    const deleted = await asDevice(app, keyUser, {
      method: 'DELETE',
      url: `/api/products/${productId}/upload/image`,
    });
    expect(deleted.statusCode).toBe(204);
    // Bytes whose transaction never committed: the server died between the store and the row.
    const neverCommitted = await app.fileStore.put(Buffer.from(`orphan ${randomUUID()}`));
    await ageEveryStoredFile();
    // Stored just now, its row perhaps not committed yet: the grace period keeps it.
    const inFlight = await app.fileStore.put(Buffer.from(`in flight ${randomUUID()}`));
    const halfWritten = join(filesRoot(), 'incoming', HALF_WRITTEN);
    await writeFile(halfWritten, 'half a file');
    await utimes(halfWritten, hoursAgo(2), hoursAgo(2));

    const handler = createStoredFileSweepJobHandler({
      db: app.database.db,
      fileStore: app.fileStore,
      logger: pino({ level: 'silent' }),
    });
    const job = {
      id: randomUUID(),
      queue: STORED_FILE_SWEEP_QUEUE,
      payload: {},
      attempt: 1,
      maxAttempts: 3,
    };
    await handler.run(job, new AbortController().signal);

    const referenced = await referencedFiles();
    expect(referenced.map(({ key }) => key)).toEqual(expect.arrayContaining(kept));
    for (const { key, size } of referenced) {
      expect(await app.fileStore.sizeOf(key), key).toBe(size);
    }
    expect(await app.fileStore.sizeOf(removedImage)).toBeNull();
    expect(await app.fileStore.sizeOf(neverCommitted.key)).toBeNull();
    expect(await app.fileStore.sizeOf(inFlight.key)).toBe(inFlight.sizeBytes);
    expect(await readdir(join(filesRoot(), 'incoming'))).toEqual([]);

    const next = await app.database.db.execute<{ status: string; isTomorrow: boolean }>(sql`
      select status, run_at > now() + interval '1 minute' as "isTomorrow" from jobs
      where queue = ${STORED_FILE_SWEEP_QUEUE}`);
    expect(next.rows).toEqual([{ status: 'queued', isTomorrow: true }]);
  });
});
