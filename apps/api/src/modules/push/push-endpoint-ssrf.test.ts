import { randomUUID } from 'node:crypto';
import { Problem, type PushEndpointRefusal } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, jobs } from '../../platform/db/schema.ts';
import { asDevice, loginPayload, signIn } from '../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../testing/factories.ts';
import {
  createBrowserSubscription,
  runPushJobs,
  startPushService,
  type PushService,
} from '../../testing/push-service.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { TestDns } from '../../testing/test-dns.ts';
import { PUSH_QUEUE } from './product-notifications.ts';

/**
 * SSRF through Web Push (issue 20, decision 0032): push endpoints on every forbidden range are
 * refused at registration and at send. The app here has no test host, as in production; a
 * listener on 127.0.0.1 (the push-service stand-in) stands for whatever a forged endpoint
 * aims at inside the network, and counts every connection it is offered.
 */
let app: FastifyInstance;
let dns: TestDns;
let company: TestCompany;
// Listening before the tests are collected: the forbidden endpoints name its port.
const listener: PushService = await startPushService();

beforeAll(async () => {
  dns = new TestDns();
  dns.set('intranet.example.com', ['10.20.30.40']);
  dns.set('metadata.example.com', ['169.254.169.254']);
  dns.set('loopback.example.com', ['127.0.0.1', '::1']);
  dns.set('mapped.example.com', ['::ffff:127.0.0.1']);
  dns.set('partly-private.example.com', ['93.184.215.14', '192.168.0.10']);
  dns.set('unique-local.example.com', ['fd00:ec2::254']);
  app = await createTestApp({ dns, env: { PUSH_TIMEOUT_MS: '500' } });
  company = await createCompany(app, { userLicences: 60 });
});
afterAll(async () => {
  await listener.close();
  await app.close();
});

/** Every kind of endpoint the server must not post to, with the code that refuses it. */
function forbiddenEndpoints(): [string, string, PushEndpointRefusal][] {
  const port = listener.port;
  return [
    ['plain http', 'http://fcm.googleapis.com/fcm/send/a', 'push-endpoint-not-https'],
    ['http to this machine', `http://127.0.0.1:${port}/internal`, 'push-endpoint-not-https'],
    ['loopback 127.0.0.1', `https://127.0.0.1:${port}/internal`, 'push-endpoint-not-public'],
    ['loopback 127/8', `https://127.1.2.3:${port}/internal`, 'push-endpoint-not-public'],
    ['loopback [::1]', `https://[::1]:${port}/internal`, 'push-endpoint-not-public'],
    ['mapped loopback', `https://[::ffff:127.0.0.1]:${port}/a`, 'push-endpoint-not-public'],
    ['loopback as a number', `https://2130706433:${port}/internal`, 'push-endpoint-not-public'],
    ['this network 0.0.0.0', `https://0.0.0.0:${port}/internal`, 'push-endpoint-not-public'],
    ['private 10/8', 'https://10.0.0.1/a', 'push-endpoint-not-public'],
    ['private 172.16/12', 'https://172.16.5.4/a', 'push-endpoint-not-public'],
    ['private 192.168/16', 'https://192.168.1.1/a', 'push-endpoint-not-public'],
    ['carrier-grade NAT 100.64/10', 'https://100.64.0.1/a', 'push-endpoint-not-public'],
    [
      'metadata 169.254.169.254',
      'https://169.254.169.254/latest/meta-data/',
      'push-endpoint-not-public',
    ],
    ['unique-local fc00::/7', 'https://[fd00:ec2::254]/latest', 'push-endpoint-not-public'],
    ['link-local fe80::/10', 'https://[fe80::1]/a', 'push-endpoint-not-public'],
    ['NAT64 of loopback', 'https://[64:ff9b::7f00:1]/a', 'push-endpoint-not-public'],
    ['a name on a private address', 'https://intranet.example.com/a', 'push-endpoint-not-public'],
    [
      'a name on the metadata service',
      'https://metadata.example.com/a',
      'push-endpoint-not-public',
    ],
    ['a name on loopback', `https://loopback.example.com:${port}/a`, 'push-endpoint-not-public'],
    [
      'a name on mapped loopback',
      `https://mapped.example.com:${port}/a`,
      'push-endpoint-not-public',
    ],
    [
      'a name on a unique-local address',
      'https://unique-local.example.com/a',
      'push-endpoint-not-public',
    ],
    ['a name partly private', 'https://partly-private.example.com/a', 'push-endpoint-not-public'],
    ['localhost', `https://localhost:${port}/internal`, 'push-endpoint-not-public'],
    ['the stand-in, no test host here', listener.endpoint(), 'push-endpoint-not-https'],
    [
      'credentials in the URL',
      'https://user:secret@fcm.googleapis.com/a',
      'push-endpoint-credentials',
    ],
    ['a name that does not resolve', 'https://nowhere.example.com/a', 'push-endpoint-unresolvable'],
  ];
}

const storedToken = async (deviceId: string) =>
  (await app.database.db.select().from(devices).where(eq(devices.id, deviceId)))[0]?.deviceToken;

const pushJobsFor = (deviceId: string) =>
  app.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, PUSH_QUEUE), sql`${jobs.payload}->>'deviceId' = ${deviceId}`));

/** A key user of the company approves a new product: its users' devices are pushed to. */
async function approveNewProduct(name: string) {
  const keyUser = await signIn(app, company.codes.KeyUser);
  const id = await createProduct(app, company.id, {
    reviewStatus: 'InReview',
    content: { name },
  });
  const response = await asDevice(app, keyUser, {
    method: 'POST',
    url: `/api/products/${id}/approve`,
  });
  expect(response.statusCode, response.body).toBe(200);
  await asDevice(app, keyUser, { method: 'DELETE', url: '/api/Authorization' });
}

describe('a push endpoint at registration (PUT /api/Authorization)', () => {
  it.each(forbiddenEndpoints())('refuses %s (400)', async (_name, endpoint, code) => {
    const device = await signIn(app, company.codes.User);
    const response = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: createBrowserSubscription(endpoint).token },
    });
    expect(response.statusCode, response.body).toBe(400);
    const problem = Problem.parse(response.json());
    expect(problem.type).toBe('validation-failed');
    expect(problem.errors).toEqual([
      { path: 'body.deviceToken.endpoint', message: expect.any(String), code },
    ]);
    expect(await storedToken(device.user.deviceId)).toBe('');
    expect(listener.connections()).toBe(0);
  });

  it('takes the real push services, which resolve to public addresses', async () => {
    const device = await signIn(app, company.codes.User);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/a',
      'https://updates.push.services.mozilla.com/wpush/v2/a',
      'https://wns2-par02p.notify.windows.com/w/?token=a',
      'https://web.push.apple.com/a',
    ]) {
      const browser = createBrowserSubscription(endpoint);
      const response = await asDevice(app, device, {
        method: 'PUT',
        url: '/api/Authorization',
        payload: { deviceToken: browser.token },
      });
      expect(response.statusCode, `${endpoint}: ${response.body}`).toBe(200);
      expect(await storedToken(device.user.deviceId)).toBe(browser.token);
    }
    // Signed out, so that no later approval sends it towards the internet.
    await asDevice(app, device, { method: 'DELETE', url: '/api/Authorization' });
  });
});

describe('a push endpoint at sign-in (POST /api/Authorization)', () => {
  it.each(forbiddenEndpoints())('refuses %s and takes no licence (400)', async (_n, endpoint) => {
    const deviceGuid = randomUUID();
    const response = await app.inject({
      method: 'POST',
      url: '/api/Authorization',
      payload: {
        ...loginPayload(company.codes.User, deviceGuid),
        deviceToken: createBrowserSubscription(endpoint).token,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Problem.parse(response.json()).errors?.[0]?.path).toBe('body.deviceToken.endpoint');
    const rows = await app.database.db
      .select()
      .from(devices)
      .where(eq(devices.deviceGuid, deviceGuid));
    expect(rows).toEqual([]);
  });
});

describe('a push endpoint at send', () => {
  it('sends nothing to a forbidden endpoint stored earlier and ends the job', async () => {
    const stored = forbiddenEndpoints().filter(
      ([, , code]) => code !== 'push-endpoint-unresolvable',
    );
    const registered: { deviceId: string; token: string }[] = [];
    for (const [, endpoint] of stored) {
      // Written as an older server, or another path into the table, could have left it.
      const device = await signIn(app, company.codes.User);
      const token = createBrowserSubscription(endpoint).token;
      await app.database.db
        .update(devices)
        .set({ deviceToken: token })
        .where(eq(devices.id, device.user.deviceId));
      registered.push({ deviceId: device.user.deviceId, token });
    }
    await approveNewProduct('Forbidden endpoints');
    await runPushJobs(app);

    expect(listener.connections()).toBe(0);
    expect(listener.received).toEqual([]);
    for (const { deviceId } of registered) {
      expect(await pushJobsFor(deviceId)).toEqual([
        expect.objectContaining({ status: 'completed', attempts: 1 }),
      ]);
      expect(await storedToken(deviceId)).toBe('');
    }
  });

  it('resolves the host again: a name that now points inside is not contacted', async () => {
    const host = `rebind-${randomUUID().slice(0, 8)}.example.com`;
    dns.set(host, ['93.184.215.14']);
    const device = await signIn(app, company.codes.User);
    const browser = createBrowserSubscription(`https://${host}:${listener.port}/internal`);
    const registered = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: browser.token },
    });
    expect(registered.statusCode, registered.body).toBe(200);

    dns.set(host, ['127.0.0.1']);
    const asked = dns.asked.length;
    await approveNewProduct('Rebound host');
    await runPushJobs(app);

    expect(dns.asked.slice(asked)).toEqual([host]);
    expect(listener.connections()).toBe(0);
    expect(await pushJobsFor(device.user.deviceId)).toEqual([
      expect.objectContaining({ status: 'completed', attempts: 1 }),
    ]);
    expect(await storedToken(device.user.deviceId)).toBe('');
  });

  it('tries a host that no longer resolves again later, keeping the registration', async () => {
    const host = `gone-${randomUUID().slice(0, 8)}.example.com`;
    dns.set(host, ['93.184.215.14']);
    const device = await signIn(app, company.codes.User);
    const browser = createBrowserSubscription(`https://${host}/push`);
    await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: browser.token },
    });
    dns.set(host, []);
    await approveNewProduct('Unresolved host');
    await runPushJobs(app);

    const [job] = await pushJobsFor(device.user.deviceId);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: 5 });
    expect(job!.lastError).toContain(`Push service ${host}: unreachable`);
    expect(await storedToken(device.user.deviceId)).toBe(browser.token);
  });
});
