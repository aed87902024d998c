import { randomUUID } from 'node:crypto';
import {
  AuthenticatedUser,
  CompanyCode,
  MaskedCompanyCodes,
  ResetCompanyCodeResponse,
  type CompanyCodeKind,
} from '@sds/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_CODE_ENTROPY_BITS } from '../../platform/crypto/company-code-generator.ts';
import {
  DEMO_ACCOUNTS,
  accessTokenOf,
  asAccount,
  companyAuditEvents,
  demoCompanyId,
} from '../../testing/account-client.ts';
import {
  asDevice,
  cookiesOf,
  deviceHeaders,
  postLogin,
  signIn,
} from '../../testing/device-client.ts';
import { createCompany, type TestCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { maskCompanyCode } from './company-codes.ts';

let app: FastifyInstance;
let owner: string;
let admin: string;
let demoId: string;
let acmeId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  owner = await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin);
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
  demoId = await demoCompanyId(app, 'Demo');
  acmeId = await demoCompanyId(app, 'Acme');
});
afterAll(() => app.close());

const as = (token: string, options: InjectOptions) => asAccount(app, token, options);
const reveal = (token: string, companyId: string, kind: string) =>
  as(token, { method: 'POST', url: `/api/Companies/${companyId}/codes/${kind}/reveal` });
const reset = (token: string, companyId: string, call: string) =>
  as(token, { method: 'PUT', url: `/api/Companies/${companyId}/${call}` });
/** Any call a signed-in device may make, to see whether it still is signed in. */
const productSearch = { method: 'GET', url: '/api/products' } as const;

describe('masking', () => {
  it('shows only the last four characters of a code, separators kept', () => {
    expect(maskCompanyCode('K7QX-M2PD-9WZR-4TNA')).toBe('••••-••••-••••-4TNA');
    expect(maskCompanyCode('DEMO-KEY-2026')).toBe('••••-•••-2026');
    expect(maskCompanyCode('ABCDEFGH')).toBe('••••EFGH');
  });
});

describe('looking the codes up', () => {
  it('answers the codes masked, never stored by a cache', async () => {
    const response = await as(owner, { method: 'GET', url: `/api/Companies/${demoId}/codes` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(MaskedCompanyCodes.parse(response.json())).toEqual({
      userCode: '••••-••••-2026',
      keyUserCode: '••••-•••-2026',
      subscriptionCode: '••••-•••-2026',
    });
  });

  it('reveals one code in full and records who did', async () => {
    const company = await createCompany(app);
    const response = await reveal(admin, company.id, 'KeyUser');
    expect(response.statusCode).toBe(200);
    expect(CompanyCode.parse(response.json())).toEqual({
      kind: 'KeyUser',
      code: company.codes.KeyUser,
    });
    const events = await companyAuditEvents(app, company.id);
    expect(events).toEqual([
      {
        action: 'code-revealed',
        actorKind: 'account',
        actorName: 'Platform administrator',
        detail: { kind: 'KeyUser' },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(company.codes.KeyUser);
  });

  it('reveals its own company’s codes to a CompanyAdmin, recorded', async () => {
    const response = await reveal(owner, demoId, 'User');
    expect(CompanyCode.parse(response.json()).code).toBe('DEMO-USER-2026');
    const events = await companyAuditEvents(app, demoId);
    expect(events.at(-1)).toMatchObject({
      action: 'code-revealed',
      actorName: 'Demo Chemicals owner',
      detail: { kind: 'User' },
    });
  });

  it('answers 404 for another company’s or an unknown company’s codes, 400 for a bad kind', async () => {
    expect((await reveal(owner, acmeId, 'User')).statusCode).toBe(404);
    expect(
      (await as(owner, { method: 'GET', url: `/api/Companies/${acmeId}/codes` })).statusCode,
    ).toBe(404);
    expect((await reveal(admin, randomUUID(), 'User')).statusCode).toBe(404);
    expect((await reveal(admin, demoId, 'Admin')).statusCode).toBe(400);
    expect((await reveal(admin, 'not-a-uuid', 'User')).statusCode).toBe(400);
    expect(await companyAuditEvents(app, acmeId)).toEqual([]);
  });
});

describe('resetting a code', () => {
  const calls: [string, CompanyCodeKind][] = [
    ['resetUserAuthCode', 'User'],
    ['resetKeyUserAuthCode', 'KeyUser'],
  ];

  it.each(calls)(
    '%s: the old code stops signing in and its devices are signed out at once',
    async (call, kind) => {
      const company: TestCompany = await createCompany(app, {
        userLicences: 3,
        keyUserLicences: 3,
      });
      const other: CompanyCodeKind = kind === 'User' ? 'KeyUser' : 'User';
      const old = [await signIn(app, company.codes[kind]), await signIn(app, company.codes[kind])];
      const untouched = await signIn(app, company.codes[other]);
      for (const device of old) {
        expect((await asDevice(app, device, productSearch)).statusCode).toBe(200);
      }

      const response = await reset(admin, company.id, call);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const answer = ResetCompanyCodeResponse.parse(response.json());
      expect(answer).toMatchObject({ kind, signedOutDevices: 2 });
      expect(answer.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      expect(COMPANY_CODE_ENTROPY_BITS).toBeGreaterThanOrEqual(80);

      for (const device of old) {
        expect((await asDevice(app, device, productSearch)).statusCode).toBe(401);
      }
      expect((await asDevice(app, untouched, productSearch)).statusCode).toBe(200);
      expect((await postLogin(app, company.codes[kind])).statusCode).toBe(403);
      // The same browser signs in again with the new code, as the flow does.
      const again = await signIn(app, answer.code, old[0]!.user.deviceGuid);
      expect(again.user.role).toBe(kind);
      expect((await asDevice(app, again, productSearch)).statusCode).toBe(200);

      const revealed = CompanyCode.parse((await reveal(admin, company.id, kind)).json());
      expect(revealed.code).toBe(answer.code);
      const actions = (await companyAuditEvents(app, company.id)).map((event) => event.action);
      expect(actions).toEqual(['code-reset', 'code-revealed']);
    },
  );

  it('leaves no device signed in with the old code when sign-ins race the reset', async () => {
    const company = await createCompany(app, { userLicences: 40 });
    const [logins] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => postLogin(app, company.codes.User))),
      reset(admin, company.id, 'resetUserAuthCode'),
    ]);
    for (const login of logins.filter((response) => response.statusCode === 200)) {
      const device = {
        user: AuthenticatedUser.parse(login.json()),
        cookies: cookiesOf(login),
        headers: {},
      };
      device.headers = deviceHeaders(device.user, device.cookies);
      expect((await asDevice(app, device, productSearch)).statusCode).toBe(401);
    }
  });

  it('resets the subscription code without signing anyone out', async () => {
    const company = await createCompany(app);
    const user = await signIn(app, company.codes.User);
    const response = await reset(admin, company.id, 'resetSubscriptionCode');
    expect(ResetCompanyCodeResponse.parse(response.json())).toMatchObject({
      kind: 'Subscription',
      signedOutDevices: 0,
    });
    expect((await asDevice(app, user, productSearch)).statusCode).toBe(200);
    const masked = MaskedCompanyCodes.parse(
      (await as(admin, { method: 'GET', url: `/api/Companies/${company.id}/codes` })).json(),
    );
    expect(masked.subscriptionCode).not.toBe(maskCompanyCode(company.codes.Subscription));
  });

  it('lets a CompanyAdmin reset its own codes only', async () => {
    const elsewhere = await reset(owner, acmeId, 'resetUserAuthCode');
    expect(elsewhere.statusCode).toBe(404);
    expect((await postLogin(app, 'ACME-KEY-2026')).statusCode).toBe(200);
    expect((await reset(owner, randomUUID(), 'resetUserAuthCode')).statusCode).toBe(404);
    expect((await reset(owner, 'not-a-uuid', 'resetUserAuthCode')).statusCode).toBe(400);
  });
});
