import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { sendRouteNotFound } from '../../platform/http/error-handler.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import { createFailureLimiter, requireBudget } from '../../platform/security/failure-limiter.ts';
import { secretsMatch } from '../../platform/security/secure-compare.ts';
import type { AppMetrics } from './app-metrics.ts';

/** The path Prometheus scrapes; outside /api: it is for the operator's monitoring, not the app. */
export const METRICS_PATH = '/metrics';

/** The label of requests no route matched: the raw URL would give a series per scanned path. */
const UNMATCHED_ROUTE = 'unmatched';

/** The bearer token of an `Authorization` header, or null. */
function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * `GET /metrics` in the Prometheus text format (decision 0060), and the hook that counts every
 * answered request by its route pattern. Only with `METRICS_TOKEN`: the scraper presents it as
 * `Authorization: Bearer …`, compared in constant time; a wrong or missing one is a 401 and
 * counts against the caller's address like a failed sign-in (429 once spent; the right token
 * still passes). Without
 * `METRICS_TOKEN` the route answers the 404 of a path that does not exist and nothing is
 * measured. Registered on the app itself (not as an encapsulated plugin), so the hook sees
 * every route.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  const token = app.config.metricsToken;
  const { perAddress, windowSeconds } = app.config.loginLimits;
  const failures = createFailureLimiter(
    'metrics',
    [{ name: 'address', points: perAddress, durationSeconds: windowSeconds }],
    app.redis,
  );

  if (token) {
    metrics.collectProcessMetrics();
    // A callback hook, not an async one: no promise per request for a few microseconds' work.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  app.get(
    METRICS_PATH,
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (only with METRICS_TOKEN set, as its bearer token)',
        security: [{ MetricsToken: [] }],
        response: {
          200: z.string().describe('Prometheus text exposition format 0.0.4'),
          ...problemResponses(401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      if (!token) return sendRouteNotFound(request, reply);
      const presented = bearerTokenOf(request);
      if (presented === null || !secretsMatch(presented, token)) {
        // Only failures spend the budget, and the right token is never refused: a guesser
        // behind the same address (a proxy without TRUST_PROXY) cannot lock Prometheus out.
        const keys = { address: request.ip };
        await requireBudget(failures, keys);
        await failures.recordFailure(keys);
        throw new AppError('unauthenticated', 'A valid metrics token is required', {
          headers: { 'www-authenticate': 'Bearer realm="metrics"' },
        });
      }
      const body = await metrics.registry.metrics();
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
