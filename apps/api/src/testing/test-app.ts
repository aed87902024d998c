import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { fileStoreFor } from '../bootstrap.ts';
import { loadConfig } from '../platform/config/config.ts';
import { deriveSecretKeys } from '../platform/crypto/secret-keys.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { seedDemoDocuments } from '../seed/seed-demo-documents.ts';
import { TestDns } from './test-dns.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Extra environment variables, as the server would read them. */
  env?: Record<string, string>;
  /** Seed the demo companies and accounts. */
  seed?: boolean;
  /** Also attach the demo documents (SDS pdfs, images) to the seeded products. */
  seedDocuments?: boolean;
  /** PostgreSQL only: sends the app's connections another way (a proxy a test can cut). */
  routeDatabase?: (url: URL) => URL;
  /** Add routes (e.g. probes for the error handler) before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** What push endpoints' hosts resolve to (these machines reach no DNS): TestDns's table. */
  dns?: TestDns;
}

/**
 * The real app on a fresh database, for tests through `app.inject()` (decision 0005). Close it in
 * `afterAll`/`afterEach`; closing drops the database.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sds-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // The job worker runs only where a test wants imports done (RUN_JOBS: 'true').
    RUN_JOBS: 'false',
    ...options.env,
  });
  const secretKeys = deriveSecretKeys(randomBytes(32));
  const database = await openTestDatabase({ route: options.routeDatabase });
  const fileStore = fileStoreFor(config);
  if (options.seed) await seedDemoData(database.db, secretKeys);
  if (options.seedDocuments) await seedDemoDocuments(database.db, fileStore);
  // TEST_LOG=debug (or any pino level) shows the app's log while debugging a test.
  const logger = process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false;
  const pushHostLookup = (options.dns ?? new TestDns()).lookup;
  const app = await buildApp({ config, database, secretKeys, fileStore, logger, pushHostLookup });
  await options.extend?.(app);
  await app.ready();
  return app;
}
