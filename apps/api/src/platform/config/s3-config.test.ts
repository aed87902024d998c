import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the S3 variables', () => {
  it('keep files on the local disk when S3_BUCKET is not set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('describe the bucket, with the AWS region and credential chain by default', () => {
    expect(loadConfig({ S3_BUCKET: 'sds-files' }).s3).toEqual({
      endpoint: null,
      bucket: 'sds-files',
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    const config = loadConfig({
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_BUCKET: 'sds-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'sds-files',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'portal', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('name the variable of a bad value, and never echo the secret', () => {
    expect(problemsOf({ S3_BUCKET: 'My_Bucket' })[0]).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(problemsOf({ S3_BUCKET: 'b1b', S3_ENDPOINT: 'minio:9000' })[0]).toMatch(
      /^S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(problemsOf({ S3_BUCKET: 'b1b', S3_FORCE_PATH_STYLE: 'maybe' })[0]).toMatch(
      /^S3_FORCE_PATH_STYLE must be true or false/,
    );
    const halfPair = problemsOf({ S3_BUCKET: 'b1b', S3_SECRET_ACCESS_KEY: 'very-secret' });
    expect(halfPair).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)',
    ]);
    expect(halfPair.join()).not.toContain('very-secret');
  });

  it('refuse bucket settings without S3_BUCKET, which would be ignored', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1' })).toEqual([
      'S3_BUCKET must be set to use the bucket that S3_ENDPOINT, S3_REGION describe',
    ]);
  });
});
