import { randomUUID } from 'node:crypto';
import { DeviceRegistration } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asDevice,
  cookiesOf,
  deviceHeaders,
  postLogin,
  signIn,
  type SignedInTestDevice,
} from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const describeDevice = (device: SignedInTestDevice, description: string) =>
  asDevice(app, device, { method: 'PUT', url: '/api/Authorization', payload: { description } });

/** The registration a device's own request answers, or its status when it is refused. */
async function registrationOf(device: SignedInTestDevice, description = 'check') {
  const response = await describeDevice(device, description);
  return response.statusCode === 200
    ? DeviceRegistration.parse(response.json())
    : response.statusCode;
}

describe('a device is its company and its deviceGuid (issue 20, finding 6)', () => {
  it('stays signed in when another company signs in with the same deviceGuid', async () => {
    const guid = randomUUID();
    const demo = await signIn(app, 'DEMO-USER-2026', guid);
    const acme = await signIn(app, 'ACME-USER-2026', guid);
    expect(acme.user.deviceId).not.toBe(demo.user.deviceId);
    expect(await registrationOf(demo)).toMatchObject({ deviceId: demo.user.deviceId });
    expect(await registrationOf(acme)).toMatchObject({ deviceId: acme.user.deviceId });
  });

  it('is updated and signed out only by its own company’s session', async () => {
    const guid = randomUUID();
    const demo = await signIn(app, 'DEMO-USER-2026', guid);
    await describeDevice(demo, 'Demo tablet');
    const acme = await signIn(app, 'ACME-USER-2026', guid);
    expect(await registrationOf(acme, 'Acme tablet')).toMatchObject({
      description: 'Acme tablet',
    });
    const logout = await asDevice(app, acme, { method: 'DELETE', url: '/api/Authorization' });
    expect(logout.statusCode).toBe(204);
    expect(await registrationOf(acme)).toBe(401);
    const [own] = await app.database.pool
      .query<{ description: string }>('select description from devices where id = $1', [
        demo.user.deviceId,
      ])
      .then((result) => result.rows);
    expect(own?.description).toBe('Demo tablet');
    expect(await registrationOf(demo)).toMatchObject({ deviceId: demo.user.deviceId });
  });

  it('keeps its licence when another company’s sign-in uses its deviceGuid', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    const guid = randomUUID();
    await signIn(app, company.codes.User, guid);
    await signIn(app, 'ACME-USER-2026', guid);
    // The licence is still the first device's: a second device finds none free.
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(403);
    expect((await postLogin(app, company.codes.User, guid)).statusCode).toBe(200);
  });

  it('gives its licence back when the same browser (its session cookie) signs in elsewhere', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    const browser = await signIn(app, company.codes.User, randomUUID());
    const elsewhere = await postLogin(app, 'ACME-USER-2026', browser.user.deviceGuid, {
      cookies: browser.cookies,
      headers: { 'x-xsrf-token': browser.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(await registrationOf(browser)).toBe(401);
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(200);
    // The browser now holds its Acme session.
    const acme = { ...browser, cookies: cookiesOf(elsewhere) };
    acme.headers = deviceHeaders(elsewhere.json(), acme.cookies);
    expect(await registrationOf(acme)).toMatchObject({ deviceId: elsewhere.json().deviceId });
  });
});

describe('failed sign-ins with someone else’s deviceGuid (issue 20, finding 6)', () => {
  const from = (remoteAddress: string) => ({ remoteAddress });

  it('do not lock that device out of signing in with its own code', async () => {
    const guid = randomUUID();
    const victim = await signIn(app, 'DEMO-KEY-2026', guid);
    const full = await createCompany(app, { userLicences: 0 });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const wrong = await postLogin(app, `WRONG-${attempt}`, guid, from(`10.60.0.${attempt}`));
      expect(wrong.statusCode).toBe(403);
      const noLicence = await postLogin(app, full.codes.User, guid, from(`10.60.1.${attempt}`));
      expect(noLicence.statusCode).toBe(attempt <= 10 ? 403 : 429);
    }
    expect(await registrationOf(victim)).toMatchObject({ deviceId: victim.user.deviceId });
    const logout = await asDevice(app, victim, { method: 'DELETE', url: '/api/Authorization' });
    expect(logout.statusCode).toBe(204);
    const again = await postLogin(app, 'DEMO-KEY-2026', guid, from('10.60.2.1'));
    expect(again.statusCode).toBe(200);
  });
});
