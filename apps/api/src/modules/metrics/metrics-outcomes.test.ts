import { ImportStatus } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import {
  createBrowserSubscription,
  signInWebDevice,
  startPushService,
  type PushService,
} from '../../testing/push-service.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * The counters fed from where things happen (decision 0060): push deliveries by outcome from
 * the server's own job runner (RUN_JOBS) posting to a push-service stand-in, and the imports
 * gauge from the products' import states.
 */
const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
let app: FastifyInstance;
let pushService: PushService;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({
    seed: true,
    env: {
      METRICS_TOKEN: TOKEN,
      RUN_JOBS: 'true',
      JOB_POLL_INTERVAL_MS: '50',
      // A failed push is retried much later, so each counts once here.
      JOB_RETRY_BASE_MS: '600000',
      PUSH_TIMEOUT_MS: '500',
      PUSH_TEST_HOSTS: 'localhost',
    },
  });
  pushService = await startPushService();
  keyUser = await signIn(app, 'DEMO-KEY-2026');
});
afterAll(async () => {
  await pushService.close();
  await app.close();
});

async function scrape(): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Approves a new product, which queues a push to the subscribed browser, and waits for it. */
async function pushOnce(answer: number): Promise<void> {
  pushService.answerWith(answer);
  const browser = createBrowserSubscription(pushService.endpoint());
  await signInWebDevice(app, 'DEMO-USER-2026', browser.token);
  const id = await createProduct(app, keyUser.user.companyId, {
    reviewStatus: 'InReview',
    content: { name: `Pushed ${answer}` },
  });
  const approved = await asDevice(app, keyUser, {
    method: 'POST',
    url: `/api/products/${id}/approve`,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const result = await app.database.db.execute<{ pending: number }>(
      sql`select count(*)::int as pending from jobs
          where queue = 'push' and (status = 'running' or (status = 'queued' and attempts = 0))`,
    );
    if (result.rows[0]!.pending === 0) return;
    if (Date.now() > deadline) throw new Error('push jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('metrics fed where things happen', () => {
  it('counts push deliveries by outcome: delivered, gone, failed', async () => {
    const outcome = (body: string, name: string) =>
      sample(body, `sds_push_deliveries_total{outcome="${name}"}`);
    await pushOnce(201);
    let body = await scrape();
    expect(outcome(body, 'delivered')).toBeGreaterThanOrEqual(1);
    const delivered = outcome(body, 'delivered')!;

    await pushOnce(410);
    body = await scrape();
    expect(outcome(body, 'gone')).toBeGreaterThanOrEqual(1);
    expect(outcome(body, 'delivered')).toBe(delivered);

    await pushOnce(503);
    body = await scrape();
    expect(outcome(body, 'failed')).toBeGreaterThanOrEqual(1);
  });

  it('reports products by import state, every state named', async () => {
    await app.database.db.execute(
      sql`update products set import_status = 'Waiting'
          where id = (select id from products order by id limit 1)`,
    );
    const body = await scrape();
    const states = await app.database.db.execute<{ status: string; count: number }>(
      sql`select import_status as status, count(*)::int as count
          from products group by import_status`,
    );
    expect(states.rows.length).toBeGreaterThan(0);
    for (const { status, count } of states.rows) {
      expect(sample(body, `sds_imports{status="${status}"}`), status).toBe(count);
    }
    expect(sample(body, 'sds_imports{status="Waiting"}')).toBeGreaterThanOrEqual(1);
    for (const status of ImportStatus.options) {
      expect(sample(body, `sds_imports{status="${status}"}`), status).toBeTypeOf('number');
    }
  });
});
