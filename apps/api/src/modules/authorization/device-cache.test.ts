import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { DeviceCache } from './device-cache.ts';

let app: FastifyInstance;
/** How long a change may take to reach the cache (PostgreSQL's NOTIFY, a reconnect under load). */
const NOTICE_WAIT = { timeout: 10_000 };
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const readDevice = (device: SignedInTestDevice) =>
  asDevice(app, device, { method: 'GET', url: '/api/products', query: { search: 'aceton' } });

/** Reads until the device's row is remembered (on PostgreSQL the sign-in's own announcement
 * arrives a moment later and makes the cache forget it once). */
async function readUntilRemembered(device: SignedInTestDevice) {
  await expect
    .poll(async () => {
      expect((await readDevice(device)).statusCode).toBe(200);
      return app.deviceCache.recall(device.user.deviceGuid) !== undefined;
    })
    .toBe(true);
}

/** Another server's write (or an operator's SQL): no code of this app runs around it. */
const revokeInSql = (device: SignedInTestDevice) =>
  app.database.db.execute(
    sql`update devices set revoked_at = now() where id = ${device.user.deviceId}`,
  );

/** Runs `work` with the change announcements switched off, as if they were lost. */
async function withoutAnnouncements(work: () => Promise<void>) {
  await app.database.db.execute(sql`alter table devices disable trigger devices_notify_change`);
  try {
    await work();
  } finally {
    await app.database.db.execute(sql`alter table devices enable trigger devices_notify_change`);
  }
}

describe('DeviceCache', () => {
  const guid = '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55';
  const row = [{ companyName: 'A' }] as unknown as Parameters<DeviceCache['remember']>[1];

  it('does not keep a row read before a change it has since heard of', () => {
    const cache = new DeviceCache();
    cache.setListening(true);
    const readAt = cache.generation;
    cache.forget(guid);
    cache.remember(guid, row, readAt);
    expect(cache.recall(guid)).toBeUndefined();
    cache.remember(guid, row, cache.generation);
    expect(cache.recall(guid)).toBe(row);
  });

  it('keeps nothing while not listening, and drops everything when listening stops', () => {
    const cache = new DeviceCache();
    cache.remember(guid, row, cache.generation);
    expect(cache.recall(guid)).toBeUndefined();
    cache.setListening(true);
    cache.remember(guid, row, cache.generation);
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.recall(guid)).toBeUndefined();
  });
});

describe('the verified-device cache', () => {
  it('serves a device’s next request from memory (shown by a change it was not told of)', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    await readUntilRemembered(device);
    await withoutAnnouncements(async () => {
      await revokeInSql(device);
      expect((await readDevice(device)).statusCode).toBe(200);
    });
  });

  it('forgets a device the moment the database announces any writer’s change to it', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    await readUntilRemembered(device);
    await revokeInSql(device);
    // At once on the embedded database (one session); within moments on PostgreSQL.
    await expect.poll(async () => (await readDevice(device)).statusCode, NOTICE_WAIT).toBe(401);
  });

  it('answers 401 after logout although the session was remembered', async () => {
    const device = await signIn(app, 'DEMO-KEY-2026');
    await readUntilRemembered(device);
    const logout = await asDevice(app, device, { method: 'DELETE', url: '/api/Authorization' });
    expect(logout.statusCode).toBe(204);
    expect((await readDevice(device)).statusCode).toBe(401);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'remembers nothing from before a lost listening connection (PostgreSQL)',
    async () => {
      const device = await signIn(app, 'DEMO-USER-2026');
      await readUntilRemembered(device);
      await withoutAnnouncements(async () => {
        await app.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = 'LISTEN device_changes'`,
        );
        await revokeInSql(device);
        await expect.poll(async () => (await readDevice(device)).statusCode, NOTICE_WAIT).toBe(401);
      });
      // It listens again on a new connection, and remembers again.
      await readUntilRemembered(await signIn(app, 'DEMO-USER-2026'));
    },
  );
});
