import { ProblemType } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { DEMO_ACCOUNTS, accessTokenOf, demoCompanyId } from '../../testing/account-client.ts';
import { signIn } from '../../testing/device-client.ts';
import { createApiKey } from '../../testing/factories.ts';
import { createTestApp, type TestAppOptions } from '../../testing/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const withToken = { authorization: `Bearer ${TOKEN}` };

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function appWith(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await createTestApp({ ...options, env });
  apps.push(app);
  return app;
}

/** The value of one series of the text format, e.g. `sds_jobs_waiting{queue="push"}`. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: withToken });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('GET /metrics', () => {
  it('is absent without METRICS_TOKEN: the 404 of a path that does not exist, token or not', async () => {
    const app = await appWith();
    for (const headers of [{}, withToken]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ type: 'route-not-found', status: 404 });
    }
  });

  it('answers 401 problem+json to a missing or wrong token', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      'Bearer ',
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const problem = response.json() as { type: string };
      expect(ProblemType.options).toContain(problem.type);
      expect(problem.type).toBe('unauthenticated');
      expect(response.body).not.toContain('sds_http_requests_total');
    }
  });

  it('opens to no credential of the portal: device session, API key, account or Admin token', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN }, { seed: true });
    const device = await signIn(app, 'DEMO-KEY-2026');
    const callers: Record<string, Record<string, string>> = {
      'key-user device': device.headers,
      'API key': { 'api-key': await createApiKey(app, await demoCompanyId(app, 'Demo')) },
      'company administrator': {
        authorization: `Bearer ${await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin)}`,
      },
      'platform Admin': {
        authorization: `Bearer ${await accessTokenOf(app, DEMO_ACCOUNTS.admin)}`,
      },
    };
    for (const [caller, headers] of Object.entries(callers)) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers,
        cookies: caller === 'key-user device' ? device.cookies : {},
      });
      expect(response.statusCode, caller).toBe(401);
      expect(response.json(), caller).toMatchObject({ type: 'unauthenticated' });
    }
  });

  it('limits wrong tokens per address like failed sign-ins, never the right one', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN, LOGIN_FAILURES_PER_ADDRESS: '3' });
    const from = (remoteAddress: string, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await from('203.0.113.9', { authorization: 'Bearer guess' })).statusCode).toBe(401);
    }
    const spent = await from('203.0.113.9', { authorization: 'Bearer another-guess' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toMatchObject({ type: 'rate-limited' });
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.9', {})).statusCode).toBe(429);
    // Prometheus behind the same address still scrapes; other addresses are not affected.
    expect((await from('203.0.113.9', withToken)).statusCode).toBe(200);
    expect((await from('203.0.113.10', { authorization: 'Bearer guess' })).statusCode).toBe(401);
  });

  it('answers the Prometheus text format with every promised metric', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: withToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'sds_http_requests_total',
      'sds_http_request_duration_seconds',
      'sds_db_pool_connections',
      'sds_db_pool_max_connections',
      'sds_db_pool_waiting_requests',
      'sds_jobs_waiting',
      'sds_jobs_scheduled',
      'sds_jobs_running',
      'sds_jobs_oldest_waiting_age_seconds',
      'sds_imports',
      'sds_push_deliveries_total',
      'sds_mail_messages_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name} `);
    }
    // The embedded database is one session (decision 0002); PostgreSQL the configured pool.
    const poolMax = app.database.kind === 'embedded' ? 1 : app.database.pool.options.max;
    expect(sample(response.body, 'sds_db_pool_max_connections')).toBe(poolMax);
    expect(sample(response.body, 'sds_imports{status="Completed"}')).toBe(0);
    expect(sample(response.body, 'sds_push_deliveries_total{outcome="failed"}')).toBe(0);
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/API/Health' });
    const productId = '0b8e6a5e-3f51-4c8a-9d55-2f0d2b7c4e11';
    await app.inject({ method: 'GET', url: `/api/products/${productId}` });
    await app.inject({ method: 'GET', url: '/api/no-such-route/12345' });
    const body = await scrape(app);
    expect(
      sample(body, 'sds_http_requests_total{route="/api/health",method="GET",status="200"}'),
    ).toBe(2);
    expect(
      sample(
        body,
        'sds_http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}',
      ),
    ).toBe(2);
    expect(body).toMatch(
      /sds_http_requests_total\{route="\/api\/products\/:id",method="GET",status="401"\} 1/,
    );
    expect(
      sample(body, 'sds_http_requests_total{route="unmatched",method="GET",status="404"}'),
    ).toBe(1);
    expect(body).not.toContain(productId);
    expect(body).not.toContain('no-such-route');
  });

  it('shows the pool exhausted: every connection in use and a query waiting', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const pool = app.database.pool;
    const max = pool.options.max ?? 1;
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    const blocked = pool.query('select 1');
    // The pool's gauges are read as the scrape begins; its database gauges then wait too.
    const scraping = app.inject({ method: 'GET', url: '/metrics', headers: withToken });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const client of held) client.release();
    await blocked;
    const body = (await scraping).body;
    expect(sample(body, 'sds_db_pool_connections{state="in_use"}')).toBe(max);
    expect(sample(body, 'sds_db_pool_waiting_requests')).toBeGreaterThanOrEqual(1);
  });

  it('shows an enqueued job in its queue depth and the age of the oldest', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const before = await scrape(app);
    expect(sample(before, 'sds_jobs_waiting{queue="push"}')).toBe(0);
    await enqueueJob(app.database.db, { queue: 'push', payload: { probe: 1 }, delayMs: -5_000 });
    await enqueueJob(app.database.db, { queue: 'push', payload: { probe: 2 } });
    await enqueueJob(app.database.db, { queue: 'push', payload: { probe: 3 }, delayMs: 60_000 });
    const after = await scrape(app);
    expect(sample(after, 'sds_jobs_waiting{queue="push"}')).toBe(2);
    expect(sample(after, 'sds_jobs_scheduled{queue="push"}')).toBe(1);
    expect(
      sample(after, 'sds_jobs_oldest_waiting_age_seconds{queue="push"}'),
    ).toBeGreaterThanOrEqual(4.9);
    expect(sample(after, 'sds_jobs_waiting{queue="sds-import"}')).toBe(0);
  });

  it('counts mail as it is sent', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    await app.mailer.send({
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    expect(sample(await scrape(app), 'sds_mail_messages_total{outcome="sent"}')).toBe(1);
  });

  it('still answers while the database is away, without the gauges it cannot read', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    await app.database.close();
    const body = await scrape(app);
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).not.toMatch(/^sds_jobs_waiting\{/m);
    expect(body).not.toMatch(/^sds_imports\{/m);
  });

  it('keeps apart the counts of two apps in one process', async () => {
    const first = await appWith({ METRICS_TOKEN: TOKEN });
    const second = await appWith({ METRICS_TOKEN: TOKEN });
    await first.inject({ method: 'GET', url: '/api/health' });
    expect(
      sample(
        await scrape(second),
        'sds_http_requests_total{route="/api/health",method="GET",status="200"}',
      ),
    ).toBeUndefined();
  });
});
