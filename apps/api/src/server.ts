// Starts the portal: configuration, database, HTTP server, graceful shutdown.
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { StartupError, prepareState } from './bootstrap.ts';
import { exitWithMessage, loadConfigOrExit } from './platform/config/config-or-exit.ts';
import { DatabaseUnavailableError } from './platform/db/database.ts';
import { loggerOptions } from './platform/logging/logger-options.ts';

/** How this program names itself in the one-line messages it exits with. */
const PROGRAM = 'sds-portal';

const config = loadConfigOrExit(PROGRAM);

const logOptions = loggerOptions(config.logLevel, config.logPretty);
const log = pino(logOptions);

try {
  const state = await prepareState(config, log);
  const app = await buildApp({ config, ...state, logger: logOptions });

  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an unexpected error');
    else app.log.info({ signal }, 'Shutting down: finishing requests in flight');
    await app.close();
    app.log.info('Shut down cleanly');
  });

  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  if (
    error instanceof DatabaseUnavailableError ||
    error instanceof StartupError ||
    (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')
  ) {
    exitWithMessage(PROGRAM, error.message);
  }
  throw error;
}
