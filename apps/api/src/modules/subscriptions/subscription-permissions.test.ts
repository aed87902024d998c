import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../platform/db/schema.ts';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { demoCompanyId } from '../../testing/account-client.ts';
import { createCompany, createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * Subscriptions as every kind of caller (docs/product/roles-and-access.md#who-may-call-what,
 * decision 0027). The demo company is the subscriber of a fresh publisher here: its key users and
 * CompanyAdmin work through the subscription's products, its CompanyAdmin subscribes and ends; the
 * publisher's side is not among the callers, so another company's callers get 404s; users and
 * integrations 403s.
 */
let app: FastifyInstance;
let callers: Callers;
let publisherId: string;
let publisherCode: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  callers = await signInEveryCaller(app);
  const publisher = await createCompany(app, { name: 'Matrix Publisher' });
  publisherId = publisher.id;
  publisherCode = publisher.codes.Subscription;
});
afterAll(() => app.close());

/** A fresh subscription of the demo company to the publisher (the last one is replaced). */
async function demoSubscription(): Promise<string> {
  const demoId = callers.demoCompanyId;
  await app.database.db.execute(
    sql`delete from subscriptions where subscriber_company_id = ${demoId}`,
  );
  const [row] = await app.database.db
    .insert(subscriptions)
    .values({ subscriberCompanyId: demoId, publisherCompanyId: publisherId, createdByName: 'x' })
    .returning({ id: subscriptions.id });
  return row!.id;
}

type Audience = 'administrators' | 'keepers';

const calls: Record<
  string,
  { audience: Audience; success: number; request: () => Promise<InjectOptions> }
> = {
  'POST companies/{id}/subscribe': {
    audience: 'administrators',
    success: 201,
    request: async () => {
      await app.database.db.execute(
        sql`delete from subscriptions where subscriber_company_id = ${callers.demoCompanyId}`,
      );
      return {
        method: 'POST',
        url: `/api/companies/${callers.demoCompanyId}/subscribe`,
        payload: { subscriptionCode: publisherCode },
      };
    },
  },
  'GET companies/{id}/subscriptions': {
    audience: 'keepers',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${callers.demoCompanyId}/subscriptions`,
    }),
  },
  'GET companies/{id}/subscribers': {
    audience: 'administrators',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${callers.demoCompanyId}/subscribers`,
    }),
  },
  'GET subscriptions/{id}': {
    audience: 'keepers',
    success: 200,
    request: async () => ({ method: 'GET', url: `/api/subscriptions/${await demoSubscription()}` }),
  },
  'PUT subscriptions/{id}': {
    audience: 'administrators',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/subscriptions/${await demoSubscription()}`,
      payload: { description: 'Paints from the sister plant' },
    }),
  },
  'DELETE subscriptions/{id}': {
    audience: 'administrators',
    success: 204,
    request: async () => ({
      method: 'DELETE',
      url: `/api/subscriptions/${await demoSubscription()}`,
    }),
  },
  'GET subscriptions/{id}/products': {
    audience: 'keepers',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/subscriptions/${await demoSubscription()}/products`,
    }),
  },
  'GET subscriptions/{id}/products/pending': {
    audience: 'keepers',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/subscriptions/${await demoSubscription()}/products/pending`,
    }),
  },
  'POST subscriptions/{id}/products': {
    audience: 'keepers',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: `/api/subscriptions/${await demoSubscription()}/products`,
      payload: { productIds: [await createProduct(app, publisherId)] },
    }),
  },
  'DELETE subscriptions/{id}/products/{productId}': {
    audience: 'keepers',
    success: 204,
    request: async () => ({
      method: 'DELETE',
      url: `/api/subscriptions/${await demoSubscription()}/products/${await createProduct(app, publisherId)}`,
    }),
  },
};

function expectedStatus(call: string, caller: Caller): number {
  const { audience, success } = calls[call]!;
  if (caller === 'anonymous') return 401;
  const allowed: Record<Audience, readonly Caller[]> = {
    administrators: ['admin', 'companyAdmin', 'otherCompanyAdmin'],
    keepers: ['admin', 'keyUser', 'companyAdmin', 'otherKeyUser', 'otherCompanyAdmin'],
  };
  if (!allowed[audience].includes(caller)) return 403;
  // The demo company's subscription: another company's people are told it does not exist.
  if (caller === 'otherKeyUser' || caller === 'otherCompanyAdmin') return 404;
  return success;
}

describe('subscription calls × callers', () => {
  for (const call of Object.keys(calls)) {
    for (const caller of CALLERS) {
      it(`${call} as ${caller} → ${expectedStatus(call, caller)}`, async () => {
        const response = await callers.send(caller, await calls[call]!.request());
        expect(response.statusCode, response.body).toBe(expectedStatus(call, caller));
      });
    }
  }
});

describe('the publisher’s side', () => {
  it('lets the publisher’s CompanyAdmin read and end a subscription, not its key users', async () => {
    const acmeId = await demoCompanyId(app, 'Acme');
    await app.database.db.execute(
      sql`delete from subscriptions where publisher_company_id = ${acmeId}`,
    );
    const [row] = await app.database.db
      .insert(subscriptions)
      .values({ subscriberCompanyId: publisherId, publisherCompanyId: acmeId, createdByName: 'x' })
      .returning({ id: subscriptions.id });
    const url = `/api/subscriptions/${row!.id}`;
    const products = `${url}/products/pending`;
    expect((await callers.send('otherKeyUser', { method: 'GET', url })).statusCode).toBe(404);
    expect((await callers.send('otherKeyUser', { method: 'GET', url: products })).statusCode).toBe(
      404,
    );
    expect(
      (await callers.send('otherCompanyAdmin', { method: 'GET', url: products })).statusCode,
    ).toBe(404);
    const subscribers = await callers.send('otherCompanyAdmin', {
      method: 'GET',
      url: `/api/companies/${acmeId}/subscribers`,
    });
    expect(subscribers.json()).toMatchObject({ items: [{ id: row!.id }] });
    expect((await callers.send('otherCompanyAdmin', { method: 'GET', url })).statusCode).toBe(200);
    expect((await callers.send('otherCompanyAdmin', { method: 'DELETE', url })).statusCode).toBe(
      204,
    );
  });

  it('refuses malformed ids and bodies with 400s', async () => {
    const demoId = callers.demoCompanyId;
    const bad: InjectOptions[] = [
      { method: 'GET', url: '/api/subscriptions/not-a-uuid' },
      { method: 'POST', url: `/api/companies/${demoId}/subscribe`, payload: {} },
      {
        method: 'POST',
        url: `/api/companies/${demoId}/subscribe`,
        payload: { subscriptionCode: 'x'.repeat(10_000) },
      },
      {
        method: 'PUT',
        url: `/api/subscriptions/${await demoSubscription()}`,
        payload: { description: 'x'.repeat(301) },
      },
      {
        method: 'POST',
        url: `/api/subscriptions/${await demoSubscription()}/products`,
        payload: { productIds: [] },
      },
      {
        method: 'POST',
        url: `/api/subscriptions/${await demoSubscription()}/products`,
        payload: { productIds: Array.from({ length: 501 }, () => crypto.randomUUID()) },
      },
      {
        method: 'DELETE',
        url: `/api/subscriptions/${await demoSubscription()}/products/nope`,
      },
    ];
    for (const options of bad) {
      const response = await callers.send('companyAdmin', options);
      expect(response.statusCode, `${options.method} ${options.url}`).toBe(400);
    }
  });
});
