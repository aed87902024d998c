import { randomUUID } from 'node:crypto';
import { DeviceRegistration, Problem } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../platform/db/schema.ts';
import { asDevice, loginPayload, signIn } from '../../testing/device-client.ts';
import { createCompany, type TestCompany } from '../../testing/factories.ts';
import { createBrowserSubscription, signInWebDevice } from '../../testing/push-service.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { TestDns } from '../../testing/test-dns.ts';
import { loadConfig } from '../../platform/config/config.ts';
import {
  PushEndpointPolicy,
  pushEndpointPolicyFor,
} from '../../platform/push/push-endpoint-policy.ts';
import { acceptedDeviceToken } from './device-token.ts';

/**
 * A device's push token (docs/product/subscriptions-and-push.md#push-channels, decision 0028): a
 * Web device's is its browser's Web Push subscription as JSON, checked at sign-in and on `PUT
 * /api/Authorization`; '' removes it.
 */
let app: FastifyInstance;
let company: TestCompany;

beforeAll(async () => {
  app = await createTestApp();
  company = await createCompany(app, { userLicences: 20 });
});
afterAll(() => app.close());

const subscription = () => createBrowserSubscription(`https://push.example.net/${randomUUID()}`);
const storedToken = async (deviceId: string) =>
  (await app.database.db.select().from(devices).where(eq(devices.id, deviceId)))[0]?.deviceToken;

const badTokens: Record<string, string> = {
  'not JSON': 'fcm:abc123',
  'JSON but no subscription': '{"endpoint":"https://push.example.net/x"}',
  'an ftp endpoint': JSON.stringify({
    ...subscription().subscription,
    endpoint: 'ftp://push.example.net/x',
  }),
  'a javascript endpoint': JSON.stringify({
    ...subscription().subscription,
    endpoint: 'javascript:alert(1)',
  }),
  'a short p256dh key': JSON.stringify({
    ...subscription().subscription,
    keys: { p256dh: 'AAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  }),
};

describe('PUT /api/Authorization with a deviceToken', () => {
  it('keeps a Web device’s subscription in the contract’s form and clears it with ""', async () => {
    const device = await signInWebDevice(app, company.codes.User, '');
    const browser = subscription();
    const response = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: JSON.stringify({ ...browser.subscription, extra: 'dropped' }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(DeviceRegistration.parse(response.json()).hasPushSubscription).toBe(true);
    expect(response.body).not.toContain(browser.subscription.keys.p256dh);
    expect(JSON.parse((await storedToken(device.user.deviceId))!)).toEqual(browser.subscription);

    const cleared = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: '' },
    });
    expect(DeviceRegistration.parse(cleared.json()).hasPushSubscription).toBe(false);
    expect(await storedToken(device.user.deviceId)).toBe('');
  });

  it.each(Object.entries(badTokens))('refuses %s from a Web device (400)', async (_name, token) => {
    const browser = subscription();
    const device = await signInWebDevice(app, company.codes.User, browser.token, 'Web');
    const response = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: token },
    });
    expect(response.statusCode).toBe(400);
    const problem = Problem.parse(response.json());
    expect(problem.type).toBe('validation-failed');
    expect(problem.errors?.[0]?.path).toMatch(/^body\.deviceToken/);
    expect(await storedToken(device.user.deviceId)).toBe(browser.token);
  });

  it('refuses a token of 10 kB from any device, before reading it', async () => {
    const device = await signIn(app, company.codes.User);
    const response = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: 'x'.repeat(10 * 1024) },
    });
    expect(response.statusCode).toBe(400);
    expect(Problem.parse(response.json()).errors?.[0]?.path).toBe('body.deviceToken');
  });

  it('reads a JSON token of a Gcm device (the web app) as a Web Push subscription', async () => {
    const device = await signIn(app, company.codes.User); // deviceType Gcm, as the web app
    const bad = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: '{"endpoint":"https://push.example/x"}' },
    });
    expect(bad.statusCode).toBe(400);
    const browser = subscription();
    const good = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: browser.token },
    });
    expect(good.statusCode).toBe(200);
    expect(await storedToken(device.user.deviceId)).toBe(browser.token);
  });

  it('keeps an app’s token as it is sent', async () => {
    const device = await signIn(app, company.codes.User); // deviceType Gcm
    const response = await asDevice(app, device, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { deviceToken: 'fcm:registration-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedToken(device.user.deviceId)).toBe('fcm:registration-token');
  });
});

describe('POST /api/Authorization with a deviceToken', () => {
  it('signs a Web device in with its subscription', async () => {
    const browser = subscription();
    const device = await signInWebDevice(app, company.codes.User, browser.token);
    expect(await storedToken(device.user.deviceId)).toBe(browser.token);
  });

  it.each([...Object.entries(badTokens), ['10 kB', 'x'.repeat(10 * 1024)]])(
    'refuses %s and takes no licence (400)',
    async (_name, token) => {
      const deviceGuid = randomUUID();
      const response = await app.inject({
        method: 'POST',
        url: '/api/Authorization',
        payload: {
          ...loginPayload(company.codes.User, deviceGuid),
          deviceType: 'Web',
          deviceToken: token,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(Problem.parse(response.json()).type).toBe('validation-failed');
      const rows = await app.database.db
        .select()
        .from(devices)
        .where(eq(devices.deviceGuid, deviceGuid));
      expect(rows).toEqual([]);
    },
  );
});

describe('acceptedDeviceToken', () => {
  it('takes an http endpoint only on a test host (local stand-ins), never elsewhere', async () => {
    const dns = new TestDns();
    const local = createBrowserSubscription('http://localhost:9/push/1');
    const withTestHost = new PushEndpointPolicy({
      allowedHosts: null,
      testHosts: ['localhost'],
      lookup: dns.lookup,
      lookupTimeoutMs: 1_000,
    });
    const strict = pushEndpointPolicyFor(loadConfig({}), dns.lookup);
    expect(await acceptedDeviceToken('Web', local.token, withTestHost)).toBe(local.token);
    await expect(acceptedDeviceToken('Web', local.token, strict)).rejects.toMatchObject({
      type: 'validation-failed',
      errors: [expect.objectContaining({ code: 'push-endpoint-not-https' })],
    });
    const secure = subscription();
    expect(await acceptedDeviceToken('Web', secure.token, strict)).toBe(secure.token);
    expect(await acceptedDeviceToken('Web', '', strict)).toBe('');
    expect(await acceptedDeviceToken('Apple', 'not json', strict)).toBe('not json');
  });
});
