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
import type { AppMetrics } from './modules/metrics/index.ts';
import {
  ARCHIVE_PURGE_QUEUE,
  createArchivePurgeJobHandler,
  createDueReviewDigestJobHandler,
  DUE_REVIEW_DIGEST_QUEUE,
} from './modules/products/index.ts';
import {
  createSupplierReminderJobHandler,
  SUPPLIER_REMINDER_QUEUE,
} from './modules/suppliers/index.ts';
import type { Config } from './platform/config/config.ts';
import type { SecretKeys } from './platform/crypto/secret-keys.ts';
import type { Database } from './platform/db/database.ts';
import { JobRunner } from './platform/jobs/job-runner.ts';
import type { PushEndpointPolicy } from './platform/push/push-endpoint-policy.ts';
import { createPushSenders } from './platform/push/push-senders.ts';
import { mailInTransaction } from './platform/mail/mail-in-transaction.ts';
import { createMailJobHandler, MAIL_QUEUE } from './platform/mail/mail-queue.ts';
import type { FileStore } from './platform/storage/file-store.ts';

/** The SDS parser processes as configured (IMPORT_* variables; decision 0031). */
export function sdsParserFor(config: Config): SdsParser {
  const { threads, timeLimitMs, memoryLimitMb, maxPages } = config.imports;
  return createSdsParser({ processes: threads, timeLimitMs, memoryLimitMb, maxPages });
}

/** Every queue the job runner works (the metrics report each, 0 when it holds nothing). */
export const JOB_QUEUES = [
  SDS_IMPORT_QUEUE,
  LICENCE_CALENDAR_QUEUE,
  NOTIFICATION_RETENTION_QUEUE,
  STORED_FILE_SWEEP_QUEUE,
  ARCHIVE_PURGE_QUEUE,
  DUE_REVIEW_DIGEST_QUEUE,
  SUPPLIER_REMINDER_QUEUE,
  PUSH_QUEUE,
  MAIL_QUEUE,
] as const;

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
  /** The server's metrics, which count push deliveries and mail by outcome (none in a worker). */
  metrics?: AppMetrics;
}): JobRunner {
  const { config, database, fileStore, secretKeys, pushEndpointPolicy, parser, logger, metrics } =
    dependencies;
  const pushSenders = createPushSenders({
    config,
    secretKeys,
    endpointPolicy: pushEndpointPolicy,
    logger,
  });
  const mail = mailInTransaction({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    logger,
    queueKey: secretKeys.mailQueue,
  });
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
      [ARCHIVE_PURGE_QUEUE]: createArchivePurgeJobHandler({ db: database.db, logger }),
      [DUE_REVIEW_DIGEST_QUEUE]: createDueReviewDigestJobHandler({
        db: database.db,
        mail,
        publicUrl: config.publicUrl,
        logger,
      }),
      [SUPPLIER_REMINDER_QUEUE]: createSupplierReminderJobHandler({
        db: database.db,
        mail,
        publicUrl: config.publicUrl,
        logger,
      }),
      ...(config.smtpUrl
        ? {
            [MAIL_QUEUE]: createMailJobHandler({
              smtpUrl: config.smtpUrl,
              from: config.mailFrom,
              key: secretKeys.mailQueue,
              logger,
              ...(metrics ? { onOutcome: (outcome) => metrics.countMail(outcome) } : {}),
            }),
          }
        : {}),
      [PUSH_QUEUE]: createPushJobHandler({
        db: database.db,
        senders: metrics ? metrics.countingPushSenders(pushSenders) : pushSenders,
        logger,
      }),
    },
    ...config.jobs,
  });
}
