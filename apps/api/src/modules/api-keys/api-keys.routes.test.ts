import { randomUUID } from 'node:crypto';
import { ApiKeyListResponse, ApiKeySummary, CreatedApiKey, MAX_LIVE_API_KEYS } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyApiKeys } from '../../platform/db/schema.ts';
import {
  asAccount,
  companyAuditEvents,
  signInDemoAdministrators,
} from '../../testing/account-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { apiKeyHash } from './api-key-authenticator.ts';

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
const keysUrl = (companyId: string) => `/api/Companies/${companyId}/apikey`;
const create = async (companyId: string, payload?: object, token = admin) => {
  const response = await as(token, { method: 'POST', url: keysUrl(companyId), payload });
  expect(response.statusCode, response.body).toBe(201);
  return CreatedApiKey.parse(response.json());
};
const update = (companyId: string, id: string, payload: object) =>
  as(admin, { method: 'PUT', url: `${keysUrl(companyId)}/${id}`, payload });
/** A product call an integration makes with its key. */
const productCall = (key: string) =>
  app.inject({ method: 'GET', url: '/api/products', headers: { 'api-key': key } });

describe('creating and listing API keys', () => {
  it('shows a new key once, with 256 random bits, stored only as its hash', async () => {
    const company = await createCompany(app);
    const created = await create(company.id, { name: 'ERP' });
    expect(created).toMatchObject({ name: 'ERP', enabled: true, lastUsedAt: null });
    expect(created.key).toMatch(/^sds_[\w-]{43}$/);
    expect(Buffer.from(created.key.slice(4), 'base64url')).toHaveLength(32);
    expect(created.prefix).toBe(created.key.slice(0, 12));

    const [stored] = await app.database.db
      .select()
      .from(companyApiKeys)
      .where(eq(companyApiKeys.id, created.id));
    expect(stored?.keyHash).toBe(apiKeyHash(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const listed = await as(admin, { method: 'GET', url: keysUrl(company.id) });
    expect(listed.body).not.toContain(created.key);
    const { key: _shownOnce, ...summary } = created;
    expect(ApiKeyListResponse.parse(listed.json()).items).toEqual([summary]);
    const single = await as(admin, { method: 'GET', url: `${keysUrl(company.id)}/${created.id}` });
    expect(ApiKeySummary.parse(single.json())).toEqual(summary);
    expect(single.body).not.toContain(created.key);
    expect(await companyAuditEvents(app, company.id)).toEqual([
      expect.objectContaining({
        action: 'api-key-created',
        detail: { apiKeyId: created.id, name: 'ERP', prefix: created.prefix },
      }),
    ]);
  });

  it('takes a create without a body and names the key', async () => {
    const created = await create(demoId, undefined, owner);
    expect(created.name).toBe('API key');
  });

  it('gives read access to the company’s products and records the use', async () => {
    const created = await create(demoId);
    const response = await productCall(created.key);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBeGreaterThan(0);
    const used = ApiKeySummary.parse(
      (await as(admin, { method: 'GET', url: `${keysUrl(demoId)}/${created.id}` })).json(),
    );
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const created = await create(demoId);
    await productCall(created.key);
    const lastUsed = async () =>
      (
        await app.database.db
          .select({ at: companyApiKeys.lastUsedAt })
          .from(companyApiKeys)
          .where(eq(companyApiKeys.id, created.id))
      )[0]?.at;
    const first = await lastUsed();
    await productCall(created.key);
    expect(await lastUsed()).toEqual(first);
    await app.database.db
      .update(companyApiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(companyApiKeys.id, created.id));
    await productCall(created.key);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it(`refuses more than ${MAX_LIVE_API_KEYS} keys that are not deleted`, async () => {
    const company = await createCompany(app);
    const keys = [];
    for (let index = 0; index < MAX_LIVE_API_KEYS; index += 1) keys.push(await create(company.id));
    const over = await as(admin, { method: 'POST', url: keysUrl(company.id) });
    expect(over.statusCode).toBe(409);
    await update(company.id, keys[0]!.id, { name: 'off', enabled: false });
    expect((await as(admin, { method: 'POST', url: keysUrl(company.id) })).statusCode).toBe(409);
    await as(admin, { method: 'DELETE', url: `${keysUrl(company.id)}/${keys[0]!.id}` });
    expect((await as(admin, { method: 'POST', url: keysUrl(company.id) })).statusCode).toBe(201);
  });

  it('refuses a bad name', async () => {
    for (const payload of [{ name: '' }, { name: 'x'.repeat(101) }, { name: 7 }]) {
      const response = await as(admin, { method: 'POST', url: keysUrl(demoId), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('changing and deleting API keys', () => {
  it('refuses a disabled key until it is enabled again', async () => {
    const created = await create(demoId);
    const disabled = await update(demoId, created.id, { name: 'Paused', enabled: false });
    expect(ApiKeySummary.parse(disabled.json())).toMatchObject({ name: 'Paused', enabled: false });
    expect((await productCall(created.key)).statusCode).toBe(401);
    await update(demoId, created.id, { name: 'Paused', enabled: true });
    expect((await productCall(created.key)).statusCode).toBe(200);
  });

  it('deletes a key for good: 401 with it, 404 on its id, even when "re-enabled"', async () => {
    const created = await create(demoId);
    const url = `${keysUrl(demoId)}/${created.id}`;
    expect((await as(admin, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await productCall(created.key)).statusCode).toBe(401);
    expect((await update(demoId, created.id, { name: 'Back', enabled: true })).statusCode).toBe(
      404,
    );
    expect((await as(admin, { method: 'GET', url })).statusCode).toBe(404);
    expect((await as(admin, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await productCall(created.key)).statusCode).toBe(401);
    const listed = ApiKeyListResponse.parse(
      (await as(admin, { method: 'GET', url: keysUrl(demoId) })).json(),
    );
    expect(listed.items.map((key) => key.id)).not.toContain(created.id);
    const [row] = await app.database.db
      .select({ revokedAt: companyApiKeys.revokedAt })
      .from(companyApiKeys)
      .where(eq(companyApiKeys.id, created.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses a PUT without both fields', async () => {
    const created = await create(demoId);
    for (const payload of [{ name: 'x' }, { enabled: true }, { name: '', enabled: true }]) {
      const response = await update(demoId, created.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps another company’s keys out of reach (404), and unknown or malformed ids', async () => {
    const acmeKey = await create(acmeId);
    const calls: InjectOptions[] = [
      { method: 'GET', url: keysUrl(acmeId) },
      { method: 'POST', url: keysUrl(acmeId) },
      { method: 'GET', url: `${keysUrl(acmeId)}/${acmeKey.id}` },
      { method: 'GET', url: `${keysUrl(demoId)}/${acmeKey.id}` },
      {
        method: 'PUT',
        url: `${keysUrl(demoId)}/${acmeKey.id}`,
        payload: { name: 'x', enabled: false },
      },
      { method: 'DELETE', url: `${keysUrl(demoId)}/${acmeKey.id}` },
      { method: 'DELETE', url: `${keysUrl(demoId)}/${randomUUID()}` },
    ];
    for (const call of calls) {
      expect((await as(owner, call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await productCall(acmeKey.key)).statusCode).toBe(200);
    expect((await as(admin, { method: 'GET', url: keysUrl(randomUUID()) })).statusCode).toBe(404);
    expect((await as(admin, { method: 'GET', url: `${keysUrl(demoId)}/abc` })).statusCode).toBe(
      400,
    );
    expect((await as(admin, { method: 'GET', url: keysUrl('abc') })).statusCode).toBe(400);
  });
});
