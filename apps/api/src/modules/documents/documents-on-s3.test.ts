import { Problem, Product } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../platform/storage/s3-client.ts';
import { createS3FileStore } from '../../platform/storage/s3-file-store.ts';
import { startCuttableProxy, type CuttableProxy } from '../../testing/cuttable-proxy.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct, createTestPdf } from '../../testing/factories.ts';
import { startServerProcess } from '../../testing/server-process.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-test-server.ts';
import { createTestApp } from '../../testing/test-app.ts';

// Documents in an S3 bucket (decision 0064): the app on the S3 store of a real S3-protocol server,
// reached through a line a test can cut.
let s3: TestS3Server;
let proxy: CuttableProxy;
let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let bucket: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  proxy = await startCuttableProxy({ host: '127.0.0.1', port: s3.port });
  const env = s3.envFor();
  bucket = env.S3_BUCKET ?? '';
  app = await createTestApp({
    seed: true,
    env: { ...env, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` },
  });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
});
afterAll(async () => {
  await app.close();
  await proxy.close();
  await s3.close();
});

/** The bucket as seen past the proxy. */
async function keysInBucket(): Promise<string[]> {
  const client = createS3Client(s3.configFor(bucket));
  // Only listed: nothing is spooled.
  const store = createS3FileStore({ client, bucket, spoolRoot: join(tmpdir(), 'sds-no-spool') });
  const keys: string[] = [];
  for await (const key of store.listKeys()) keys.push(key);
  client.destroy();
  return keys;
}

function pdfForm(content: Buffer) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'sds.pdf');
  return body;
}

describe('documents in an S3 bucket', () => {
  it('stores an upload in the bucket and serves it whole and by range', async () => {
    const id = await createProduct(app, keyUser.user.companyId);
    const pdf = await createTestPdf('Stored in a bucket');
    const url = `/api/products/${id}/upload/pdf`;
    const response = await asDevice(app, keyUser, { method: 'POST', url, payload: pdfForm(pdf) });
    expect(response.statusCode, response.body).toBe(201);
    const [document] = Product.parse(response.json()).documents;
    const whole = await app.inject({ method: 'GET', url: document?.url ?? '' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await app.inject({
      method: 'GET',
      url: document?.url ?? '',
      headers: { range: 'bytes=1-4' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('PDF-');
    expect(await keysInBucket()).toContain(document?.sha256);
  });

  it('answers 503 during an S3 outage and keeps nothing of the upload', async () => {
    const id = await createProduct(app, keyUser.user.companyId);
    const url = `/api/products/${id}/upload/pdf`;
    const first = await createTestPdf('Before the outage');
    const kept = await asDevice(app, keyUser, { method: 'POST', url, payload: pdfForm(first) });
    expect(kept.statusCode, kept.body).toBe(201);
    const before = await keysInBucket();

    await proxy.cut();
    try {
      const second = await createTestPdf('During the outage');
      const response = await asDevice(app, keyUser, {
        method: 'POST',
        url,
        payload: pdfForm(second),
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['retry-after']).toBeDefined();
      expect(Problem.parse(response.json()).type).toBe('service-unavailable');
      const [document] = Product.parse(
        (await asDevice(app, keyUser, { method: 'GET', url: `/api/products/${id}` })).json(),
      ).documents;
      const download = await app.inject({ method: 'GET', url: document?.url ?? '' });
      expect(download.statusCode).toBe(503);
    } finally {
      await proxy.restore();
    }
    // The product keeps its first pdf; the bucket holds nothing new.
    const [document] = Product.parse(
      (await asDevice(app, keyUser, { method: 'GET', url: `/api/products/${id}` })).json(),
    ).documents;
    expect((await app.inject({ method: 'GET', url: document?.url ?? '' })).rawPayload).toEqual(
      first,
    );
    expect((await keysInBucket()).sort()).toEqual(before.sort());
  });
});

describe('starting with a bucket it cannot use', () => {
  it('does not start, and names the variable to fix', async () => {
    const strict = await startTestS3Server({ buckets: ['sds-files'], strictSignatures: true });
    try {
      const env = {
        ...strict.envFor('sds-files'),
        S3_SECRET_ACCESS_KEY: 'not-the-secret',
        DATA_DIR: await mkdtemp(join(tmpdir(), 'sds-server-')),
        SEED_DEMO_DATA: 'false',
      };
      const started = startServerProcess(env);
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain('S3_SECRET_ACCESS_KEY is not the secret of');
      expect(started.output()).not.toContain('not-the-secret');
      expect(started.output()).not.toMatch(/\n\s+at /);
    } finally {
      await strict.close();
    }
  });
});
