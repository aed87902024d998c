import { SyncResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, asAccount, DEMO_ACCOUNTS } from '../../testing/account-client.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct, createTestPdf } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { attachDocument } from '../products/index.ts';

/**
 * What reaches a pack besides edits (decision 0052): a language variant deleted (its id removed,
 * the other languages' variant lists changed), a document approved, a product taken out of a
 * subscription by the subscriber's key user.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

async function syncAll(device: SignedInTestDevice, since?: string) {
  const pages: SyncResponse[] = [];
  let cursor = since;
  do {
    const response = await asDevice(app, device, {
      method: 'GET',
      url: '/api/products/sync',
      query: cursor ? { since: cursor } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    pages.push(SyncResponse.parse(response.json()));
    cursor = pages.at(-1)?.cursor;
  } while (pages.at(-1)?.hasMore);
  return {
    items: pages.flatMap((page) => page.items),
    removed: pages.flatMap((page) => page.removed),
    cursor: cursor ?? '',
  };
}

describe('removals and other changes', () => {
  it('removes a deleted language variant and updates the others’ variant lists', async () => {
    const company = await createCompany(app);
    const user = await signIn(app, company.codes.User);
    const keyUser = await signIn(app, company.codes.KeyUser);
    const masterCode = `SYNC-VAR-${Date.now()}`;
    const en = await createProduct(app, company.id, { masterCode, content: { name: 'Acid' } });
    const de = await createProduct(app, company.id, {
      masterCode,
      locale: 'de-DE',
      content: { name: 'Säure' },
    });
    const { cursor } = await syncAll(user);
    const deleted = await asDevice(app, keyUser, { method: 'DELETE', url: `/api/products/${de}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const delta = await syncAll(user, cursor);
    expect(delta.removed).toEqual([de]);
    expect(delta.items.map((item) => [item.id, item.variants.map((v) => v.locale)])).toEqual([
      [en, ['en-US']],
    ]);
  });

  it('brings a sheet’s new pdf once its new version is approved, not before', async () => {
    const company = await createCompany(app);
    const user = await signIn(app, company.codes.User);
    const keyUser = await signIn(app, company.codes.KeyUser);
    const productId = await createProduct(app, company.id, { content: { name: 'Lye' } });
    const { cursor, items } = await syncAll(user);
    expect(items[0]?.documents).toEqual([]);
    await attachDocument(app.database.db, app.fileStore, {
      productId,
      companyId: company.id,
      kind: 'pdf',
      fileName: 'sds.pdf',
      contentType: 'application/pdf',
      content: await createTestPdf('Lye'),
    });
    // The pdf went into a new draft version: users still have the approved one, without it.
    const before = await syncAll(user, cursor);
    expect(before.items.flatMap((item) => item.documents)).toEqual([]);
    for (const step of ['submit', 'approve']) {
      const url = `/api/products/${productId}/${step}`;
      const response = await asDevice(app, keyUser, { method: 'POST', url, payload: {} });
      expect(response.statusCode, response.body).toBe(200);
    }
    const delta = await syncAll(user, before.cursor);
    expect(delta.items.map((item) => [item.id, item.documents.map((d) => d.kind)])).toEqual([
      [productId, ['pdf']],
    ]);
  });

  it('removes a product the subscriber’s key user takes out of the subscription', async () => {
    const publisher = await createCompany(app);
    const [kept, dropped] = [
      await createProduct(app, publisher.id, { content: { name: 'Kept' } }),
      await createProduct(app, publisher.id, { content: { name: 'Dropped' } }),
    ];
    const owner = await accessTokenOf(app, DEMO_ACCOUNTS.otherCompanyAdmin);
    const acmeUser = await signIn(app, 'ACME-USER-2026');
    const acmeKeyUser = await signIn(app, 'ACME-KEY-2026');
    const subscribed = await asAccount(app, owner, {
      method: 'POST',
      url: `/api/companies/${acmeUser.user.companyId}/subscribe`,
      payload: { subscriptionCode: publisher.codes.Subscription },
    });
    const subscriptionId = (subscribed.json() as { id: string }).id;
    const accepted = await asDevice(app, acmeKeyUser, {
      method: 'POST',
      url: `/api/subscriptions/${subscriptionId}/products`,
      payload: { productIds: [kept, dropped] },
    });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const { cursor, items } = await syncAll(acmeUser);
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([kept, dropped]));

    const removed = await asDevice(app, acmeKeyUser, {
      method: 'DELETE',
      url: `/api/subscriptions/${subscriptionId}/products/${dropped}`,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await syncAll(acmeUser, cursor)).toMatchObject({ items: [], removed: [dropped] });
  });
});
