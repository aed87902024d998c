import { randomUUID } from 'node:crypto';
import { CompanyDeviceListResponse } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../platform/db/schema.ts';
import {
  asAccount,
  companyAuditEvents,
  signInDemoAdministrators,
} from '../../testing/account-client.ts';
import { asDevice, postLogin, signIn } from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let owner: string;
let admin: string;
let demoId: string;
let acmeId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ owner, admin, demoId, acmeId } = await signInDemoAdministrators(app));
});
afterAll(() => app.close());

const as = (token: string, options: InjectOptions) => asAccount(app, token, options);
const listDevices = async (token: string, companyId: string) =>
  CompanyDeviceListResponse.parse(
    (await as(token, { method: 'GET', url: `/api/Companies/${companyId}/devices` })).json(),
  ).items;
const revoke = (token: string, companyId: string, deviceId: string) =>
  as(token, { method: 'DELETE', url: `/api/Companies/${companyId}/devices/${deviceId}` });
const productSearch = { method: 'GET', url: '/api/products' } as const;

describe('GET /api/Companies/{id}/devices', () => {
  it('lists the devices that hold a licence, users first, without secrets', async () => {
    const company = await createCompany(app, { userLicences: 3, keyUserLicences: 1 });
    const user = await signIn(app, company.codes.User);
    const keyUser = await signIn(app, company.codes.KeyUser);
    const idle = await signIn(app, company.codes.User);
    const gone = await signIn(app, company.codes.User);
    await asDevice(app, gone, { method: 'DELETE', url: '/api/Authorization' });
    await app.database.db
      .update(devices)
      .set({ lastSeenAt: sql`now() - interval '91 days'` })
      .where(eq(devices.id, idle.user.deviceId));

    const response = await as(admin, {
      method: 'GET',
      url: `/api/Companies/${company.id}/devices`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/hash|session|deviceGuid/i);
    const listed = CompanyDeviceListResponse.parse(response.json()).items;
    expect(listed.map((device) => [device.id, device.role])).toEqual([
      [user.user.deviceId, 'User'],
      [keyUser.user.deviceId, 'KeyUser'],
    ]);
    expect(listed[0]).toMatchObject({ description: 'sds-portal-web', deviceType: 'Gcm' });
  });

  it('shows a CompanyAdmin its own devices and 404 for another company', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const own = await listDevices(owner, demoId);
    expect(own.map((listed) => listed.id)).toContain(device.user.deviceId);
    const elsewhere = await as(owner, { method: 'GET', url: `/api/Companies/${acmeId}/devices` });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await as(admin, {
      method: 'GET',
      url: `/api/Companies/${randomUUID()}/devices`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/Companies/{id}/devices/{deviceId}', () => {
  it('signs the device out at once, frees its licence and records it', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    const device = await signIn(app, company.codes.User);
    expect((await asDevice(app, device, productSearch)).statusCode).toBe(200);
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(403);

    const response = await revoke(admin, company.id, device.user.deviceId);
    expect(response.statusCode).toBe(204);
    expect((await asDevice(app, device, productSearch)).statusCode).toBe(401);
    expect(await listDevices(admin, company.id)).toEqual([]);
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(200);
    expect(await companyAuditEvents(app, company.id)).toEqual([
      expect.objectContaining({
        action: 'device-revoked',
        detail: { deviceId: device.user.deviceId, role: 'User' },
      }),
    ]);
    expect((await revoke(admin, company.id, device.user.deviceId)).statusCode).toBe(404);
  });

  it('lets a CompanyAdmin revoke its own devices, never another company’s', async () => {
    const own = await signIn(app, 'DEMO-USER-2026');
    const acme = await signIn(app, 'ACME-KEY-2026');
    expect((await revoke(owner, acmeId, acme.user.deviceId)).statusCode).toBe(404);
    // Another company's device under one's own company id is not found either.
    expect((await revoke(owner, demoId, acme.user.deviceId)).statusCode).toBe(404);
    expect((await asDevice(app, acme, productSearch)).statusCode).toBe(200);
    expect((await revoke(owner, demoId, own.user.deviceId)).statusCode).toBe(204);
    expect((await asDevice(app, own, productSearch)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown device and 400 for a malformed id', async () => {
    expect((await revoke(admin, demoId, randomUUID())).statusCode).toBe(404);
    expect((await revoke(admin, demoId, 'device-1')).statusCode).toBe(400);
    expect((await revoke(admin, 'company-1', randomUUID())).statusCode).toBe(400);
  });
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const label = (token: string, companyId: string, deviceId: string, payload: unknown) =>
  as(token, {
    method: 'PUT',
    url: `/api/Companies/${companyId}/devices/${deviceId}/label`,
    payload: payload as Record<string, unknown>,
  });

describe('a device’s browser, system and name', () => {
  it('names the browser and system from the sign-in’s User-Agent', async () => {
    const company = await createCompany(app, { userLicences: 2 });
    const guid = randomUUID();
    const login = await postLogin(app, company.codes.User, guid, {
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(login.statusCode).toBe(200);
    const [device] = await listDevices(admin, company.id);
    expect(device).toMatchObject({ browser: 'Chrome', operatingSystem: 'Android', label: '' });
  });

  it('keeps the name an administrator gives, trimmed, across sign-ins; empty removes it', async () => {
    const company = await createCompany(app, { userLicences: 2 });
    const guid = randomUUID();
    const device = await signIn(app, company.codes.User, guid);
    const answer = await label(admin, company.id, device.user.deviceId, {
      label: '  Reception tablet ',
    });
    expect(answer.statusCode).toBe(204);
    expect((await listDevices(admin, company.id))[0]?.label).toBe('Reception tablet');
    expect(await companyAuditEvents(app, company.id)).toContainEqual(
      expect.objectContaining({
        action: 'device-labelled',
        detail: { deviceId: device.user.deviceId, label: 'Reception tablet' },
      }),
    );

    // Signing in again from the same browser keeps the name.
    await postLogin(app, company.codes.User, guid, { headers: { 'user-agent': ANDROID_CHROME } });
    expect((await listDevices(admin, company.id))[0]).toMatchObject({
      label: 'Reception tablet',
      browser: 'Chrome',
    });

    expect((await label(admin, company.id, device.user.deviceId, { label: '' })).statusCode).toBe(
      204,
    );
    expect((await listDevices(admin, company.id))[0]?.label).toBe('');
  });

  it('refuses a name too long, an unknown or signed-out device, another company’s', async () => {
    const company = await createCompany(app, { userLicences: 2 });
    const device = await signIn(app, company.codes.User);
    const tooLong = await label(admin, company.id, device.user.deviceId, { label: 'x'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await label(admin, company.id, randomUUID(), { label: 'A' })).statusCode).toBe(404);
    expect((await label(owner, company.id, device.user.deviceId, { label: 'A' })).statusCode).toBe(
      404,
    );
    expect((await label(admin, acmeId, device.user.deviceId, { label: 'A' })).statusCode).toBe(404);
    await asDevice(app, device, { method: 'DELETE', url: '/api/Authorization' });
    expect((await label(admin, company.id, device.user.deviceId, { label: 'A' })).statusCode).toBe(
      404,
    );
  });
});
