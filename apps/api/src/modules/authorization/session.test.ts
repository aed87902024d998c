import { randomUUID } from 'node:crypto';
import { DeviceRegistration } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../platform/db/schema.ts';
import { asDevice, cookiesOf, postLogin, signIn } from '../../testing/device-client.ts';
import { createApiKey, createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { revokeDevicesOfCode } from './revoke-devices.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    seed: true,
    extend(instance) {
      // A probe for the integration credential until product routes accept it.
      instance.get(
        '/api/test/integration',
        { config: { access: { principals: ['apiKey'] } } },
        async (request) => ({ companyId: request.principal?.companyId }),
      );
    },
  });
});
afterAll(() => app.close());

const update = {
  method: 'PUT' as const,
  url: '/api/Authorization',
  payload: { description: 'Workshop tablet' },
};

describe('the device session', () => {
  it('accepts the device headers with the session cookie and XSRF echo', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const response = await asDevice(app, device, update);
    expect(response.statusCode).toBe(200);
    expect(DeviceRegistration.parse(response.json())).toMatchObject({
      deviceGuid: device.user.deviceGuid,
      description: 'Workshop tablet',
    });
  });

  it('refuses a captured AuthCode and DeviceId replayed without the session cookie', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const replay = await app.inject({ ...update, headers: device.headers });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().type).toBe('unauthenticated');
  });

  it('refuses a valid AuthCode sent with another device’s DeviceId', async () => {
    const mine = await signIn(app, 'DEMO-USER-2026');
    const theirs = await signIn(app, 'DEMO-USER-2026');
    const response = await asDevice(app, mine, {
      ...update,
      headers: { deviceid: theirs.user.deviceGuid },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no AuthCode', { authcode: undefined }],
    ['a wrong AuthCode', { authcode: 'a'.repeat(64) }],
    ['a malformed DeviceId', { deviceid: 'not-a-uuid' }],
    ['an unknown DeviceId', { deviceid: randomUUID() }],
  ])('answers 401 to %s', async (_label, override) => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const headers = Object.fromEntries(
      Object.entries({ ...device.headers, ...override }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    const response = await app.inject({ ...update, headers, cookies: device.cookies });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 without any credentials', async () => {
    expect((await app.inject(update)).statusCode).toBe(401);
  });

  it('answers 401 once the session expired', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    await app.database.db
      .update(devices)
      .set({ sessionExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(devices.id, device.user.deviceId));
    expect((await asDevice(app, device, update)).statusCode).toBe(401);
  });

  it('answers 401 to every device of a code once the code is reset', async () => {
    const company = await createCompany(app);
    const users = [await signIn(app, company.codes.User), await signIn(app, company.codes.User)];
    const keyUser = await signIn(app, company.codes.KeyUser);
    expect(await revokeDevicesOfCode(app.database.db, app.deviceCache, company.id, 'User')).toBe(2);
    for (const user of users) expect((await asDevice(app, user, update)).statusCode).toBe(401);
    expect((await asDevice(app, keyUser, update)).statusCode).toBe(200);
  });

  it('rotates the session at each sign-in: the old cookie stops working', async () => {
    const guid = randomUUID();
    const before = await signIn(app, 'DEMO-USER-2026', guid);
    const after = await signIn(app, 'DEMO-USER-2026', guid);
    expect(after.cookies.sds_session).not.toBe(before.cookies.sds_session);
    expect((await asDevice(app, before, update)).statusCode).toBe(401);
    expect((await asDevice(app, after, update)).statusCode).toBe(200);
  });

  it('logs out once: a replayed logout answers 401', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const logout = await asDevice(app, device, { method: 'DELETE', url: '/api/Authorization' });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((cookie) => cookie.name === 'sds_session');
    expect(cleared?.value).toBe('');
    const replay = await asDevice(app, device, { method: 'DELETE', url: '/api/Authorization' });
    expect(replay.statusCode).toBe(401);
  });

  it('validates the update body after authentication', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const empty = await asDevice(app, device, { ...update, payload: {} });
    expect(empty.statusCode).toBe(400);
    const huge = await asDevice(app, device, {
      ...update,
      payload: { description: 'x'.repeat(201) },
    });
    expect(huge.statusCode).toBe(400);
  });
});

describe('XSRF (docs/product/security.md#xsrf)', () => {
  it('gives a visitor without the cookie an XSRF-TOKEN on any response', async () => {
    for (const url of ['/config.json', '/api/health', '/api/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(cookiesOf(response)['XSRF-TOKEN'], url).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const withCookie = await app.inject({
      method: 'GET',
      url: '/api/health',
      cookies: { 'XSRF-TOKEN': 'existing' },
    });
    expect(cookiesOf(withCookie)['XSRF-TOKEN']).toBeUndefined();
  });

  it('refuses a login that carries cookies but no matching X-XSRF-TOKEN', async () => {
    const page = cookiesOf(await app.inject({ method: 'GET', url: '/config.json' }));
    const missing = await postLogin(app, 'DEMO-USER-2026', undefined, { cookies: page });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().type).toBe('xsrf-rejected');
    const wrong = await postLogin(app, 'DEMO-USER-2026', undefined, {
      cookies: page,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await postLogin(app, 'DEMO-USER-2026', undefined, {
      cookies: page,
      headers: { 'x-xsrf-token': page['XSRF-TOKEN']! },
    });
    expect(right.statusCode).toBe(200);
    expect(cookiesOf(right)['XSRF-TOKEN']).not.toBe(page['XSRF-TOKEN']);
  });

  it('refuses a signed-in request whose XSRF token is not the one bound to its session', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const forged = await asDevice(app, device, {
      ...update,
      headers: { 'x-xsrf-token': 'planted' },
      cookies: { 'XSRF-TOKEN': 'planted' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().type).toBe('xsrf-rejected');
  });

  it('refuses unsafe cross-site requests', async () => {
    const response = await postLogin(app, 'DEMO-USER-2026', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('order of checks (docs/product/wire-conventions.md#order-of-checks)', () => {
  it('404 for an unknown route before anything else', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/Authorisation-typo',
      payload: '{bad',
    });
    expect(response.statusCode).toBe(404);
  });

  it('401 before XSRF: bad credentials without an XSRF token', async () => {
    const response = await app.inject({
      ...update,
      cookies: { sds_session: 'x' },
      headers: { deviceid: randomUUID(), authcode: 'b'.repeat(64) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('403 XSRF before 400: good credentials, no XSRF token, bad body', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const headers = { ...device.headers };
    delete headers['x-xsrf-token'];
    const response = await app.inject({ ...update, payload: {}, headers, cookies: device.cookies });
    expect(response.statusCode).toBe(403);
  });
});

describe('Api-Key (docs/product/security.md#api-keys)', () => {
  it('authenticates a company integration', async () => {
    const company = await createCompany(app);
    const key = await createApiKey(app, company.id);
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/integration',
      headers: { 'api-key': key },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyId: company.id });
  });

  it.each([
    ['an unknown key', 'sds_unknown'],
    ['an empty key', ''],
  ])('answers 401 to %s', async (_label, key) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/integration',
      headers: { 'api-key': key },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a revoked key', async () => {
    const company = await createCompany(app);
    const key = await createApiKey(app, company.id, { revoked: true });
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/integration',
      headers: { 'api-key': key },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a device on a route for integrations only', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const response = await asDevice(app, device, { method: 'GET', url: '/api/test/integration' });
    expect(response.statusCode).toBe(403);
  });
});
