import type { Logger } from 'pino';
import {
  createStoredFileSweepJobHandler,
  STORED_FILE_SWEEP_QUEUE,
} from './modules/documents/index.ts';
import {
  createImportJobHandler,
  createSdsParser,
  SDS_IMPORT_QUEUE,
  type SdsParser,
} from './modules/imports/index.ts';
import {
  createLicenceCalendarJobHandler,
  LICENCE_CALENDAR_QUEUE,
} from './modules/licences/index.ts';
import {
  createNotificationRetentionJobHandler,
  createPushJobHandler,
  NOTIFICATION_RETENTION_QUEUE,
  PUSH_QUEUE,
} from './modules/push/index.ts';
import type { Config } from './platform/config/config.ts';
import type { SecretKeys } from './platform/crypto/secret-keys.ts';
import type { Database } from './platform/db/database.ts';
import { JobRunner } from './platform/jobs/job-runner.ts';
import type { PushEndpointPolicy } from './platform/push/push-endpoint-policy.ts';
import { createPushSenders } from './platform/push/push-senders.ts';
import type { FileStore } from './platform/storage/file-store.ts';

/** The SDS parser processes as configured (IMPORT_* variables; decision 0031). */
export function sdsParserFor(config: Config): SdsParser {
  const { threads, timeLimitMs, memoryLimitMb, maxPages } = config.imports;
  return createSdsParser({ processes: threads, timeLimitMs, memoryLimitMb, maxPages });
}

/**
 * The job queue's worker with every queue's handler: inside the server in the embedded default,
 * or in `npm run worker` processes (src/worker.ts) beside servers that run with RUN_JOBS=false.
 */
export function createJobRunner(dependencies: {
  config: Config;
  database: Database;
  fileStore: FileStore;
  /** The VAPID identity of Web Push derives from the master secret (decision 0028). */
  secretKeys: SecretKeys;
  /** Where Web Push may go (decision 0032). */
  pushEndpointPolicy: PushEndpointPolicy;
  parser: SdsParser;
  logger: Logger;
}): JobRunner {
  const { config, database, fileStore, secretKeys, pushEndpointPolicy, parser, logger } =
    dependencies;
  return new JobRunner({
    database,
    logger,
    handlers: {
      [SDS_IMPORT_QUEUE]: createImportJobHandler({ db: database.db, fileStore, parser, logger }),
      [LICENCE_CALENDAR_QUEUE]: createLicenceCalendarJobHandler({ db: database.db, logger }),
      [NOTIFICATION_RETENTION_QUEUE]: createNotificationRetentionJobHandler({
        db: database.db,
        retentionDays: config.push.notificationRetentionDays,
        logger,
      }),
      [STORED_FILE_SWEEP_QUEUE]: createStoredFileSweepJobHandler({
        db: database.db,
        fileStore,
        logger,
      }),
      [PUSH_QUEUE]: createPushJobHandler({
        db: database.db,
        senders: createPushSenders({
          config,
          secretKeys,
          endpointPolicy: pushEndpointPolicy,
          logger,
        }),
        logger,
      }),
    },
    ...config.jobs,
  });
}
