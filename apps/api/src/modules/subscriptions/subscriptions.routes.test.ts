import {
  Problem,
  Product,
  ProductSearchResponse,
  Subscription,
  SubscriptionListResponse,
  SubscriptionProductsResponse,
} from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenOf,
  asAccount,
  DEMO_ACCOUNTS,
  demoCompanyId,
} from '../../testing/account-client.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import {
  attachToCurrentVersions,
  createCompany,
  createProduct,
  createTestPdf,
} from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * Subscriptions (docs/product/subscriptions-and-push.md#subscriptions, decision 0027): Acme
 * subscribes to the Demo company, Acme's key user accepts or refuses Demo's approved products, and
 * Acme's people find accepted ones in their search and sheets — at the revision accepted — until
 * the subscription ends.
 */
let app: FastifyInstance;
let demoId: string;
let acmeId: string;
let demoOwner: string;
let acmeOwner: string;
let demoKeyUser: SignedInTestDevice;
let acmeKeyUser: SignedInTestDevice;
let acmeUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  demoId = await demoCompanyId(app, 'Demo');
  acmeId = await demoCompanyId(app, 'Acme');
  demoOwner = await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin);
  acmeOwner = await accessTokenOf(app, DEMO_ACCOUNTS.otherCompanyAdmin);
  demoKeyUser = await signIn(app, 'DEMO-KEY-2026');
  acmeKeyUser = await signIn(app, 'ACME-KEY-2026');
  acmeUser = await signIn(app, 'ACME-USER-2026');
});
afterAll(() => app.close());

const subscribe = (token: string, subscriberId: string, subscriptionCode: string) =>
  asAccount(app, token, {
    method: 'POST',
    url: `/api/companies/${subscriberId}/subscribe`,
    payload: { subscriptionCode },
  });

async function subscribed(token: string, subscriberId: string, code: string) {
  const response = await subscribe(token, subscriberId, code);
  expect(response.statusCode, response.body).toBe(201);
  return Subscription.parse(response.json());
}

const end = (token: string, id: string) =>
  asAccount(app, token, { method: 'DELETE', url: `/api/subscriptions/${id}` });

async function pending(device: SignedInTestDevice, subscriptionId: string, search?: string) {
  const response = await asDevice(app, device, {
    method: 'GET',
    url: `/api/subscriptions/${subscriptionId}/products/pending`,
    query: search ? { search } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return SubscriptionProductsResponse.parse(response.json());
}

const accept = (device: SignedInTestDevice, subscriptionId: string, productIds: string[]) =>
  asDevice(app, device, {
    method: 'POST',
    url: `/api/subscriptions/${subscriptionId}/products`,
    payload: { productIds },
  });

const refuse = (device: SignedInTestDevice, subscriptionId: string, productId: string) =>
  asDevice(app, device, {
    method: 'DELETE',
    url: `/api/subscriptions/${subscriptionId}/products/${productId}`,
  });

async function searchAs(device: SignedInTestDevice, search: string) {
  const response = await asDevice(app, device, {
    method: 'GET',
    url: '/api/products',
    query: { search },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchResponse.parse(response.json());
}

async function sheetAs(device: SignedInTestDevice, id: string, query = {}) {
  const response = await asDevice(app, device, {
    method: 'GET',
    url: `/api/products/${id}`,
    query,
  });
  return response.statusCode === 200 ? Product.parse(response.json()) : response.statusCode;
}

/** A new approved revision of a Demo product, named `name` (edit, submit, approve). */
async function publishNewRevision(productId: string, name: string) {
  const current = Product.parse(
    (await asDevice(app, demoKeyUser, { method: 'GET', url: `/api/products/${productId}` })).json(),
  );
  const edited = await asDevice(app, demoKeyUser, {
    method: 'PUT',
    url: `/api/products/${productId}`,
    payload: {
      articleNumber: current.articleNumber,
      masterCode: current.masterCode,
      locale: current.locale,
      name,
      supplier: current.supplier,
    },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  for (const action of ['submit', 'approve']) {
    const moved = await asDevice(app, demoKeyUser, {
      method: 'POST',
      url: `/api/products/${productId}/${action}`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

describe('subscribing', () => {
  it('refuses a wrong code as a field error, the own code and a second subscription as 409s', async () => {
    const wrong = await subscribe(acmeOwner, acmeId, 'NOPE-NOPE-NOPE');
    expect(wrong.statusCode).toBe(400);
    expect(Problem.parse(wrong.json()).errors).toEqual([
      expect.objectContaining({ path: 'body.subscriptionCode', code: 'subscription-code-invalid' }),
    ]);
    // A key-user or user code is not a subscription code.
    expect((await subscribe(acmeOwner, acmeId, 'DEMO-KEY-2026')).statusCode).toBe(400);

    const self = await subscribe(demoOwner, demoId, 'DEMO-SUB-2026');
    expect(self.statusCode).toBe(409);
    expect(Problem.parse(self.json())).toMatchObject({
      type: 'conflict',
      errors: [{ path: 'body.subscriptionCode', code: 'own-subscription-code' }],
    });

    const subscription = await subscribed(acmeOwner, acmeId, 'demo-sub-2026');
    expect(subscription).toMatchObject({
      subscriberCompanyId: acmeId,
      publisherCompanyId: demoId,
      publisherName: expect.stringMatching(/^Demo/),
      acceptedCount: 0,
    });
    expect(subscription.pendingCount).toBeGreaterThan(0);
    const twice = await subscribe(acmeOwner, acmeId, 'DEMO-SUB-2026');
    expect(twice.statusCode).toBe(409);
    expect(Problem.parse(twice.json()).errors?.[0]?.code).toBe('already-subscribed');
    // Another company's id in the path is a 404 (never subscribe someone else).
    expect((await subscribe(acmeOwner, demoId, 'ACME-SUB-2026')).statusCode).toBe(404);
    expect((await end(acmeOwner, subscription.id)).statusCode).toBe(204);
  });

  it('refuses a reset code and accepts the new one; existing subscriptions stay', async () => {
    const company = await createCompany(app, { name: 'Reset Publisher' });
    const existing = await subscribed(acmeOwner, acmeId, company.codes.Subscription);
    const admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
    const reset = await asAccount(app, admin, {
      method: 'PUT',
      url: `/api/Companies/${company.id}/resetSubscriptionCode`,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const { code } = reset.json() as { code: string };
    expect((await subscribe(demoOwner, demoId, company.codes.Subscription)).statusCode).toBe(400);
    const created = await subscribed(demoOwner, demoId, code);
    const acmeList = await asAccount(app, acmeOwner, {
      method: 'GET',
      url: `/api/companies/${acmeId}/subscriptions`,
    });
    const ids = SubscriptionListResponse.parse(acmeList.json()).items.map((item) => item.id);
    expect(ids).toContain(existing.id);
    await end(acmeOwner, existing.id);
    await end(demoOwner, created.id);
  });

  it('answers 429 with Retry-After after ten wrong codes in an hour, and stores nothing', async () => {
    const company = await createCompany(app, { name: 'Guessing Subscriber' });
    const admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await subscribe(admin, company.id, `GUESS-${attempt}`)).statusCode).toBe(400);
    }
    const limited = await subscribe(admin, company.id, 'DEMO-SUB-2026');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const list = await asAccount(app, admin, {
      method: 'GET',
      url: `/api/companies/${company.id}/subscriptions`,
    });
    expect(SubscriptionListResponse.parse(list.json()).items).toEqual([]);
  });
});

describe('accepting, refusing and ending', () => {
  it('shows an accepted product in the subscriber’s search and sheet, pinned to the revision accepted', async () => {
    const productId = await createProduct(app, demoId, { content: { name: 'Zincbright primer' } });
    const subscription = await subscribed(acmeOwner, acmeId, 'DEMO-SUB-2026');

    // Pending, not yet visible.
    const waiting = await pending(acmeKeyUser, subscription.id, 'zincbright');
    expect(waiting.items).toEqual([
      expect.objectContaining({ productId, name: 'Zincbright primer', isUpdate: false }),
    ]);
    expect((await searchAs(acmeUser, 'zincbright')).items).toEqual([]);
    expect(await sheetAs(acmeUser, productId)).toBe(404);

    const accepted = await accept(acmeKeyUser, subscription.id, [productId]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Acme's people are told (decision 0028): the feed of users holds the product.
    const feed = await asDevice(app, acmeUser, {
      method: 'GET',
      url: `/api/companies/${acmeId}/productPushUser`,
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect((feed.json() as { items: unknown[] }).items[0]).toMatchObject({
      kind: 'subscription-accepted',
      productId,
      productName: 'Zincbright primer',
      publisherName: expect.stringMatching(/^Demo/),
    });
    expect((await pending(acmeKeyUser, subscription.id, 'zincbright')).items).toEqual([]);

    const found = await searchAs(acmeUser, 'zincbright');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: productId, companyId: demoId });
    expect(found.items[0]?.companyName).toMatch(/^Demo/);
    const sheet = await sheetAs(acmeUser, productId);
    expect(sheet).toMatchObject({ id: productId, name: 'Zincbright primer', companyId: demoId });
    expect(await sheetAs(acmeUser, productId, { companyId: demoId })).toMatchObject({
      id: productId,
    });
    expect(await sheetAs(acmeUser, productId, { companyId: acmeId })).toBe(404);
    // Acme's own company lists keep to Acme's products.
    const ownList = await asDevice(app, acmeUser, {
      method: 'GET',
      url: `/api/companies/${acmeId}/products`,
      query: { allLocales: 'true' },
    });
    const ownIds = ProductSearchResponse.parse(ownList.json()).items.map((item) => item.id);
    expect(ownIds).not.toContain(productId);

    // A new approved revision waits; people keep the accepted one until it is accepted.
    await publishNewRevision(productId, 'Zincbright primer 2');
    const update = await pending(acmeKeyUser, subscription.id, 'zincbright');
    expect(update.items).toEqual([
      expect.objectContaining({ productId, name: 'Zincbright primer 2', isUpdate: true }),
    ]);
    expect(await sheetAs(acmeUser, productId)).toMatchObject({ name: 'Zincbright primer' });
    const acceptedList = await asDevice(app, acmeKeyUser, {
      method: 'GET',
      url: `/api/subscriptions/${subscription.id}/products`,
      query: { search: 'zincbright' },
    });
    expect(SubscriptionProductsResponse.parse(acceptedList.json()).items).toEqual([
      expect.objectContaining({ productId, name: 'Zincbright primer', hasUpdate: true }),
    ]);
    expect((await accept(acmeKeyUser, subscription.id, [productId])).statusCode).toBe(200);
    expect(await sheetAs(acmeUser, productId)).toMatchObject({ name: 'Zincbright primer 2' });

    // Ending the subscription takes access away at once.
    expect((await end(demoOwner, subscription.id)).statusCode).toBe(204);
    expect((await searchAs(acmeUser, 'zincbright')).items).toEqual([]);
    expect(await sheetAs(acmeUser, productId)).toBe(404);
  });

  it('refuses a pending product until the publisher approves a newer revision', async () => {
    const productId = await createProduct(app, demoId, { content: { name: 'Quartzline cleaner' } });
    const subscription = await subscribed(acmeOwner, acmeId, 'DEMO-SUB-2026');
    expect((await refuse(acmeKeyUser, subscription.id, productId)).statusCode).toBe(204);
    expect((await pending(acmeKeyUser, subscription.id, 'quartzline')).items).toEqual([]);
    expect((await searchAs(acmeUser, 'quartzline')).items).toEqual([]);

    await publishNewRevision(productId, 'Quartzline cleaner N');
    expect((await pending(acmeKeyUser, subscription.id, 'quartzline')).items).toEqual([
      expect.objectContaining({ productId, isUpdate: false }),
    ]);
    // Removing an accepted product hides it again.
    expect((await accept(acmeKeyUser, subscription.id, [productId])).statusCode).toBe(200);
    expect((await searchAs(acmeUser, 'quartzline')).total).toBe(1);
    expect((await refuse(acmeKeyUser, subscription.id, productId)).statusCode).toBe(204);
    expect((await searchAs(acmeUser, 'quartzline')).items).toEqual([]);
    await end(acmeOwner, subscription.id);
  });

  it('accepts all or nothing: one id that is not the publisher’s approved product is a 404', async () => {
    const good = await createProduct(app, demoId, { content: { name: 'Allornothing paste' } });
    const draft = await createProduct(app, demoId, {
      reviewStatus: 'Draft',
      content: { name: 'Allornothing draft' },
    });
    const acmeOwn = await createProduct(app, acmeId, { content: { name: 'Allornothing own' } });
    const subscription = await subscribed(acmeOwner, acmeId, 'DEMO-SUB-2026');
    for (const other of [draft, acmeOwn, crypto.randomUUID()]) {
      expect((await accept(acmeKeyUser, subscription.id, [good, other])).statusCode).toBe(404);
    }
    expect((await searchAs(acmeUser, 'allornothing')).items.map((item) => item.id)).toEqual([
      acmeOwn,
    ]);
    expect((await refuse(acmeKeyUser, subscription.id, draft)).statusCode).toBe(404);
    await end(acmeOwner, subscription.id);
  });

  it('never shares transitively: in a loop A→B→A each sees only the other’s own products', async () => {
    const demoProduct = await createProduct(app, demoId, { content: { name: 'Loopcheck Demo' } });
    const acmeProduct = await createProduct(app, acmeId, { content: { name: 'Loopcheck Acme' } });
    const acmeToDemo = await subscribed(acmeOwner, acmeId, 'DEMO-SUB-2026');
    const demoToAcme = await subscribed(demoOwner, demoId, 'ACME-SUB-2026');
    expect((await accept(acmeKeyUser, acmeToDemo.id, [demoProduct])).statusCode).toBe(200);
    expect((await accept(demoKeyUser, demoToAcme.id, [acmeProduct])).statusCode).toBe(200);
    // Demo's pending list from Acme holds Acme's own products, not Demo's product Acme accepted.
    const demoPending = await pending(demoKeyUser, demoToAcme.id, 'loopcheck');
    expect(demoPending.items).toEqual([]);
    expect((await pending(acmeKeyUser, acmeToDemo.id, 'loopcheck')).items).toEqual([]);
    const acmeSees = await searchAs(acmeUser, 'loopcheck');
    expect(acmeSees.items.map((item) => item.id).sort()).toEqual([acmeProduct, demoProduct].sort());
    expect(acmeSees.total).toBe(2);
    await end(acmeOwner, acmeToDemo.id);
    await end(demoOwner, demoToAcme.id);
  });

  it('pages a subscriber’s search across its own and accepted products with one total', async () => {
    const subscription = await subscribed(acmeOwner, acmeId, 'DEMO-SUB-2026');
    const published = [];
    for (let index = 0; index < 4; index += 1) {
      published.push(
        await createProduct(app, demoId, { content: { name: `Pagewise solvent ${index}` } }),
      );
      await createProduct(app, acmeId, { content: { name: `Pagewise thinner ${index}` } });
    }
    expect((await accept(acmeKeyUser, subscription.id, published)).statusCode).toBe(200);
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await asDevice(app, acmeUser, {
        method: 'GET',
        url: '/api/products',
        query: { search: 'pagewise', page: String(page), pageSize: '3' },
      });
      const body = ProductSearchResponse.parse(response.json());
      expect(body.total).toBe(8);
      seen.push(...body.items.map((item) => item.name));
    }
    expect(seen).toEqual([
      ...[0, 1, 2, 3].map((index) => `Pagewise solvent ${index}`),
      ...[0, 1, 2, 3].map((index) => `Pagewise thinner ${index}`),
    ]);
    // The list without search words counts both as well (a separate count).
    const list = await asDevice(app, acmeUser, {
      method: 'GET',
      url: '/api/products',
      query: { page: '500', pageSize: '3' },
    });
    const everything = await asDevice(app, acmeUser, { method: 'GET', url: '/api/products' });
    expect(ProductSearchResponse.parse(list.json()).total).toBe(
      ProductSearchResponse.parse(everything.json()).total,
    );
    await end(acmeOwner, subscription.id);
  });

  it('lets the subscriber’s people download the accepted product’s documents, no others', async () => {
    const subscription = await subscribed(acmeOwner, acmeId, 'DEMO-SUB-2026');
    const [shared, notShared] = await Promise.all(
      ['Docshare shared', 'Docshare not shared'].map(async (name) => {
        const productId = await createProduct(app, demoId, { content: { name } });
        const document = await attachToCurrentVersions(app, {
          productId,
          companyId: demoId,
          kind: 'pdf',
          fileName: 'sds.pdf',
          contentType: 'application/pdf',
          content: await createTestPdf(name),
        });
        return { productId, reference: document.reference };
      }),
    );
    if (!shared || !notShared) throw new Error('two products were made');
    expect((await accept(acmeKeyUser, subscription.id, [shared.productId])).statusCode).toBe(200);
    const download = (target: { productId: string; reference: string }) =>
      asDevice(app, acmeUser, {
        method: 'GET',
        url: `/api/products/${target.productId}/download/pdfref/${target.reference}`,
      });
    expect((await download(shared)).statusCode).toBe(200);
    expect((await download(notShared)).statusCode).toBe(404);
    await end(acmeOwner, subscription.id);
    expect((await download(shared)).statusCode).toBe(404);
  });
});
