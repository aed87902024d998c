import { AccountListResponse, AccountSummary, TokenResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { lastLinkTokenTo } from '../../testing/outbox.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let owner: string;
let acmeOwner: string;
let admin: string;
let acmeId: string;

async function accessToken(email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/token',
    payload: { email, password },
  });
  return TokenResponse.parse(response.json()).accessToken;
}

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  owner = await accessToken('owner@demo-chemicals.example', 'demo-owner-2026');
  acmeOwner = await accessToken('owner@acme-industrial.example', 'demo-owner-2026');
  admin = await accessToken('admin@demo.local', 'demo-admin-2026');
  const acme = await app.database.pool.query(`select id from companies where name like 'Acme%'`);
  acmeId = acme.rows[0].id;
});
afterAll(() => app.close());

const as = (
  bearer: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${bearer}` } });

let serial = 0;
const newAddress = () => `invitee-${Date.now()}-${(serial += 1)}@example.com`;

describe('administering accounts', () => {
  it('lists its company’s accounts to a CompanyAdmin, every account to Admin', async () => {
    const mine = AccountListResponse.parse((await as(owner, 'GET', '/api/account')).json());
    expect(mine.items.map((account) => account.email)).toEqual(['owner@demo-chemicals.example']);
    const all = AccountListResponse.parse((await as(admin, 'GET', '/api/account')).json());
    expect(all.items.map((account) => account.email)).toEqual(
      expect.arrayContaining(['admin@demo.local', 'owner@acme-industrial.example']),
    );
  });

  it('invites a co-administrator, who chooses a password through the e-mailed link', async () => {
    const email = newAddress();
    const invited = await as(owner, 'POST', '/api/account', { name: 'Co Admin', email });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(AccountSummary.parse(invited.json())).toMatchObject({
      email,
      roles: ['CompanyAdmin'],
      companyName: 'Demo Chemicals B.V.',
      isEmailVerified: false,
    });
    const token = await lastLinkTokenTo(app, email);
    const set = await app.inject({
      method: 'POST',
      url: '/api/account/reset',
      payload: { token, password: 'co admin password 1' },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await accessToken(email, 'co admin password 1');
    const me = await as(signedIn, 'GET', '/api/account/self');
    expect(me.json()).toMatchObject({ email, companyName: 'Demo Chemicals B.V.' });
    const again = await as(owner, 'POST', '/api/account', { name: 'Twice', email });
    expect(again.statusCode).toBe(409);
  });

  it('lets Admin invite into any company or another Admin; a CompanyAdmin neither', async () => {
    const intoAcme = await as(admin, 'POST', '/api/account', {
      name: 'Acme Second',
      email: newAddress(),
      companyId: acmeId,
    });
    expect(AccountSummary.parse(intoAcme.json()).companyName).toBe('Acme Industrial Ltd.');
    const anotherAdmin = await as(admin, 'POST', '/api/account', {
      name: 'Ops',
      email: newAddress(),
      role: 'Admin',
    });
    expect(AccountSummary.parse(anotherAdmin.json())).toMatchObject({ companyId: null });
    const noCompany = await as(admin, 'POST', '/api/account', { name: 'X', email: newAddress() });
    expect(noCompany.statusCode).toBe(400);

    const escalate = await as(owner, 'POST', '/api/account', {
      name: 'Me Admin',
      email: newAddress(),
      role: 'Admin',
    });
    expect(escalate.statusCode).toBe(403);
    const elsewhere = await as(owner, 'POST', '/api/account', {
      name: 'Spy',
      email: newAddress(),
      companyId: acmeId,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps another company’s accounts out of reach (404) and renames its own', async () => {
    const acmeAccounts = AccountListResponse.parse(
      (await as(acmeOwner, 'GET', '/api/account')).json(),
    );
    const acmeAccount = acmeAccounts.items[0]!;
    expect((await as(owner, 'GET', `/api/account/${acmeAccount.id}`)).statusCode).toBe(404);
    const rename = await as(owner, 'PUT', `/api/account/${acmeAccount.id}`, { name: 'Hijacked' });
    expect(rename.statusCode).toBe(404);
    expect((await as(owner, 'DELETE', `/api/account/${acmeAccount.id}`)).statusCode).toBe(404);
    const renamed = await as(acmeOwner, 'PUT', `/api/account/${acmeAccount.id}`, {
      name: '<b>Acme</b> Owner',
    });
    expect(AccountSummary.parse(renamed.json()).name).toBe('<b>Acme</b> Owner');
  });

  it('never deletes the last administrator of a company, but deletes others', async () => {
    const acmeAccounts = AccountListResponse.parse((await as(admin, 'GET', '/api/account')).json());
    const demoOwner = acmeAccounts.items.find((a) => a.email === 'owner@demo-chemicals.example')!;
    const invited = AccountSummary.parse(
      (await as(owner, 'POST', '/api/account', { name: 'Temp', email: newAddress() })).json(),
    );
    expect((await as(owner, 'DELETE', `/api/account/${invited.id}`)).statusCode).toBe(204);
    const demoAdmins = AccountListResponse.parse((await as(owner, 'GET', '/api/account')).json());
    for (const account of demoAdmins.items.filter((a) => a.id !== demoOwner.id)) {
      await as(admin, 'DELETE', `/api/account/${account.id}`);
    }
    const last = await as(admin, 'DELETE', `/api/account/${demoOwner.id}`);
    expect(last.statusCode).toBe(409);
  });

  it('answers anonymous callers 401 and devices 403; an anonymous invite is a registration', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    const device = await signIn(app, 'DEMO-KEY-2026');
    expect((await asDevice(app, device, { method: 'GET', url: '/api/account' })).statusCode).toBe(
      403,
    );
    const anonymousInvite = await app.inject({
      method: 'POST',
      url: '/api/account',
      payload: { name: 'X', email: newAddress(), role: 'Admin' },
    });
    expect(anonymousInvite.statusCode).toBe(400);
    expect(anonymousInvite.json().errors.map((e: { path: string }) => e.path)).toContain(
      'body.companyName',
    );
  });
});
