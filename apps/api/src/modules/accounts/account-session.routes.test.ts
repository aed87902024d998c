import { AccountSelf, Problem, TokenResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
      const guess = { email: `someone-${attempt}@example.com`, password: 'guess' };
      expect((await token(guess, from)).statusCode).toBe(401);
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
  it('are the four of docs/product/roles-and-access.md#roles, for devices and accounts, not for anyone', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const forDevice = await asDevice(app, device, { method: 'GET', url: '/api/account/roles' });
    expect(forDevice.json()).toEqual(['User', 'KeyUser', 'CompanyAdmin', 'Admin']);
    const anonymous = await app.inject({ method: 'GET', url: '/api/account/roles' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('wrong passwords for one account (issue 20, finding 9)', () => {
  afterEach(() => vi.useRealTimers());

  const withoutRequestId = (body: unknown) => {
    const { requestId: _requestId, ...rest } = Problem.parse(body);
    return rest;
  };

  it('allows 5 a minute from any addresses, then 429 even to the right password; an unknown address alike', async () => {
    const known = 'owner@acme-industrial.example';
    const spellings = [known, ' OWNER@acme-industrial.example', 'Owner@Acme-Industrial.EXAMPLE '];
    const unknown = 'nobody-at-all@acme-industrial.example';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const email = spellings[attempt % spellings.length]!;
      const wrong = await token({ email, password: `wrong ${attempt}` }, `10.20.${attempt}.1`);
      expect(wrong.statusCode).toBe(401);
      const stranger = await token({ email: unknown, password: 'x' }, `10.20.${attempt}.2`);
      expect(stranger.statusCode).toBe(401);
    }
    const blocked = await token({ email: known, password: 'demo-owner-2026' }, '10.20.9.1');
    const blockedStranger = await token({ email: unknown, password: 'x' }, '10.20.9.2');
    for (const answer of [blocked, blockedStranger]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(withoutRequestId(blocked.json())).toMatchObject({ type: 'rate-limited', status: 429 });
    expect(withoutRequestId(blocked.json())).toEqual(withoutRequestId(blockedStranger.json()));
  });

  it('makes the wait grow with the failures, at most the window, and lets the owner in after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wrong = (attempt: number) =>
      token({ ...OWNER, password: `wrong ${attempt}` }, `10.21.${attempt}.1`);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await wrong(attempt)).statusCode).toBe(401);
    }
    const first = await token(OWNER, '10.21.9.1');
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(60);

    vi.setSystemTime(Date.now() + 61_000);
    for (let attempt = 6; attempt <= 10; attempt += 1) {
      expect((await wrong(attempt)).statusCode).toBe(401);
    }
    const second = await token(OWNER, '10.21.9.2');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    vi.setSystemTime(Date.now() + 15 * 60_000);
    expect((await token(OWNER, '10.21.9.3')).statusCode).toBe(200);
  });
});
