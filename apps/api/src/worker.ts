// A job worker (`npm run worker`): works the queue in the database beside the API servers
// (docs/ARCHITECTURE.md#scale-out). PostgreSQL only: the embedded database belongs to the server
// process.
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { createJobRunner, sdsParserFor } from './job-handlers.ts';
import { StartupError, checkFileStore, fileStoreFor } from './bootstrap.ts';
import { exitWithMessage, loadConfigOrExit } from './platform/config/config-or-exit.ts';
import { deriveSecretKeys, loadMasterSecret } from './platform/crypto/secret-keys.ts';
import { DatabaseUnavailableError, openDatabase } from './platform/db/database.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { loggerOptions } from './platform/logging/logger-options.ts';
import { pushEndpointPolicyFor } from './platform/push/push-endpoint-policy.ts';

/** How this program names itself in the one-line messages it exits with. */
const PROGRAM = 'sds-portal worker';

const config = loadConfigOrExit(PROGRAM);
if (!config.databaseUrl) {
  exitWithMessage(
    PROGRAM,
    'DATABASE_URL is not set: separate workers share a PostgreSQL database with the servers (the embedded database runs its worker inside `npm start`).',
  );
}

const log = pino(loggerOptions(config.logLevel, config.logPretty)).child({ role: 'worker' });
try {
  await checkFileStore(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: Math.max(2, config.jobs.concurrency + 1),
  });
  await runMigrations(database.pool);
  const parser = sdsParserFor(config);
  const runner = createJobRunner({
    config,
    database,
    fileStore: fileStoreFor(config),
    secretKeys: deriveSecretKeys(await loadMasterSecret(config.secretsKey, config.dataDir)),
    pushEndpointPolicy: pushEndpointPolicyFor(config),
    parser,
    logger: log,
  });
  await runner.start();
  log.info({ workerId: runner.workerId, concurrency: config.jobs.concurrency }, 'Worker started');
  closeWithGrace({ delay: config.shutdownTimeoutMs + 1_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'Stopping after an unexpected error');
    else log.info({ signal }, 'Stopping: finishing jobs in flight');
    await runner.stop(config.shutdownTimeoutMs);
    await parser.close();
    await database.close();
    log.info('Worker stopped');
  });
} catch (error) {
  if (error instanceof DatabaseUnavailableError || error instanceof StartupError) {
    exitWithMessage(PROGRAM, error.message);
  }
  throw error;
}
