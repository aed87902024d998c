import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCuttableProxy } from '../../testing/cuttable-proxy.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-test-server.ts';
import type { S3Config } from '../config/s3-config.ts';
import { FileStoreUnavailableError, type FileStore } from './file-store.ts';
import { describeFileStoreContract } from './file-store-contract.ts';
import { createS3Client, s3AccessProblem } from './s3-client.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { objectNameOf } from './s3-object-sweep.ts';

let server: TestS3Server;

beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(async () => {
  await server.close();
});

/** An S3 store on a fresh bucket, in parts of 5 MiB (S3's smallest) so large files go in parts. */
async function openS3Store(config: S3Config = server.configFor()) {
  const spoolRoot = await mkdtemp(join(tmpdir(), 'sds-spool-'));
  const client = createS3Client(config);
  const store = createS3FileStore({
    client,
    bucket: config.bucket,
    spoolRoot,
    partSizeBytes: 5 * 1024 * 1024,
  });
  return { store, client, config, spoolRoot };
}

describeFileStoreContract('S3', async () => {
  const { store, client, config, spoolRoot } = await openS3Store();
  return {
    store,
    age: (key, ms) => server.ageObject(config.bucket, objectNameOf(key), ms),
    partFiles: () => readdir(join(spoolRoot, 'incoming')).catch(() => []),
    close: async () => {
      client.destroy();
      await rm(spoolRoot, { recursive: true, force: true });
    },
  };
});

async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.listKeys()) keys.push(key);
  return keys;
}

describe('the S3 file store when S3 fails', () => {
  it('stores nothing of a file whose upload the outage cut in the middle', async () => {
    const proxy = await startCuttableProxy({ host: '127.0.0.1', port: server.port });
    const bucket = server.configFor();
    const { store, client, spoolRoot } = await openS3Store({
      ...bucket,
      endpoint: `http://127.0.0.1:${proxy.port}`,
    });
    const direct = await openS3Store({ ...bucket });
    // S3 goes away as the second part of a multipart upload is sent.
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { PartNumber?: number };
        if (context.commandName === 'UploadPartCommand' && input.PartNumber === 2) {
          await proxy.cut();
        }
        return next(args);
      },
      { step: 'initialize', name: 'cutS3AtSecondPart' },
    );
    const content = Buffer.alloc(12 * 1024 * 1024, 1);
    try {
      const failure = await store.put(content).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FileStoreUnavailableError);
      await proxy.restore();
      const key = createHash('sha256').update(content).digest('hex');
      expect(await direct.store.sizeOf(key)).toBeNull();
      expect(await keysOf(direct.store)).toEqual([]);
      expect(await readdir(join(spoolRoot, 'incoming'))).toEqual([]);
    } finally {
      client.destroy();
      direct.client.destroy();
      await proxy.close();
    }
  });

  it('answers a failed read or look-up as unavailable, not as a missing file', async () => {
    const { store, client } = await openS3Store({
      ...server.configFor(),
      endpoint: 'http://127.0.0.1:9',
    });
    const key = createHash('sha256').update('anything').digest('hex');
    await expect(store.sizeOf(key)).rejects.toBeInstanceOf(FileStoreUnavailableError);
    await expect(store.read(key)).rejects.toBeInstanceOf(FileStoreUnavailableError);
    client.destroy();
  });
});

describe('checking the bucket at start', () => {
  let strict: TestS3Server;

  beforeAll(async () => {
    strict = await startTestS3Server({ buckets: ['sds-files'], strictSignatures: true });
  });
  afterAll(async () => {
    await strict.close();
  });

  async function problemWith(change: Partial<S3Config>) {
    const config = { ...strict.configFor('sds-files'), ...change };
    const client = createS3Client(config);
    try {
      return await s3AccessProblem(client, config);
    } finally {
      client.destroy();
    }
  }

  it('finds nothing wrong with a bucket it can write to', async () => {
    expect(await problemWith({})).toBeNull();
  });

  it('names the variable to fix: key, secret, bucket, endpoint', async () => {
    const secret = { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' };
    expect(await problemWith({ credentials: { ...secret, accessKeyId: 'NOBODY' } })).toMatch(
      /^S3_ACCESS_KEY_ID is not known/,
    );
    expect(await problemWith({ credentials: secret })).toMatch(/^S3_SECRET_ACCESS_KEY /);
    expect(await problemWith({ bucket: 'no-such-bucket' })).toMatch(
      /^S3_BUCKET "no-such-bucket" does not exist/,
    );
    expect(await problemWith({ endpoint: 'http://127.0.0.1:9' })).toMatch(
      /^S3_ENDPOINT cannot be reached: http:\/\/127\.0\.0\.1:9/,
    );
  });
});
