import { randomUUID } from 'node:crypto';
import { CompanyDetails, CompanyListResponse } from '@sds/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, devices } from '../../platform/db/schema.ts';
import {
  asAccount,
  companyAuditEvents,
  signInDemoAdministrators,
} from '../../testing/account-client.ts';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { createCompany, createProduct } from '../../testing/factories.ts';
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
const details = async (token: string, id: string) =>
  CompanyDetails.parse((await as(token, { method: 'GET', url: `/api/Companies/${id}` })).json());

describe('GET /api/Companies', () => {
  it('lists every company to Admin, by name, with a total', async () => {
    const response = await as(admin, { method: 'GET', url: '/api/Companies?pageSize=100' });
    expect(response.statusCode).toBe(200);
    const list = CompanyListResponse.parse(response.json());
    const names = list.items.map((company) => company.name);
    expect(names).toEqual(expect.arrayContaining(['Acme Industrial Ltd.', 'Demo Chemicals B.V.']));
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(list.total).toBe(list.items.length);
  });

  it('searches names case-insensitively, taking % and _ literally', async () => {
    const found = CompanyListResponse.parse(
      (await as(admin, { method: 'GET', url: '/api/Companies?search=chemicals' })).json(),
    );
    expect(found.items.map((company) => company.name)).toEqual(['Demo Chemicals B.V.']);
    const literal = CompanyListResponse.parse(
      (await as(admin, { method: 'GET', url: '/api/Companies?search=%25' })).json(),
    );
    expect(literal.total).toBe(0);
  });

  it('pages through the list', async () => {
    await createCompany(app, { name: 'Paging One' });
    await createCompany(app, { name: 'Paging Two' });
    const page = (number: number) =>
      as(admin, { method: 'GET', url: `/api/Companies?search=paging&pageSize=1&page=${number}` });
    const first = CompanyListResponse.parse((await page(1)).json());
    const second = CompanyListResponse.parse((await page(2)).json());
    expect(first).toMatchObject({ total: 2, items: [{ name: 'Paging One' }] });
    expect(second.items.map((company) => company.name)).toEqual(['Paging Two']);
    expect(CompanyListResponse.parse((await page(3)).json())).toEqual({ items: [], total: 2 });
  });

  it('shows a CompanyAdmin only its own company', async () => {
    const list = CompanyListResponse.parse(
      (await as(owner, { method: 'GET', url: '/api/Companies' })).json(),
    );
    expect(list).toMatchObject({ total: 1, items: [{ id: demoId, name: 'Demo Chemicals B.V.' }] });
  });

  it('refuses a bad page', async () => {
    const response = await as(admin, { method: 'GET', url: '/api/Companies?page=0' });
    expect(response.statusCode).toBe(400);
    expect(
      (await as(admin, { method: 'GET', url: '/api/Companies?pageSize=101' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/Companies/{id}', () => {
  it('counts the licences in use the way login does', async () => {
    const company = await createCompany(app, { userLicences: 3, keyUserLicences: 2 });
    const token = admin;
    expect((await details(token, company.id)).licences).toEqual({
      user: { total: 3, inUse: 0 },
      keyUser: { total: 2, inUse: 0 },
    });
    const active = await signIn(app, company.codes.User);
    const idle = await signIn(app, company.codes.User);
    const signedOut = await signIn(app, company.codes.User);
    await signIn(app, company.codes.KeyUser);
    await asDevice(app, signedOut, { method: 'DELETE', url: '/api/Authorization' });
    await app.database.db
      .update(devices)
      .set({ lastSeenAt: sql`now() - interval '91 days'` })
      .where(eq(devices.id, idle.user.deviceId));
    expect((await details(token, company.id)).licences).toEqual({
      user: { total: 3, inUse: 1 },
      keyUser: { total: 2, inUse: 1 },
    });
    expect(active.user.companyId).toBe(company.id);
  });

  it('answers the CompanyAdmin its own company, and 404 for another one or an unknown id', async () => {
    expect(await details(owner, demoId)).toMatchObject({ id: demoId, name: 'Demo Chemicals B.V.' });
    for (const id of [acmeId, randomUUID()]) {
      const response = await as(owner, { method: 'GET', url: `/api/Companies/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().type).toBe('not-found');
    }
    const unknown = await as(admin, { method: 'GET', url: `/api/Companies/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await as(admin, { method: 'GET', url: '/api/Companies/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PUT /api/Companies/{id}', () => {
  it('renames its own company, recorded; another company is a 404', async () => {
    const company = await createCompany(app);
    const renamed = await as(admin, {
      method: 'PUT',
      url: `/api/Companies/${company.id}`,
      payload: { name: '  Renamed B.V. ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(CompanyDetails.parse(renamed.json()).name).toBe('Renamed B.V.');
    expect(await companyAuditEvents(app, company.id)).toEqual([
      expect.objectContaining({
        action: 'company-updated',
        actorName: 'Platform administrator',
        detail: { name: 'Renamed B.V.', previousName: company.name },
      }),
    ]);
    const elsewhere = await as(owner, {
      method: 'PUT',
      url: `/api/Companies/${acmeId}`,
      payload: { name: 'Hijacked' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const own = await as(owner, {
      method: 'PUT',
      url: `/api/Companies/${demoId}`,
      payload: { name: 'Demo Chemicals B.V.' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an empty or missing name', async () => {
    for (const payload of [{ name: '  ' }, {}, { name: 'x'.repeat(201) }]) {
      const response = await as(admin, { method: 'PUT', url: `/api/Companies/${demoId}`, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('DELETE /api/Companies/{id}', () => {
  it('deletes a company without signed-in devices with everything of it', async () => {
    const company = await createCompany(app);
    await createProduct(app, company.id);
    const response = await as(admin, { method: 'DELETE', url: `/api/Companies/${company.id}` });
    expect(response.statusCode).toBe(204);
    const [left] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(left).toBeUndefined();
    const products = await app.database.db.execute(
      sql`select 1 from products where company_id = ${company.id}`,
    );
    expect(products.rows).toHaveLength(0);
    const again = await as(admin, { method: 'DELETE', url: `/api/Companies/${company.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses while devices are signed in, saying how many; force signs them out', async () => {
    const company = await createCompany(app);
    const user = await signIn(app, company.codes.User);
    await signIn(app, company.codes.KeyUser);
    const refused = await as(admin, { method: 'DELETE', url: `/api/Companies/${company.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^2 device/);
    const forced = await as(admin, {
      method: 'DELETE',
      url: `/api/Companies/${company.id}?force=true`,
    });
    expect(forced.statusCode).toBe(204);
    const next = await asDevice(app, user, { method: 'GET', url: '/api/products' });
    expect(next.statusCode).toBe(401);
    expect((await signIn(app, 'DEMO-USER-2026')).user.companyId).toBe(demoId);
  });

  it('is for Admin only', async () => {
    const response = await as(owner, { method: 'DELETE', url: `/api/Companies/${demoId}` });
    expect(response.statusCode).toBe(403);
  });
});
