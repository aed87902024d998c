import { SyncResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * Transactions commit out of order: a change written by a transaction that started earlier but
 * commits later must still reach a device whose cursor passed a later change (decision 0052: a
 * delta only takes changes below the snapshot's xmin). Needs two connections at once, so
 * PostgreSQL only (PGlite serves one at a time).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a change committed late', () => {
  let app: FastifyInstance;
  let company: TestCompany;
  let user: SignedInTestDevice;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
    company = await createCompany(app);
    user = await signIn(app, company.codes.User);
  });
  afterAll(() => app.close());

  async function sync(since: string) {
    const response = await asDevice(app, user, {
      method: 'GET',
      url: '/api/products/sync',
      query: { since },
    });
    expect(response.statusCode, response.body).toBe(200);
    return SyncResponse.parse(response.json());
  }

  it('reaches the device even when a later change was synced first', async () => {
    const early = await createProduct(app, company.id, { content: { name: 'Early' } });
    const first = await asDevice(app, user, { method: 'GET', url: '/api/products/sync' });
    let cursor = SyncResponse.parse(first.json()).cursor;

    const slow = await app.database.pool.connect();
    try {
      await slow.query('begin');
      await slow.query(
        `update products set article_number = article_number || '-late' where id = $1`,
        [early],
      );
      const later = await createProduct(app, company.id, { content: { name: 'Later' } });
      const meanwhile = await sync(cursor);
      cursor = meanwhile.cursor;
      await slow.query('commit');
      const after = await sync(cursor);
      const seen = [...meanwhile.items, ...after.items].map((item) => [
        item.id,
        item.articleNumber,
      ]);
      expect(seen.map(([id]) => id)).toContain(later);
      expect(seen.find(([id]) => id === early)?.[1]).toMatch(/-late$/);
    } finally {
      slow.release();
    }
  });
});
