import S3rver from '@20minutes/s3rver';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Config } from '../platform/config/s3-config.ts';

/** The one account the test server knows. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  port: number;
  /** Settings for a bucket on it (a fresh one per call unless named). */
  configFor(bucket?: string): S3Config;
  /** The S3_* variables for the same, as the server reads them. */
  envFor(bucket?: string): Record<string, string>;
  /** Makes an object look last written `ms` ago (the server takes the time from its file). */
  ageObject(bucket: string, objectName: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server for tests (s3rver, from npm: objects in a temporary folder; decision
 * 0064). It computes the signature of bucket-level requests (listing) for `/bucket` where the
 * SDK signs `/bucket/`, so it checks signatures only when `strictSignatures` is asked for (the
 * key itself is checked always); object requests are checked right either way.
 */
export async function startTestS3Server(
  options: { buckets?: string[]; strictSignatures?: boolean } = {},
): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'sds-s3rver-'));
  const buckets = options.buckets ?? Array.from({ length: 20 }, (_, index) => `sds-test-${index}`);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: !options.strictSignatures,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  let nextBucket = 0;
  const takeBucket = (bucket?: string) => {
    if (bucket) return bucket;
    const fresh = buckets[nextBucket++];
    if (!fresh) throw new Error('The test S3 server has no fresh bucket left');
    return fresh;
  };
  const configFor = (bucket?: string): S3Config => ({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: takeBucket(bucket),
    region: 'us-east-1',
    credentials: TEST_S3_CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    port,
    configFor,
    envFor(bucket) {
      const config = configFor(bucket);
      return {
        S3_ENDPOINT: config.endpoint!,
        S3_BUCKET: config.bucket,
        S3_REGION: config.region,
        S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async ageObject(bucket, objectName, ms) {
      const then = new Date(Date.now() - ms);
      await utimes(join(directory, bucket, `${objectName}._S3rver_object`), then, then);
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
