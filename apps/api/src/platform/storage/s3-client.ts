import {
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { hostname } from 'node:os';
import type { S3Config } from '../config/s3-config.ts';

/** How long a connection may take to open, and a request may stall, before it is retried. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** An S3 client for the configured bucket's server. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them (the store sends SHA-256 itself): the CRC trailers the
    // SDK adds by default are not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
  });
}

/** What an S3 refusal means for the operator, by the variable to fix. */
function explain(error: unknown, config: S3Config): string {
  const endpoint = config.endpoint ?? `the AWS endpoint of ${config.region}`;
  if (!(error instanceof S3ServiceException)) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (error instanceof Error && error.name === 'CredentialsProviderError') {
      return `S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not set and no other AWS credentials were found (${reason})`;
    }
    return `S3_ENDPOINT cannot be reached: ${endpoint} (${reason})`;
  }
  switch (error.name) {
    case 'InvalidAccessKeyId':
      return `S3_ACCESS_KEY_ID is not known to ${endpoint}`;
    case 'SignatureDoesNotMatch':
      return `S3_SECRET_ACCESS_KEY is not the secret of S3_ACCESS_KEY_ID (${endpoint} refused the signature)`;
    case 'NoSuchBucket':
      return `S3_BUCKET "${config.bucket}" does not exist at ${endpoint}`;
    case 'AuthorizationHeaderMalformed':
    case 'PermanentRedirect':
    case 'IllegalLocationConstraintException':
      return `S3_REGION "${config.region}" is not the region of S3_BUCKET "${config.bucket}"`;
    case 'AccessDenied':
      return `S3_ACCESS_KEY_ID may not write and delete in S3_BUCKET "${config.bucket}" (access denied)`;
    default:
      return `S3_ENDPOINT ${endpoint} refused S3_BUCKET "${config.bucket}": ${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  }
}

/**
 * Whether the server can work with the bucket: writes and deletes a small object outside the
 * stored files (`startup-checks/`). Answers null, or what is wrong naming the variable to fix,
 * so a server with a wrong key or an unreachable endpoint does not start (decision 0064).
 */
export async function s3AccessProblem(client: S3Client, config: S3Config): Promise<string | null> {
  const Key = `startup-checks/${hostname()}-${process.pid}`;
  try {
    await client.send(
      new PutObjectCommand({ Bucket: config.bucket, Key, Body: 'sds-portal start-up check' }),
    );
    await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key }));
    return null;
  } catch (error) {
    return explain(error, config);
  }
}
