import { createHash, randomBytes } from 'node:crypto';
import { ResetPasswordResponse, TokenResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkTokenTo, mailTo } from '../../testing/outbox.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const OWNER = 'owner@demo-chemicals.example';
const ACME_OWNER = 'owner@acme-industrial.example';

const post = (url: string, payload: Record<string, unknown>, accessToken?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

async function accessTokenOf(email: string, password: string) {
  const response = await post('/api/account/token', { email, password });
  return response.statusCode === 200 ? TokenResponse.parse(response.json()).accessToken : null;
}

const isSignedIn = async (accessToken: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/account/self',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode === 200;

describe('a forgotten password', () => {
  it('is replaced through the e-mailed link, which signs every session out', async () => {
    const before = await accessTokenOf(OWNER, 'demo-owner-2026');
    const asked = await post('/api/account/forgot', { email: 'OWNER@demo-chemicals.example' });
    expect(asked.statusCode).toBe(202);
    const mail = (await mailTo(app, OWNER)).at(-1);
    expect(mail?.subject).toBe('Set a new SDS Portal password');
    const token = /purpose=password-reset&token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

    const done = await post('/api/account/reset', { token, password: 'a fresh demo password' });
    expect(ResetPasswordResponse.parse(done.json())).toEqual({
      kind: 'password-reset',
      email: OWNER,
    });
    expect(await isSignedIn(before!)).toBe(false);
    expect(await accessTokenOf(OWNER, 'demo-owner-2026')).toBeNull();
    expect(await accessTokenOf(OWNER, 'a fresh demo password')).not.toBeNull();
    const again = await post('/api/account/reset', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(403);
  });

  it('answers an unknown address the same, and sends nothing', async () => {
    const known = await post('/api/account/forgot', { email: ACME_OWNER });
    const unknown = await post('/api/account/forgot', { email: 'nobody@example.com' });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await mailTo(app, 'nobody@example.com')).toEqual([]);
  });
});

describe('a link for one account', () => {
  it('sets that account’s password only, whoever opens it', async () => {
    const email = 'admin@demo.local';
    await post('/api/account/forgot', { email });
    const token = /token=([\w-]+)/.exec((await mailTo(app, email)).at(-1)?.text ?? '')?.[1] ?? '';
    const done = await post('/api/account/reset', { token, password: 'admin via link 2026' });
    expect(ResetPasswordResponse.parse(done.json())).toEqual({ kind: 'password-reset', email });
    expect(await accessTokenOf(email, 'admin via link 2026')).not.toBeNull();
    expect(await accessTokenOf(ACME_OWNER, 'admin via link 2026')).toBeNull();
    expect(await accessTokenOf(OWNER, 'admin via link 2026')).toBeNull();
  });
});

describe('changing a password', () => {
  it('needs the current one and a good new one; other sessions end, this one stays', async () => {
    const mine = (await accessTokenOf(ACME_OWNER, 'demo-owner-2026'))!;
    const other = (await accessTokenOf(ACME_OWNER, 'demo-owner-2026'))!;
    const wrongOld = await post(
      '/api/account/password',
      { oldPassword: 'guess', newPassword: 'a new acme password' },
      mine,
    );
    expect(wrongOld.statusCode).toBe(400);
    const weak = await post(
      '/api/account/password',
      { oldPassword: 'demo-owner-2026', newPassword: 'password123' },
      mine,
    );
    expect(weak.statusCode).toBe(400);
    const changed = await post(
      '/api/account/password',
      { oldPassword: 'demo-owner-2026', newPassword: 'a new acme password' },
      mine,
    );
    expect(changed.statusCode).toBe(204);
    expect(await isSignedIn(mine)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(await accessTokenOf(ACME_OWNER, 'a new acme password')).not.toBeNull();
    const anonymous = await post('/api/account/password', {
      oldPassword: 'x',
      newPassword: 'y'.repeat(12),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('e-mailing the codes (sendlogin)', () => {
  it('sends a company’s codes to its verified admin only', async () => {
    expect((await post('/api/account/sendlogin', { email: ACME_OWNER })).statusCode).toBe(202);
    const mail = (await mailTo(app, ACME_OWNER)).at(-1);
    expect(mail?.subject).toBe('Your SDS Portal codes for Acme Industrial Ltd.');
    expect(mail?.text).toContain('ACME-USER-2026');
    expect(mail?.text).toContain('ACME-KEY-2026');
    const before = (await mailTo(app, 'admin@demo.local')).length;
    const admin = await post('/api/account/sendlogin', { email: 'admin@demo.local' });
    expect(admin.statusCode).toBe(202);
    expect(await mailTo(app, 'admin@demo.local')).toHaveLength(before);
  });
});

describe('an older e-mailed link (issue 20, finding 7)', () => {
  const reset = (token: string, password: string) =>
    post('/api/account/reset', { token, password });

  it('stops working once a newer link of the same purpose was sent', async () => {
    const email = `links-${randomBytes(4).toString('hex')}@example.com`;
    const registration = { companyName: 'Links B.V.', name: 'Lin', email };
    await post('/api/account', registration);
    const firstRegistration = await lastLinkTokenTo(app, email);
    await post('/api/account', registration);
    const secondRegistration = await lastLinkTokenTo(app, email);
    expect((await reset(firstRegistration, 'first links password')).statusCode).toBe(403);
    expect((await reset(secondRegistration, 'second links password')).statusCode).toBe(200);

    await post('/api/account/forgot', { email });
    const olderReset = await lastLinkTokenTo(app, email);
    await post('/api/account/forgot', { email });
    const newerReset = await lastLinkTokenTo(app, email);
    expect((await reset(newerReset, 'newer links password')).statusCode).toBe(200);
    const older = await reset(olderReset, 'older links password');
    expect([older.statusCode, older.json().type]).toEqual([403, 'link-invalid']);
    expect(await accessTokenOf(email, 'newer links password')).not.toBeNull();
  });

  it('stops working once another link of the account was used (links kept from before)', async () => {
    const email = 'admin@demo.local';
    const { rows } = await app.database.pool.query<{ id: string }>(
      'select id from accounts where email = $1',
      [email],
    );
    const accountId = rows[0]?.id;
    // Two live links at once, as links sent before this rule may still be.
    const links = ['older', 'newer'].map(() => randomBytes(32).toString('base64url'));
    for (const link of links) {
      await app.database.pool.query(
        `insert into account_tokens (purpose, token_hash, account_id, email, expires_at)
         values ('password-reset', $1, $2, $3, now() + interval '1 hour')`,
        [createHash('sha256').update(link).digest('hex'), accountId, email],
      );
    }
    expect((await reset(links[1]!, 'the newer link password')).statusCode).toBe(200);
    expect((await reset(links[0]!, 'the older link password')).statusCode).toBe(403);
  });
});
