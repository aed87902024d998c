import { AccountSelf, Problem, TokenResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { LOGIN_FAILURES_PER_ADDRESS: '5' } });
});
afterAll(() => app.close());

const OWNER = { email: 'owner@demo-chemicals.example', password: 'demo-owner-2026' };

function token(body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/account/token', payload: body, remoteAddress });
}

const self = (accessToken: string) =>
  app.inject({
    method: 'GET',
    url: '/api/account/self',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('signing an account in', () => {
  it('gives a bearer token for an hour; self shows the account and its company', async () => {
    const response = await token({ ...OWNER, email: '  Owner@Demo-Chemicals.example ' });
    expect(response.statusCode, response.body).toBe(200);
    const issued = TokenResponse.parse(response.json());
    expect(issued).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    const me = AccountSelf.parse((await self(issued.accessToken)).json());
    expect(me).toMatchObject({
      email: OWNER.email,
      roles: ['CompanyAdmin'],
      companyName: 'Demo Chemicals B.V.',
    });
  });

  it('shows the platform admin without a company', async () => {
    const response = await token({ email: 'admin@demo.local', password: 'demo-admin-2026' });
    const me = AccountSelf.parse(
      (await self(TokenResponse.parse(response.json()).accessToken)).json(),
    );
    expect(me).toMatchObject({ roles: ['Admin'], companyId: null, companyName: null });
  });

  it('fails a wrong password and an unknown address alike (401)', async () => {
    const wrong = await token({ ...OWNER, password: 'not-the-password' }, '10.9.0.1');
    const unknown = await token({ email: 'nobody@example.com', password: 'x' }, '10.9.0.1');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(Problem.parse(wrong.json()).type).toBe('unauthenticated');
    const { requestId: _wrongId, ...wrongBody } = wrong.json() as Record<string, unknown>;
    const { requestId: _unknownId, ...unknownBody } = unknown.json() as Record<string, unknown>;
    expect(wrongBody).toEqual(unknownBody);
  });

  it('refuses an expired, a made-up or a malformed token (401)', async () => {
    const issued = TokenResponse.parse((await token(OWNER)).json());
    await app.database.pool.query(
      `update account_sessions set expires_at = now() - interval '1 second'`,
    );
    expect((await self(issued.accessToken)).statusCode).toBe(401);
    expect((await self('A'.repeat(43))).statusCode).toBe(401);
    expect((await self('short')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/account/self' })).statusCode).toBe(401);
  });

  it('limits failures per client address, then answers 429 even to the right password', async () => {
    const from = '10.9.0.9';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await token({ ...OWNER, password: 'guess' }, from)).statusCode).toBe(401);
    }
    const blocked = await token(OWNER, from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('signing an account out', () => {
  it('ends that token at once and leaves the account’s other sessions', async () => {
    const first = TokenResponse.parse((await token(OWNER)).json()).accessToken;
    const second = TokenResponse.parse((await token(OWNER)).json()).accessToken;
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/account/token',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await self(first)).statusCode).toBe(401);
    expect((await self(second)).statusCode).toBe(200);
  });
});

describe('the role names', () => {
  it('are the four of DESIGN §2, for devices and accounts, not for anyone', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const forDevice = await asDevice(app, device, { method: 'GET', url: '/api/account/roles' });
    expect(forDevice.json()).toEqual(['User', 'KeyUser', 'CompanyAdmin', 'Admin']);
    const anonymous = await app.inject({ method: 'GET', url: '/api/account/roles' });
    expect(anonymous.statusCode).toBe(401);
  });
});
