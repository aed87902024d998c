import { z } from 'zod';
import { booleanFlag, httpUrl } from './config-values.ts';

// The S3_* variables (decision 0064): with S3_BUCKET set, stored files live in an S3-compatible
// bucket instead of DATA_DIR/files. config.ts reads them with the rest of the environment.

/** The S3_* variables, merged into the environment schema. */
export const s3EnvironmentShape = {
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { message: 'must be a region name such as eu-central-1' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
};

type S3Environment = z.infer<z.ZodObject<typeof s3EnvironmentShape>>;

/** Where stored files go when they go to a bucket. */
export interface S3Config {
  /** null: the provider's own endpoint for the region (AWS). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's default credential chain (instance role, AWS_* variables, profiles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, most self-hosted servers). */
  forcePathStyle: boolean;
}

/** The bucket settings, or null: the files stay on the local disk. */
export function s3ConfigOf(env: S3Environment): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

/** Problems with the S3_* variables together: a key pair is whole, and nothing is set in vain. */
export function s3Problems(env: S3Environment): string[] {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return ['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)'];
  }
  if (env.S3_BUCKET) return [];
  const setInVain = (Object.keys(s3EnvironmentShape) as (keyof S3Environment)[]).filter(
    (name) => env[name] !== undefined,
  );
  return setInVain.length > 0
    ? [`S3_BUCKET must be set to use the bucket that ${setInVain.join(', ')} describe`]
    : [];
}
