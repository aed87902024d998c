import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../platform/db/schema.ts';
import { asDevice, postLogin, signIn } from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('licences', () => {
  it('lets the same device sign in again on its licence, and refuses a second device', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    const first = randomUUID();
    expect((await postLogin(app, company.codes.User, first)).statusCode).toBe(200);
    expect((await postLogin(app, company.codes.User, first)).statusCode).toBe(200);
    expect((await postLogin(app, company.codes.User, randomUUID())).statusCode).toBe(403);
  });

  it('counts user and key-user licences apart', async () => {
    const company = await createCompany(app, { userLicences: 1, keyUserLicences: 1 });
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(200);
    expect((await postLogin(app, company.codes.KeyUser)).statusCode).toBe(200);
    expect((await postLogin(app, company.codes.KeyUser)).statusCode).toBe(403);
  });

  it('frees the licence at logout for the next device', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    const device = await signIn(app, company.codes.User);
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(403);
    const logout = await asDevice(app, device, { method: 'DELETE', url: '/api/Authorization' });
    expect(logout.statusCode).toBe(204);
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(200);
  });

  it('releases the licence of a device idle past the inactivity limit', async () => {
    const company = await createCompany(app, { userLicences: 1 });
    const idle = await signIn(app, company.codes.User);
    await app.database.db
      .update(devices)
      .set({ lastSeenAt: sql`now() - interval '91 days'` })
      .where(eq(devices.id, idle.user.deviceId));
    expect((await postLogin(app, company.codes.User)).statusCode).toBe(200);
    const stale = await asDevice(app, idle, {
      method: 'PUT',
      url: '/api/Authorization',
      payload: { description: 'x' },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('gives the last licence to exactly one of many devices signing in at once', async () => {
    const company = await createCompany(app, { userLicences: 3 });
    await signIn(app, company.codes.User);
    await signIn(app, company.codes.User);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => postLogin(app, company.codes.User)),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(11);
    const [held] = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(devices)
      .where(sql`${devices.companyId} = ${company.id} and ${devices.signedOutAt} is null`);
    expect(held?.count).toBe(3);
  });
});
