import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LoggerOptions } from 'pino';
import { apiKeysRoutes, createApiKeyAuthenticator } from './modules/api-keys/index.ts';
import {
  accountAdminRoutes,
  accountRoutes,
  accountSessionRoutes,
  createAccountAuthenticator,
} from './modules/accounts/index.ts';
import {
  companiesRoutes,
  companyCodesRoutes,
  companyDevicesRoutes,
  companyEmergencyNumbersRoutes,
  companyRecordKeepingRoutes,
  companyLocalesRoutes,
} from './modules/companies/index.ts';
import {
  authorizationRoutes,
  createDeviceAuthenticator,
  DeviceCache,
} from './modules/authorization/index.ts';
import type { StopListening } from './platform/db/notifications.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  documentRoutes,
  documentUploadRoutes,
  companyPosterRoutes,
  generatedDocumentRoutes,
} from './modules/documents/index.ts';
import { licenceRoutes } from './modules/licences/index.ts';
import { offlineSyncRoutes } from './modules/offline-sync/index.ts';
import {
  companyProductListRoutes,
  dueForReviewRoutes,
  productManagementRoutes,
  productRoutes,
  productVersionRoutes,
  reviewRoutes,
  SheetCache,
  forgetSheetsOnOwnWrites,
  statementRoutes,
} from './modules/products/index.ts';
import { runtimeConfigRoutes } from './modules/runtime-config/index.ts';
import type { Config } from './platform/config/config.ts';
import type { SecretKeys } from './platform/crypto/secret-keys.ts';
import type { Database } from './platform/db/database.ts';
import type { FileStore } from './platform/storage/file-store.ts';
import {
  pushEndpointPolicyFor,
  type HostLookup,
  type PushEndpointPolicy,
} from './platform/push/push-endpoint-policy.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerAccessControl } from './platform/http/access-control.ts';
import { registerErrorHandling, sendFrameworkError } from './platform/http/error-handler.ts';
import { contractValidatorCompiler } from './platform/http/contract-validator.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { generateRequestId } from './platform/logging/logger-options.ts';
import { createJobRunner, JOB_QUEUES, sdsParserFor } from './job-handlers.ts';
import { createAppMetrics, registerMetrics, type AppMetrics } from './modules/metrics/index.ts';
import { importRoutes, type SdsParser } from './modules/imports/index.ts';
import { feedbackRoutes, productRequestRoutes } from './modules/requests/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { subscriptionRoutes } from './modules/subscriptions/index.ts';
import { supplierRoutes, supplierUploadRoutes } from './modules/suppliers/index.ts';
import {
  locationRoutes,
  registerRoutes,
  sevesoRoutes,
  stockRoutes,
} from './modules/inventory/index.ts';
import type { Logger } from 'pino';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    secretKeys: SecretKeys;
    /** Where document bytes live (docs/ARCHITECTURE.md#scale-out). */
    fileStore: FileStore;
    /** Where Web Push may go: registrations are checked and pushes connect through it (0032). */
    pushEndpointPolicy: PushEndpointPolicy;
    /**
     * E-mail: files in the outbox by default, SMTP when configured
     * (docs/ARCHITECTURE.md#scale-out).
     */
    mailer: Mailer;
    /** SDS files are read in these processes, off the event loop and its memory (0031). */
    sdsParser: SdsParser;
    /** Device rows of verified sessions; writers of a device row forget it (decision 0015). */
    deviceCache: DeviceCache;
    /** Users' sheets of approved versions, serialised (decision 0072). */
    sheetCache: SheetCache;
    /** Shared store for rate limits when `REDIS_URL` is set; null means in-memory. */
    redis: Redis | null;
    /** This instance's Prometheus metrics, scraped at /metrics with METRICS_TOKEN (0060). */
    metrics: AppMetrics;
    /** True once shutdown began: /api/ready answers 503 so balancers drain this instance. */
    isShuttingDown(): boolean;
    /** Every route as registered (method, URL, hidden from the docs or not). */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  isHidden: boolean;
}

export interface AppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  secretKeys: SecretKeys;
  fileStore: FileStore;
  /** pino options, or false for silence (tests). */
  logger: LoggerOptions | false;
  /** Work the job queue in this process (default: `config.jobs.runInProcess`). */
  runJobs?: boolean;
  /** How push endpoints' hosts resolve: the machine's resolver unless a test stands in for DNS. */
  pushHostLookup?: HostLookup;
}

/**
 * Builds the HTTP application (no listening): plugins, security headers, error handling, the
 * API routes, the OpenAPI document and the web app. `server.ts` starts it; tests `inject()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, secretKeys, fileStore } = options;
  const app = Fastify({
    logger: options.logger,
    genReqId: generateRequestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // A hop count is valid at run time (proxy-addr); Fastify's type omits it.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const isHidden = route.schema?.hide === true;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, isHidden });
  });
  app.decorate('registeredRoutes', () => routes);

  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let isShuttingDown = false;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('secretKeys', secretKeys);
  app.decorate('fileStore', fileStore);
  const pushEndpointPolicy = pushEndpointPolicyFor(config, options.pushHostLookup);
  app.decorate('pushEndpointPolicy', pushEndpointPolicy);
  app.decorate('isShuttingDown', () => isShuttingDown);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  app.decorate('redis', redis);
  const metrics = createAppMetrics({ database, queues: JOB_QUEUES, logger: app.log });
  app.decorate('metrics', metrics);
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    logger: app.log,
    onOutcome: (outcome) => metrics.countMail(outcome),
    queue: { executor: database.db, key: secretKeys.mailQueue },
  });
  app.decorate('mailer', mailer);
  const sdsParser = sdsParserFor(config);
  app.decorate('sdsParser', sdsParser);
  const jobRunner =
    (options.runJobs ?? config.jobs.runInProcess)
      ? createJobRunner({
          config,
          database,
          fileStore,
          secretKeys,
          pushEndpointPolicy,
          parser: sdsParser,
          logger: app.log as Logger,
          metrics,
        })
      : null;
  const deviceCache = new DeviceCache();
  app.decorate('deviceCache', deviceCache);
  const sheetCache = new SheetCache();
  app.decorate('sheetCache', sheetCache);
  forgetSheetsOnOwnWrites(app, sheetCache);
  let stopHearingDeviceChanges: StopListening | undefined;
  let stopHearingSheetChanges: StopListening | undefined;
  app.addHook('onReady', async () => {
    stopHearingDeviceChanges = await deviceCache.listen(database);
    stopHearingSheetChanges = await sheetCache.listen(database);
    await jobRunner?.start();
  });
  app.addHook('preClose', async () => {
    isShuttingDown = true;
  });
  app.addHook('onClose', async () => {
    await stopHearingDeviceChanges?.();
    await stopHearingSheetChanges?.();
    await jobRunner?.stop(config.shutdownTimeoutMs);
    await sdsParser.close();
    await redis?.quit();
    await mailer.close();
    await database.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // First of the onRequest hooks, so that answers refused by access control carry them too.
  registerSecurityHeaders(app, config);
  await app.register(cookie);
  registerAccessControl(app, [
    createDeviceAuthenticator(app),
    createApiKeyAuthenticator(app),
    createAccountAuthenticator(app),
  ]);
  // Every answer carries a weak entity tag of its body, before compression makes it a stream:
  // a repeat read (a sheet opened again, the same search) answers 304 without a body. Weak, as
  // the same body travels compressed in several encodings (decision 0059).
  await app.register(etag, { weak: true });
  // Responses up to 64 kB (every API answer but documents) are compressed in one call: on these
  // two-core machines a compression stream per response cost 4x the compression itself.
  await app.register(compress, { threshold: 1024, syncThreshold: 65_536 });
  await registerOpenApi(app, {
    version: config.version,
    isServedOverTls: config.isServedOverTls,
  });

  // Before the routes, so its hook counts each of them (decision 0060).
  registerMetrics(app, metrics);
  await app.register(healthRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(authorizationRoutes);
  await app.register(accountRoutes);
  await app.register(accountSessionRoutes);
  await app.register(accountAdminRoutes);
  await app.register(companiesRoutes);
  await app.register(companyCodesRoutes);
  await app.register(companyDevicesRoutes);
  await app.register(companyLocalesRoutes);
  await app.register(companyEmergencyNumbersRoutes);
  await app.register(companyRecordKeepingRoutes);
  await app.register(apiKeysRoutes);
  await app.register(productRoutes);
  await app.register(companyProductListRoutes);
  await app.register(offlineSyncRoutes);
  await app.register(statementRoutes);
  await app.register(reviewRoutes);
  await app.register(productVersionRoutes);
  await app.register(dueForReviewRoutes);
  await app.register(supplierRoutes);
  await app.register(supplierUploadRoutes);
  await app.register(locationRoutes);
  await app.register(stockRoutes);
  await app.register(registerRoutes);
  await app.register(sevesoRoutes);
  await app.register(productManagementRoutes);
  await app.register(documentRoutes);
  await app.register(documentUploadRoutes);
  await app.register(generatedDocumentRoutes);
  await app.register(companyPosterRoutes);
  await app.register(licenceRoutes);
  await app.register(importRoutes);
  await app.register(feedbackRoutes);
  await app.register(productRequestRoutes);
  await app.register(pushRoutes);
  await app.register(subscriptionRoutes);

  await registerWebApp(app, config.webDistDir);
  return app;
}
