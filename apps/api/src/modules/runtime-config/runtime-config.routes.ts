import { RuntimeConfig } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vapidKeysFor } from '../../platform/push/vapid-keys.ts';

/**
 * `/config.json` (docs/product/web-app.md#runtime-configuration): what the one web build needs to
 * know about this deployment. Short cache so a changed deployment is picked up on the next load.
 */
export const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const body: RuntimeConfig = {
    apiBaseUrl: config.apiBaseUrl,
    webHost: config.publicUrl,
    imageStorageBaseUrl: config.imageStorageBaseUrl || `${config.apiBaseUrl}/api`,
    monitoringKey: config.monitoringDsn,
    environment: config.monitoringEnvironment,
    release: config.version,
    webPushPublicKey: vapidKeysFor(config, app.secretKeys).publicKey,
    production: config.isProduction,
  };

  app.get(
    '/config.json',
    {
      schema: {
        tags: ['operations'],
        summary: 'Runtime configuration for the web app',
        response: { 200: RuntimeConfig },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(body),
  );
};
