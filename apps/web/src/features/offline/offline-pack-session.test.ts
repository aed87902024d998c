import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { clearAuthenticatedUser, saveAuthenticatedUser } from '../../lib/authenticated-user.ts';
import { answerOrFromPack, type OfflineSheets } from '../../lib/offline-pack.ts';
import { deleteOfflinePacks, deletePacksWhenSignedOut } from '../../lib/offline-pack-wipe.ts';
import { syncedSheet, syncPage, useFreshIndexedDb } from '../../testing/pack-fixtures.ts';
import { testAuthenticatedUser } from '../../testing/test-config.ts';
import { openPackDatabase, packDatabaseName } from './pack-database.ts';
import { OfflinePack, openOfflinePack } from './offline-pack-session.ts';

const databaseNames = async () =>
  (await indexedDB.databases()).map((database) => database.name).sort();

const userA = { companyId: '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1a77', deviceId: 'device-a' };
const userB = { companyId: '9d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6', deviceId: 'device-b' };

async function waitFor(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 50; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('Never happened');
}

beforeEach(() => {
  useFreshIndexedDb();
  openOfflinePack(null);
});

describe('one pack per signed-in device', () => {
  it('deletes every other pack on the profile when a device opens its own', async () => {
    (await openPackDatabase(packDatabaseName(userA))).close();
    (await openPackDatabase('unrelated-database')).close();
    const pack = await openOfflinePack(userB);
    expect(pack?.name).toBe(packDatabaseName(userB));
    await waitFor(async () => !(await databaseNames()).includes(packDatabaseName(userA)));
    expect(await databaseNames()).toEqual([packDatabaseName(userB), 'unrelated-database']);
  });

  it('is deleted when the user is forgotten (logout, a 401 that ended the session)', async () => {
    saveAuthenticatedUser({ ...testAuthenticatedUser, ...userA });
    deletePacksWhenSignedOut();
    const pack = await openOfflinePack(userA);
    expect(await databaseNames()).toEqual([packDatabaseName(userA)]);
    clearAuthenticatedUser();
    await waitFor(async () => (await databaseNames()).length === 0);
    // The open connection let go of the deleted database; the next open builds a new one.
    openOfflinePack(null);
    expect(pack).toBeInstanceOf(OfflinePack);
  });

  it('keeps the pack it is told to keep', async () => {
    (await openPackDatabase(packDatabaseName(userA))).close();
    (await openPackDatabase(packDatabaseName(userB))).close();
    await deleteOfflinePacks(packDatabaseName(userB));
    await waitFor(async () => (await databaseNames()).length === 1);
    expect(await databaseNames()).toEqual([packDatabaseName(userB)]);
  });
});

describe('the pack answering for the network', () => {
  it('answers searches and sheets once synced, and nothing before', async () => {
    const sheet = syncedSheet({ name: 'Toluene pure', articleNumber: 'TOL-1' });
    const db = await openPackDatabase('sds-offline-pack:answers');
    const pack = new OfflinePack('sds-offline-pack:answers', db, async () =>
      syncPage({ items: [sheet], reset: true }),
    );
    const search = { search: 'toluen', page: 1, pageSize: 25, productLocale: 'en-US' };
    expect(await pack.search(search)).toBeNull();
    await pack.sync('en-US');
    expect((await pack.search(search))?.items.map((item) => item.id)).toEqual([sheet.id]);
    expect((await pack.search({ ...search, productLocale: 'de-DE' }))?.total).toBe(0);
    const byArticle = { by: 'articleNumber', articleNumber: 'TOL-1', locale: 'en-US' } as const;
    expect((await pack.get(byArticle, 'en-US'))?.id).toBe(sheet.id);
    expect(await pack.get({ by: 'id', id: syncedSheet().id }, 'en-US')).toBeNull();
  });

  it('is asked only when the network gives no answer, and never for a server refusal', async () => {
    const fromPack = { items: [], total: 7 };
    const sheets = { search: vi.fn(async () => fromPack) } as unknown as OfflineSheets;
    const noAnswer = new ApiError({ type: 'network-error', status: 0, title: 'No answer' });
    const forbidden = new ApiError({ type: 'forbidden', status: 403, title: 'Forbidden' });
    const { setOfflineSheetsLoader } = await import('../../lib/offline-pack.ts');
    setOfflineSheetsLoader(async () => sheets);
    const ask = (failure: Error) =>
      answerOrFromPack(
        () => Promise.reject(failure),
        (pack) => pack.search({ search: '', page: 1, pageSize: 25, productLocale: 'en-US' }),
      );
    await expect(ask(noAnswer)).resolves.toBe(fromPack);
    await expect(ask(forbidden)).rejects.toBe(forbidden);
    setOfflineSheetsLoader(async () => null);
    await expect(ask(noAnswer)).rejects.toBe(noAnswer);
    setOfflineSheetsLoader(null);
  });
});
