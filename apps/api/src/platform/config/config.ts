import { readFileSync } from 'node:fs';
import { createECDH } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  base64UrlBytes,
  booleanFlag,
  hostList,
  httpUrl,
  port,
  positiveInteger,
  postgresUrl,
  secretsKey,
  vapidSubject,
} from './config-values.ts';
import { s3ConfigOf, s3EnvironmentShape, s3Problems } from './s3-config.ts';

const apiPackage = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

const defaultWebDistDir = resolve(import.meta.dirname, '../../../../web/dist');

/** Every environment variable the server reads, with its default. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: port.default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: positiveInteger.max(100, 'must be at most 100').default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag.optional(),
  PUBLIC_URL: httpUrl.optional(),
  API_BASE_URL: z.union([z.literal(''), httpUrl]).default(''),
  IMAGE_STORAGE_BASE_URL: z.union([z.literal(''), httpUrl]).default(''),
  MONITORING_DSN: httpUrl.optional(),
  MONITORING_ENVIRONMENT: z.string().min(1).optional(),
  SECRETS_KEY: secretsKey.optional(),
  BODY_LIMIT_BYTES: positiveInteger.default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: positiveInteger.default(20 * 1024 * 1024),
  SMTP_URL: z
    .url({ message: 'must be a URL such as smtps://user:password@mail.example.com' })
    .refine((value) => /^smtps?:\/\//.test(value), {
      message: 'must start with smtp:// or smtps://',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInteger.default(10_000),
  TRUST_PROXY: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  SEED_DEMO_DATA: booleanFlag.optional(),
  REDIS_URL: z
    .url({ message: 'must be a URL such as redis://127.0.0.1:6379' })
    .refine((value) => /^rediss?:\/\//.test(value), { message: 'must start with redis://' })
    .optional(),
  SESSION_IDLE_DAYS: positiveInteger.max(365, 'must be at most 365').default(30),
  DEVICE_INACTIVITY_DAYS: positiveInteger.max(3650, 'must be at most 3650').default(90),
  LOGIN_FAILURES_PER_ADDRESS: positiveInteger.default(30),
  LOGIN_FAILURES_PER_DEVICE: positiveInteger.default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInteger.default(15),
  LOGIN_FAILURES_GLOBAL_PER_HOUR: positiveInteger.default(1000),
  RUN_JOBS: booleanFlag.optional(),
  JOB_CONCURRENCY: positiveInteger.max(64, 'must be at most 64').default(2),
  JOB_POLL_INTERVAL_MS: positiveInteger.default(2_000),
  JOB_LEASE_SECONDS: positiveInteger.max(3600, 'must be at most 3600').default(60),
  JOB_RETRY_BASE_MS: positiveInteger.default(5_000),
  IMPORT_TIME_LIMIT_MS: positiveInteger.default(30_000),
  // 512: OCR of a scan at 300 dpi grows a parser by up to ~410 MB (decision 0041).
  IMPORT_MEMORY_LIMIT_MB: positiveInteger.min(32, 'must be at least 32').default(768),
  IMPORT_MAX_PAGES: positiveInteger.default(500),
  IMPORT_THREADS: positiveInteger.max(64, 'must be at most 64').optional(),
  VAPID_PUBLIC_KEY: base64UrlBytes(65, 'npx web-push generate-vapid-keys').optional(),
  VAPID_PRIVATE_KEY: base64UrlBytes(32, 'npx web-push generate-vapid-keys').optional(),
  VAPID_SUBJECT: vapidSubject.optional(),
  PUSH_TIMEOUT_MS: positiveInteger.max(120_000, 'must be at most 120000').default(10_000),
  PUSH_ALLOWED_HOSTS: hostList(true).optional(),
  PUSH_TEST_HOSTS: hostList(false).optional(),
  NOTIFICATION_RETENTION_DAYS: positiveInteger.max(3650, 'must be at most 3650').default(180),
  IMPORT_NOTIFICATION_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
    .optional(),
  ...s3EnvironmentShape,
});

export type Environment = z.infer<typeof environmentSchema>;

/** The server's configuration, derived once from the environment at start. */
export type Config = ReturnType<typeof toConfig>;

/** A configuration value the server cannot start with; the message names the variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toConfig(env: Environment) {
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mailFrom = env.MAIL_FROM ?? `SDS Portal <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    environment: env.NODE_ENV,
    isProduction,
    version: apiPackage.version,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY ?? (!isProduction && process.stdout.isTTY === true),
    publicUrl,
    apiBaseUrl: env.API_BASE_URL.replace(/\/$/, ''),
    imageStorageBaseUrl: env.IMAGE_STORAGE_BASE_URL.replace(/\/$/, ''),
    monitoringDsn: env.MONITORING_DSN ?? null,
    monitoringEnvironment: env.MONITORING_ENVIRONMENT ?? env.NODE_ENV,
    secretsKey: env.SECRETS_KEY ? Buffer.from(env.SECRETS_KEY, 'base64') : null,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    /**
     * The largest document a key user may upload (20 MB by default;
     * docs/product/documents.md#stored-documents).
     */
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    /**
     * Real SMTP when set; otherwise e-mails are files in `DATA_DIR/outbox`
     * (docs/ARCHITECTURE.md#scale-out).
     */
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom,
    outboxDir: join(resolve(env.DATA_DIR), 'outbox'),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: resolve(env.WEB_DIST_DIR),
    jobs: {
      /** Whether this process works the job queue (separate `npm run worker` processes may). */
      runInProcess: env.RUN_JOBS ?? true,
      concurrency: env.JOB_CONCURRENCY,
      pollIntervalMs: env.JOB_POLL_INTERVAL_MS,
      leaseSeconds: env.JOB_LEASE_SECONDS,
      retryBaseMs: env.JOB_RETRY_BASE_MS,
    },
    imports: {
      timeLimitMs: env.IMPORT_TIME_LIMIT_MS,
      memoryLimitMb: env.IMPORT_MEMORY_LIMIT_MB,
      maxPages: env.IMPORT_MAX_PAGES,
      /** Parser threads: one core is left to the API by default. */
      threads: env.IMPORT_THREADS ?? Math.max(1, availableParallelism() - 1),
      notificationSecret: env.IMPORT_NOTIFICATION_SECRET ?? null,
    },
    push: {
      /** Configured VAPID keys (base64url); null derives a stable pair from the master secret. */
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      /** Who push services may contact about our pushes (RFC 8292). */
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${mailAddressOf(mailFrom)}`,
      /** How long a push service may take to answer before the send is retried later. */
      timeoutMs: env.PUSH_TIMEOUT_MS,
      /** The push services (hosts, `*.suffix`) Web Push may go to; null: any public one. */
      allowedHosts: env.PUSH_ALLOWED_HOSTS ?? null,
      /** Local push-service stand-ins, on loopback and over http (tests; never production). */
      testHosts: env.PUSH_TEST_HOSTS ?? [],
      /** How long the product notification feed keeps a notification. */
      notificationRetentionDays: env.NOTIFICATION_RETENTION_DAYS,
    },
    // Production never seeds, whatever SEED_DEMO_DATA says.
    seedDemoData: !isProduction && (env.SEED_DEMO_DATA ?? true),
    redisUrl: env.REDIS_URL ?? null,
    /**
     * The bearer token Prometheus scrapes `GET /metrics` with; null: there is no /metrics
     * (decision 0060).
     */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** The bucket stored files live in; null: `DATA_DIR/files` (decision 0064). */
    s3: s3ConfigOf(env),
    /** Cookies get `Secure` and the `__Host-` prefix when people reach the portal over TLS. */
    isServedOverTls: publicUrl.startsWith('https://'),
    sessionIdleMs: env.SESSION_IDLE_DAYS * DAY_MS,
    deviceInactivityMs: env.DEVICE_INACTIVITY_DAYS * DAY_MS,
    loginLimits: {
      perAddress: env.LOGIN_FAILURES_PER_ADDRESS,
      perDevice: env.LOGIN_FAILURES_PER_DEVICE,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_MINUTES * 60,
      globalPerHour: env.LOGIN_FAILURES_GLOBAL_PER_HOUR,
    },
  };
}

/** The address of a `Name <address>` sender, or the sender as given. */
function mailAddressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

/** Problems with the VAPID variables: both keys or neither, and a public key that fits. */
function vapidProblems(env: Environment, config: Config): string[] {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    return ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)'];
  }
  const keys = config.push.vapidKeys;
  if (!keys) return [];
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    if (ecdh.getPublicKey('base64url') === keys.publicKey.replace(/=+$/, '')) return [];
  } catch {
    return ['VAPID_PRIVATE_KEY is not a P-256 private key'];
  }
  return ['VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY'];
}

/** `TRUST_PROXY`: unset (trust none), a hop count, or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/**
 * Parses the environment once at start. Throws ConfigError naming every bad variable,
 * never echoing a secret's value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(environmentSchema.shape).map((name) => [
      name,
      env[name] === '' ? undefined : env[name],
    ]),
  );
  // API_BASE_URL and IMAGE_STORAGE_BASE_URL legitimately take '' (same origin).
  for (const name of ['API_BASE_URL', 'IMAGE_STORAGE_BASE_URL']) relevant[name] = env[name];
  const parsed = environmentSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const config = toConfig(parsed.data);
  const combined = [...vapidProblems(parsed.data, config), ...s3Problems(parsed.data)];
  if (combined.length > 0) throw new ConfigError(combined);
  if (config.isProduction && config.push.testHosts.length > 0) {
    throw new ConfigError([
      'PUSH_TEST_HOSTS is for local push-service stand-ins in tests and is refused in production',
    ]);
  }
  if (config.isProduction && config.databaseUrl && !config.secretsKey) {
    throw new ConfigError([
      'SECRETS_KEY must be set in production with DATABASE_URL: every server must share the key that protects company codes',
    ]);
  }
  return config;
}
