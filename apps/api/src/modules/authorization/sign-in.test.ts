import { AuthenticatedUser, Problem } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyCodes, devices } from '../../platform/db/schema.ts';
import { postLogin, signIn } from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

function withoutRequestId(body: unknown) {
  const { requestId: _requestId, ...rest } = Problem.parse(body);
  return rest;
}

describe('POST /api/Authorization', () => {
  it('signs a device in with the user code and answers the authenticated user', async () => {
    const response = await postLogin(app, 'DEMO-USER-2026');
    expect(response.statusCode).toBe(200);
    const user = AuthenticatedUser.parse(response.json());
    expect(user).toMatchObject({
      authCode: 'DEMO-USER-2026',
      companyName: 'Demo Chemicals B.V.',
      role: 'User',
    });
    const session = response.cookies.find((cookie) => cookie.name === 'sds_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrf).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it.each(['demo-key-2026', 'DEMO KEY 2026', ' demokey2026 ', 'Demo_Key.2026'])(
    'finds the key-user code whatever its case and separators (%j)',
    async (code) => {
      const response = await postLogin(app, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 'KeyUser', authCode: 'DEMO-KEY-2026' });
    },
  );

  it('does not sign in with a subscription code', async () => {
    const response = await postLogin(app, 'DEMO-SUB-2026');
    expect(response.statusCode).toBe(403);
    expect(response.json().type).toBe('authorisation-failed');
  });

  it('answers an unknown code and a full company with the same 403 body', async () => {
    const full = await createCompany(app, { userLicences: 0 });
    const unknown = await postLogin(app, 'NOPE-NOPE-NOPE-NOPE');
    const noLicence = await postLogin(app, full.codes.User);
    expect(unknown.statusCode).toBe(403);
    expect(noLicence.statusCode).toBe(403);
    expect(unknown.headers['content-type']).toBe(noLicence.headers['content-type']);
    expect(withoutRequestId(unknown.json())).toEqual(withoutRequestId(noLicence.json()));
    expect(withoutRequestId(unknown.json())).toMatchObject({
      type: 'authorisation-failed',
      status: 403,
    });
    expect(unknown.cookies.find((cookie) => cookie.name === 'sds_session')).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['whitespace', '   \t '],
    ['10 kB long', 'A'.repeat(10_240)],
  ])('refuses a %s code with 400 before looking it up', async (_label, authCode) => {
    const response = await postLogin(app, authCode);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'validation-failed' });
    expect(response.json().errors[0].path).toBe('body.authCode');
  });

  it.each([
    ['unicode', 'ДЕМО-USER-2026 🧪'],
    ['SQL-looking', "' OR 1=1; DROP TABLE companies; --"],
    ['markup', '<script>alert(1)</script>'],
  ])('answers a %s code with the plain 403 and leaves the data intact', async (_label, code) => {
    const response = await postLogin(app, code);
    expect(response.statusCode).toBe(403);
    const [row] = await app.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Demo Chemicals B.V.'));
    expect(row).toBeDefined();
  });

  it.each([
    ['not a UUID', 'my-phone'],
    ['too short', '0192b3c4-d5e6-7f80-9a1b'],
    ['SQL-looking', "' OR '1'='1"],
  ])('refuses a deviceGuid that is %s with 400', async (_label, deviceGuid) => {
    const response = await postLogin(app, 'DEMO-USER-2026', deviceGuid);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('body.deviceGuid');
  });

  it.each([
    ['v1 (time-based)', '6f1a7c2e-c7a1-11ef-9cd2-0242ac120002'],
    ['v4 (random)', '3b241101-e2bb-4255-8caf-4136c566a962'],
    ['v7 (time-ordered)', '0192b3c4-d5e6-7f80-9a1b-2c3d4e5f6a7b'],
  ])('accepts a %s deviceGuid', async (_label, deviceGuid) => {
    const response = await postLogin(app, 'DEMO-USER-2026', deviceGuid);
    expect(response.statusCode).toBe(200);
  });

  it('keeps only hashes of the session and of the AuthCode header', async () => {
    const device = await signIn(app, 'ACME-USER-2026');
    const [row] = await app.database.db
      .select()
      .from(devices)
      .where(eq(devices.id, device.user.deviceId));
    expect(row?.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.sessionHash).not.toBe(device.cookies.sds_session);
    expect(row?.authCodeHash).not.toBe(device.headers.authcode);
    const codes = await app.database.db.select().from(companyCodes);
    expect(JSON.stringify(codes)).not.toMatch(/ACME-USER-2026|DEMO-USER-2026/);
  });
});
