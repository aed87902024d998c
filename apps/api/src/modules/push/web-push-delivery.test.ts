import { createPublicKey, verify } from 'node:crypto';
import { RuntimeConfig } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { devices, jobs } from '../../platform/db/schema.ts';
import { WEB_PUSH_TTL_SECONDS } from '../../platform/push/web-push-sender.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import {
  createBrowserSubscription,
  runPushJobs,
  signInWebDevice,
  startPushService,
  type PushService,
} from '../../testing/push-service.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { PUSH_QUEUE } from './product-notifications.ts';

/**
 * Web Push end to end (issue 11, decision 0028): a browser's real subscription keys, a push
 * service stand-in on 127.0.0.1 that receives the POST (`localhost`, a test host: decision
 * 0032), the message decrypted as the browser would. The sender's time limit is short here so
 * that a push service that never answers fails the attempt quickly.
 */
let app: FastifyInstance;
let pushService: PushService;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({
    seed: true,
    env: { PUSH_TIMEOUT_MS: '500', PUSH_TEST_HOSTS: 'localhost' },
  });
  pushService = await startPushService();
  keyUser = await signIn(app, 'DEMO-KEY-2026');
});
afterEach(() => {
  pushService.answerWith(201);
  pushService.received.length = 0;
});
afterAll(async () => {
  await pushService.close();
  await app.close();
});

/** A browser of the demo company's users, subscribed at the stand-in. */
async function subscribedUser() {
  const browser = createBrowserSubscription(pushService.endpoint());
  const device = await signInWebDevice(app, 'DEMO-USER-2026', browser.token);
  return { browser, device };
}

async function approveNewProduct(name: string): Promise<string> {
  const id = await createProduct(app, keyUser.user.companyId, {
    reviewStatus: 'InReview',
    content: { name },
  });
  const response = await asDevice(app, keyUser, {
    method: 'POST',
    url: `/api/products/${id}/approve`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

const tokenOf = async (deviceId: string) =>
  (await app.database.db.select().from(devices).where(eq(devices.id, deviceId)))[0]?.deviceToken;

const pushJobsFor = (deviceId: string) =>
  app.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, PUSH_QUEUE), sql`${jobs.payload}->>'deviceId' = ${deviceId}`));

/** The JWT of a `vapid t=…, k=…` header, checked against the key it names. */
function verifiedVapidClaims(authorization: string, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(publicKey);
  const [header, payload, signature] = jwt!.split('.') as [string, string, string];
  const point = Buffer.from(key!, 'base64url');
  const verifier = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(isSigned).toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

describe('a product approved by a key user', () => {
  it('reaches a subscribed browser encrypted, signed with the VAPID key of /config.json', async () => {
    const { browser, device } = await subscribedUser();
    const productId = await approveNewProduct('Pushed degreaser');
    await runPushJobs(app);

    const pushes = pushService.received.filter(
      (push) => push.path === new URL(browser.subscription.endpoint).pathname,
    );
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.headers).toMatchObject({
      ttl: String(WEB_PUSH_TTL_SECONDS),
      'content-encoding': 'aes128gcm',
      urgency: 'normal',
    });
    const message = browser.decrypt(push!.body);
    expect(message).toEqual({
      notificationId: expect.any(String),
      kind: 'approved',
      productId,
      productName: 'Pushed degreaser',
      publisherName: null,
      changes: [], // its first approval
      url: `/product/${productId}`,
    });

    const config = RuntimeConfig.parse((await app.inject({ url: '/config.json' })).json());
    expect(config.webPushPublicKey).toMatch(/^B[\w-]{86}$/);
    const claims = verifiedVapidClaims(push!.headers.authorization!, config.webPushPublicKey!);
    expect(claims.aud).toBe(new URL(browser.subscription.endpoint).origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    // The feed holds the same notice for devices that receive no push.
    const feed = await asDevice(app, device, {
      method: 'GET',
      url: `/api/companies/${device.user.companyId}/productPushUser`,
    });
    expect(feed.json()).toMatchObject({
      items: [expect.objectContaining({ id: message.notificationId, kind: 'approved' })],
    });
    expect(await pushJobsFor(device.user.deviceId)).toEqual([
      expect.objectContaining({ status: 'completed', attempts: 1 }),
    ]);
  });

  it.each([410, 404])('forgets a registration the push service answers %i to', async (status) => {
    const { device } = await subscribedUser();
    pushService.answerWith(status);
    await approveNewProduct(`Gone ${status}`);
    await runPushJobs(app);

    expect(await tokenOf(device.user.deviceId)).toBe('');
    expect(await pushJobsFor(device.user.deviceId)).toEqual([
      expect.objectContaining({ status: 'completed' }),
    ]);
    // The device stays signed in; it simply receives nothing until it registers again.
    const search = await asDevice(app, device, { method: 'GET', url: '/api/products' });
    expect(search.statusCode).toBe(200);
  });

  it('keeps the registration and retries later when the push service never answers', async () => {
    const { browser, device } = await subscribedUser();
    pushService.answerWith('never');
    await approveNewProduct('Slow push service');
    const startedAt = Date.now();
    await runPushJobs(app);

    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(await tokenOf(device.user.deviceId)).toBe(browser.token);
    const [job] = await pushJobsFor(device.user.deviceId);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: 5 });
    expect(job!.lastError).toMatch(/no answer within 500 ms/);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it.each([500, 503, 429])('retries later when the push service answers %i', async (status) => {
    const { browser, device } = await subscribedUser();
    pushService.answerWith(status);
    await approveNewProduct(`Busy ${status}`);
    await runPushJobs(app);

    expect(await tokenOf(device.user.deviceId)).toBe(browser.token);
    const [job] = await pushJobsFor(device.user.deviceId);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toContain(`answered ${status}`);
    expect(job!.lastError).not.toContain(browser.subscription.endpoint);
  });
});
