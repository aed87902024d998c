import { HealthResponse, ReadyResponse } from '@sds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness and readiness for load balancers and orchestrators: `/api/health` answers while the
 * process runs; `/api/ready` only while the database answers and the server is not shutting down.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'The process is alive',
        response: { 200: HealthResponse },
      },
    },
    async () => ({
      status: 'ok' as const,
      version: app.config.version,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'The process can serve requests (its database answers)',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const isUp = !app.isShuttingDown() && (await app.database.isReachable());
      return reply.code(isUp ? 200 : 503).send({
        status: isUp ? 'ready' : 'unavailable',
        database: isUp ? 'up' : 'down',
        databaseKind: app.database.kind,
      });
    },
  );
};
