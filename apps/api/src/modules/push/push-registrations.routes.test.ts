import { randomUUID } from 'node:crypto';
import { PushRegistrationListResponse, type DeviceType } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../platform/db/schema.ts';
import { asAccount, signInDemoAdministrators } from '../../testing/account-client.ts';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createBrowserSubscription } from '../../testing/push-service.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * `pushregistrations` (docs/product/subscriptions-and-push.md#push-channels, decision 0028):
 * company administrators see and remove their company's registrations (the Admin every company's);
 * a registration is an active device with a push token; the token never leaves the server; another
 * company's id is a 404.
 */
let app: FastifyInstance;
let callers: Callers;
let owner: string;
let admin: string;
let demoId: string;
let acmeId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  callers = await signInEveryCaller(app);
  ({ owner, admin, demoId, acmeId } = await signInDemoAdministrators(app));
});
afterAll(() => app.close());

/** A device row of a company holding a push token (as sign-in or PUT would leave it). */
async function registeredDevice(
  companyId: string,
  options: {
    deviceType?: DeviceType;
    token?: string;
    signedOut?: boolean;
    revoked?: boolean;
    role?: 'User' | 'KeyUser';
  } = {},
) {
  const deviceType = options.deviceType ?? 'Web';
  const token =
    options.token ??
    (deviceType === 'Web'
      ? createBrowserSubscription(`https://push.example.net/send/${randomUUID()}`).token
      : `app-token-${randomUUID()}`);
  const [row] = await app.database.db
    .insert(devices)
    .values({
      deviceGuid: randomUUID(),
      companyId,
      role: options.role ?? 'User',
      deviceType,
      description: `push test ${deviceType}`,
      deviceToken: token,
      authCodeHash: 'not-a-real-hash',
      signedOutAt: options.signedOut ? new Date() : null,
      revokedAt: options.revoked ? new Date() : null,
    })
    .returning({ id: devices.id });
  return row!.id;
}

const tokenOf = async (id: string) =>
  (await app.database.db.select().from(devices).where(eq(devices.id, id)))[0]?.deviceToken;

const list = async (token: string, url: string) => {
  const response = await asAccount(app, token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return PushRegistrationListResponse.parse(response.json()).items;
};

type Audience = 'administrators' | 'keyUserFeed' | 'userFeed';

const calls: Record<
  string,
  { audience: Audience; success: number; request: () => Promise<InjectOptions> }
> = {
  'GET /api/pushregistrations': {
    audience: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/pushregistrations' }),
  },
  'GET /api/pushregistrations/{hubName}': {
    audience: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/pushregistrations/web' }),
  },
  'DELETE /api/pushregistrations/{hubName}/{id}': {
    audience: 'administrators',
    success: 204,
    request: async () => ({
      method: 'DELETE',
      url: `/api/pushregistrations/web/${await registeredDevice(callers.demoCompanyId)}`,
    }),
  },
  'DELETE /api/pushregistrations/{id}': {
    audience: 'administrators',
    success: 204,
    request: async () => ({
      method: 'DELETE',
      url: `/api/pushregistrations/${await registeredDevice(callers.demoCompanyId)}`,
    }),
  },
  'GET /api/companies/{id}/productPushKeyUser': {
    audience: 'keyUserFeed',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${callers.demoCompanyId}/productPushKeyUser`,
    }),
  },
  'GET /api/companies/{id}/productPushUser': {
    audience: 'userFeed',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${callers.demoCompanyId}/productPushUser`,
    }),
  },
};

function expectedStatus(call: string, caller: Caller): number {
  const { audience, success } = calls[call]!;
  if (caller === 'anonymous') return 401;
  const mayCall: Record<Audience, readonly Caller[]> = {
    administrators: ['admin', 'companyAdmin', 'otherCompanyAdmin'],
    keyUserFeed: ['admin', 'keyUser', 'companyAdmin', 'otherKeyUser', 'otherCompanyAdmin'],
    userFeed: ['admin', 'user', 'keyUser', 'companyAdmin', 'otherKeyUser', 'otherCompanyAdmin'],
  };
  if (!mayCall[audience].includes(caller)) return 403;
  const isOtherCompany = caller === 'otherKeyUser' || caller === 'otherCompanyAdmin';
  // Lists answer each administrator its own company's; a named demo id is another's: 404.
  const namesDemoCompany = call.includes('{id}');
  return isOtherCompany && namesDemoCompany ? 404 : success;
}

describe('who may see and remove push registrations and read the feeds', () => {
  const cases = Object.keys(calls).flatMap((call) =>
    CALLERS.map((caller) => [call, caller, expectedStatus(call, caller)] as const),
  );

  it.each(cases)('%s as %s answers %i', async (call, caller, status) => {
    const response = await callers.send(caller, await calls[call]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('GET /api/pushregistrations', () => {
  it('lists active devices with a token, with the push service host and never the token', async () => {
    const web = await registeredDevice(demoId);
    const gcm = await registeredDevice(demoId, { deviceType: 'Gcm', role: 'KeyUser' });
    const apple = await registeredDevice(demoId, { deviceType: 'Apple' });
    // The web app signs in as Gcm (docs/product/wire-conventions.md#device-login): its subscription
    // makes it a Web Push registration.
    const webApp = await registeredDevice(demoId, {
      deviceType: 'Gcm',
      token: createBrowserSubscription(`https://push.example.net/send/${randomUUID()}`).token,
    });
    const withoutToken = await registeredDevice(demoId, { token: '' });
    const signedOut = await registeredDevice(demoId, { signedOut: true });
    const revoked = await registeredDevice(demoId, { revoked: true });

    const response = await asAccount(app, owner, { method: 'GET', url: '/api/pushregistrations' });
    expect(response.body).not.toMatch(/p256dh|auth"|app-token|push\.example\.net\/send/);
    const items = PushRegistrationListResponse.parse(response.json()).items;
    const ids = items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([web, gcm, apple]));
    for (const absent of [withoutToken, signedOut, revoked]) expect(ids).not.toContain(absent);
    expect(items.find((item) => item.id === web)).toMatchObject({
      hubName: 'web',
      companyId: demoId,
      role: 'User',
      deviceType: 'Web',
      serviceHost: 'push.example.net',
    });
    expect(items.find((item) => item.id === gcm)).toMatchObject({
      hubName: 'gcm',
      role: 'KeyUser',
      serviceHost: null,
    });
    expect(items.find((item) => item.id === apple)).toMatchObject({ hubName: 'apple' });
    expect(items.find((item) => item.id === webApp)).toMatchObject({
      hubName: 'web',
      deviceType: 'Gcm',
      serviceHost: 'push.example.net',
    });
    const webHub = await asAccount(app, owner, {
      method: 'GET',
      url: '/api/pushregistrations/web',
    });
    const webIds = PushRegistrationListResponse.parse(webHub.json()).items.map((item) => item.id);
    expect(webIds).toEqual(expect.arrayContaining([web, webApp]));
    expect(webIds).not.toContain(gcm);
  });

  it('shows one hub at a time', async () => {
    const web = await registeredDevice(demoId);
    const apple = await registeredDevice(demoId, { deviceType: 'Apple' });
    const appleOnly = await list(owner, '/api/pushregistrations/apple');
    expect(appleOnly.map((item) => item.id)).toContain(apple);
    expect(appleOnly.map((item) => item.id)).not.toContain(web);
    expect(new Set(appleOnly.map((item) => item.hubName))).toEqual(new Set(['apple']));
    // The hub in any case, as the call list's paths mix cases.
    expect((await list(owner, '/api/pushregistrations/Apple')).map((item) => item.id)).toEqual(
      appleOnly.map((item) => item.id),
    );
  });

  it('keeps each company to its own; the Admin sees all or names one', async () => {
    const demo = await registeredDevice(demoId);
    const acme = await registeredDevice(acmeId);
    const ownerIds = (await list(owner, '/api/pushregistrations')).map((item) => item.id);
    expect(ownerIds).toContain(demo);
    expect(ownerIds).not.toContain(acme);
    expect((await list(owner, `/api/pushregistrations?companyId=${demoId}`)).length).toBe(
      ownerIds.length,
    );

    const all = (await list(admin, '/api/pushregistrations')).map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining([demo, acme]));
    const acmeOnly = await list(admin, `/api/pushregistrations/web?companyId=${acmeId}`);
    expect(acmeOnly.map((item) => item.id)).toContain(acme);
    expect(new Set(acmeOnly.map((item) => item.companyId))).toEqual(new Set([acmeId]));

    for (const url of [
      `/api/pushregistrations?companyId=${acmeId}`,
      `/api/pushregistrations/web?companyId=${acmeId}`,
    ]) {
      expect((await asAccount(app, owner, { method: 'GET', url })).statusCode).toBe(404);
    }
    const unknown = `/api/pushregistrations?companyId=${randomUUID()}`;
    expect((await asAccount(app, admin, { method: 'GET', url: unknown })).statusCode).toBe(404);
  });

  it('answers a page at a time with the total, in the same order across pages', async () => {
    for (let count = 0; count < 5; count += 1) await registeredDevice(acmeId);
    const query = `companyId=${acmeId}`;
    const whole = await asAccount(app, admin, {
      method: 'GET',
      url: `/api/pushregistrations?${query}`,
    });
    const all = PushRegistrationListResponse.parse(whole.json());
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(5);

    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page += 1) {
      const response = await asAccount(app, admin, {
        method: 'GET',
        url: `/api/pushregistrations?${query}&page=${page}&pageSize=2`,
      });
      const body = PushRegistrationListResponse.parse(response.json());
      expect(body.total).toBe(all.total);
      expect(body.items.length).toBeLessThanOrEqual(2);
      pages.push(...body.items.map((item) => item.id));
    }
    expect(pages).toEqual(all.items.map((item) => item.id));

    const past = await asAccount(app, admin, {
      method: 'GET',
      url: `/api/pushregistrations?${query}&page=1000&pageSize=2`,
    });
    expect(PushRegistrationListResponse.parse(past.json())).toEqual({
      items: [],
      total: all.total,
    });
  });

  it('refuses an unknown hub, a malformed company id and a page out of bounds', async () => {
    for (const url of [
      '/api/pushregistrations/windows',
      '/api/pushregistrations?companyId=demo',
      '/api/pushregistrations/web?companyId=1',
      '/api/pushregistrations?page=0',
      '/api/pushregistrations?pageSize=501',
      '/api/pushregistrations?page=two',
    ]) {
      const response = await asAccount(app, admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ type: 'validation-failed' });
    }
  });
});

describe('DELETE /api/pushregistrations/{hubName}/{id} and /{id}', () => {
  it('clears the token: the device stays signed in but is no registration any more', async () => {
    const device = await registeredDevice(demoId);
    const response = await asAccount(app, owner, {
      method: 'DELETE',
      url: `/api/pushregistrations/web/${device}`,
    });
    expect(response.statusCode).toBe(204);
    expect(await tokenOf(device)).toBe('');
    const [row] = await app.database.db.select().from(devices).where(eq(devices.id, device));
    expect(row).toMatchObject({ signedOutAt: null, revokedAt: null });
    expect((await list(owner, '/api/pushregistrations')).map((item) => item.id)).not.toContain(
      device,
    );
    const again = await asAccount(app, owner, {
      method: 'DELETE',
      url: `/api/pushregistrations/${device}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another company’s device, another hub, and a device without a token', async () => {
    const acme = await registeredDevice(acmeId);
    const web = await registeredDevice(demoId);
    const signedOut = await registeredDevice(demoId, { signedOut: true });
    for (const url of [
      `/api/pushregistrations/${acme}`,
      `/api/pushregistrations/web/${acme}`,
      `/api/pushregistrations/gcm/${web}`,
      `/api/pushregistrations/apple/${web}`,
      `/api/pushregistrations/${signedOut}`,
      `/api/pushregistrations/${randomUUID()}`,
    ]) {
      const response = await asAccount(app, owner, { method: 'DELETE', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await tokenOf(acme)).not.toBe('');
    expect(await tokenOf(web)).not.toBe('');
    // The Admin may remove any company's.
    const byAdmin = await asAccount(app, admin, {
      method: 'DELETE',
      url: `/api/pushregistrations/web/${acme}`,
    });
    expect(byAdmin.statusCode).toBe(204);
  });

  it('refuses an unknown hub and a malformed id before looking anything up', async () => {
    const web = await registeredDevice(demoId);
    for (const url of [
      `/api/pushregistrations/windows/${web}`,
      '/api/pushregistrations/web/device-1',
      '/api/pushregistrations/device-1',
    ]) {
      const response = await asAccount(app, owner, { method: 'DELETE', url });
      expect(response.statusCode, url).toBe(400);
    }
    expect(await tokenOf(web)).not.toBe('');
  });
});
