// The portal as an operator runs it on several machines, here on one: PostgreSQL, Redis, an
// S3-protocol server, two API processes (RUN_JOBS=false), two `npm run worker` processes and
// HAProxy in front (docs/operations.md#processes). Every piece is a process of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import {
  startServerProcess,
  type ServerProcess,
} from '../../apps/api/src/testing/server-process.ts';
import { freshPostgresDatabase } from '../search/search.bench.ts';
import { haproxyConfig, type ProxyPorts } from './haproxy-config.ts';

const WORKER_SCRIPT = fileURLToPath(new URL('../../apps/api/src/worker.ts', import.meta.url));
const S3_SERVER_SCRIPT = fileURLToPath(new URL('../storage/s3-server-process.ts', import.meta.url));
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const BUCKET = 'sds-bench';

/** A child process with everything it printed, ended on `stop()`. */
export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
}

export interface Cluster {
  /** `http://127.0.0.1:<port>` of each API process, straight (no proxy). */
  apis: string[];
  apiProcesses: ServerProcess[];
  workers: RunningProcess[];
  /** The proxy over both API processes, and over the first alone. */
  proxy: { both: string; firstOnly: string; stats: string };
  databaseUrl: string;
  redis: Redis;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(command: string, args: string[], env?: Record<string, string>): RunningProcess {
  const child = spawn(command, args, {
    env: env ? { PATH: process.env.PATH, ...env } : process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, ms = 60_000): Promise<T> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function startS3Server(): Promise<{ process: RunningProcess; port: number }> {
  const s3 = run(process.execPath, [S3_SERVER_SCRIPT]);
  const port = await waitFor('the S3 server', async () => {
    const line = s3.output().split('\n')[0];
    return line?.startsWith('{') ? (JSON.parse(line) as { port: number }).port : null;
  });
  return { process: s3, port };
}

async function ready(base: string): Promise<true | null> {
  return (await fetch(`${base}/api/ready`)).ok ? true : null;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the whole portal. The first API process migrates and seeds the demo data on the fresh
 * database before the second starts (a second seeding would race it).
 */
export async function startCluster(options: { redisUrl: string }): Promise<Cluster> {
  const databaseUrl = await freshPostgresDatabase('sds_bench_scale_out');
  if (!databaseUrl) throw new Error('No PostgreSQL server reachable (TEST_DATABASE_URL)');
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  const s3 = await startS3Server();
  const root = await mkdtemp(join(tmpdir(), 'sds-scale-out-'));
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    RUN_JOBS: 'false',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    IMPORT_THREADS: '1',
  };
  const apiProcesses: ServerProcess[] = [];
  const apis: string[] = [];
  for (const name of ['api-1', 'api-2']) {
    const server = startServerProcess({ ...shared, DATA_DIR: join(root, name) });
    apiProcesses.push(server);
    const address = await server.address();
    await waitFor(`${name} ready`, () => ready(address));
    apis.push(address);
  }
  const workers = ['worker-1', 'worker-2'].map((name) =>
    run(process.execPath, [WORKER_SCRIPT], { ...shared, DATA_DIR: join(root, name) }),
  );
  for (const worker of workers) {
    await waitFor('a worker', async () => (worker.output().includes('Worker started') ? 1 : null));
  }
  const ports: ProxyPorts = { both: await freePort(), firstOnly: await freePort(), stats: 0 };
  ports.stats = await freePort();
  const configFile = join(root, 'haproxy.cfg');
  await writeFile(
    configFile,
    haproxyConfig(
      ports,
      apis.map((api) => new URL(api).host),
    ),
  );
  const haproxy = run(HAPROXY, ['-db', '-f', configFile]);
  const proxy = {
    both: `http://127.0.0.1:${ports.both}`,
    firstOnly: `http://127.0.0.1:${ports.firstOnly}`,
    stats: `http://127.0.0.1:${ports.stats}`,
  };
  await waitFor('HAProxy', () => ready(proxy.both)).catch((error: Error) => {
    throw new Error(`${error.message}:\n${haproxy.output()}`);
  });
  return {
    apis,
    apiProcesses,
    workers,
    proxy,
    databaseUrl,
    redis,
    async stop() {
      await stopChild(haproxy.child);
      await Promise.all([...workers, ...apiProcesses].map(({ child }) => stopChild(child)));
      s3.process.child.stdin?.end();
      await stopChild(s3.process.child);
      redis.disconnect();
      await rm(root, { recursive: true, force: true });
    },
  };
}
