import { randomUUID } from 'node:crypto';
import { ProductNotificationFeed, type DeviceRole } from '@sds/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, jobs, productNotifications, subscriptions } from '../../platform/db/schema.ts';
import { asAccount, signInDemoAdministrators } from '../../testing/account-client.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { PUSH_QUEUE, notifyCompanies } from './product-notifications.ts';
import { pushMessageOf } from './push-job.ts';

/**
 * Who is told what (docs/product/subscriptions-and-push.md#notifications, decision 0028): one feed
 * entry per audience, a push job per registered device of that audience, written with the change
 * that caused it; the feeds newest first, a page at a time.
 */
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ admin } = await signInDemoAdministrators(app));
});
afterAll(() => app.close());

async function addDevice(
  companyId: string,
  role: DeviceRole,
  options: { token?: string; signedOut?: boolean; revoked?: boolean } = {},
) {
  const [row] = await app.database.db
    .insert(devices)
    .values({
      deviceGuid: randomUUID(),
      companyId,
      role,
      deviceType: 'Gcm',
      deviceToken: options.token ?? `token-${randomUUID()}`,
      authCodeHash: 'not-a-real-hash',
      signedOutAt: options.signedOut ? new Date() : null,
      revokedAt: options.revoked ? new Date() : null,
    })
    .returning({ id: devices.id });
  return row!.id;
}

/** The queued push jobs of a company's notifications, as [deviceId, audience] pairs. */
async function pushesOf(companyId: string) {
  const result = await app.database.db.execute<{ deviceId: string; audience: DeviceRole }>(sql`
    select j.payload->>'deviceId' as "deviceId", n.audience
    from jobs j join product_notifications n on n.id = (j.payload->>'notificationId')::uuid
    where j.queue = ${PUSH_QUEUE} and n.company_id = ${companyId}`);
  return result.rows.map((row) => [row.deviceId, row.audience]).sort();
}

const notice = (companyId: string, audiences: DeviceRole[], productName = 'Acetone') => ({
  companyId,
  audiences,
  kind: 'approved' as const,
  productId: null,
  productName,
  locale: 'en-US',
  publisherName: null,
});

async function feed(device: SignedInTestDevice, audience: 'KeyUser' | 'User', query = '') {
  const path = audience === 'KeyUser' ? 'productPushKeyUser' : 'productPushUser';
  const response = await asDevice(app, device, {
    method: 'GET',
    url: `/api/companies/${device.user.companyId}/${path}${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductNotificationFeed.parse(response.json());
}

describe('notifyCompanies', () => {
  it('queues one push per registered device of each audience, ids only', async () => {
    const company = await createCompany(app);
    const user = await addDevice(company.id, 'User');
    const keyUser = await addDevice(company.id, 'KeyUser');
    await addDevice(company.id, 'User', { token: '' });
    await addDevice(company.id, 'User', { signedOut: true });
    await addDevice(company.id, 'KeyUser', { revoked: true });
    const elsewhere = await addDevice((await createCompany(app)).id, 'User');

    await notifyCompanies(app.database.db, [notice(company.id, ['KeyUser'])]);
    expect(await pushesOf(company.id)).toEqual([[keyUser, 'KeyUser']]);

    await notifyCompanies(app.database.db, [notice(company.id, ['User', 'KeyUser'])]);
    expect(await pushesOf(company.id)).toEqual(
      [
        [keyUser, 'KeyUser'],
        [keyUser, 'KeyUser'],
        [user, 'User'],
      ].sort(),
    );
    const queued = await app.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'deviceId' in (${user}, ${elsewhere})`);
    expect(queued).toHaveLength(1);
    expect(Object.keys(queued[0]!.payload).sort()).toEqual(['deviceId', 'notificationId']);
    expect(queued[0]).toMatchObject({
      maxAttempts: 5,
      singletonKey: `push:${queued[0]!.payload.notificationId as string}:${user}`,
    });
  });

  it('reaches hundreds of devices with one write', async () => {
    const company = await createCompany(app, { userLicences: 400 });
    await app.database.db.insert(devices).values(
      Array.from({ length: 300 }, () => ({
        deviceGuid: randomUUID(),
        companyId: company.id,
        role: 'User' as const,
        deviceType: 'Web' as const,
        deviceToken: '{"endpoint":"https://push.example.net/x"}',
        authCodeHash: 'not-a-real-hash',
      })),
    );
    await notifyCompanies(app.database.db, [notice(company.id, ['User'])]);
    expect(await pushesOf(company.id)).toHaveLength(300);
  });

  it('tells nobody about a change that rolls back', async () => {
    const company = await createCompany(app);
    await addDevice(company.id, 'User');
    await expect(
      app.database.db.transaction(async (tx) => {
        await notifyCompanies(tx, [notice(company.id, ['User'])]);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await pushesOf(company.id)).toEqual([]);
    const rows = await app.database.db
      .select()
      .from(productNotifications)
      .where(eq(productNotifications.companyId, company.id));
    expect(rows).toEqual([]);
  });
});

describe('the feeds', () => {
  let company: TestCompany;
  let user: SignedInTestDevice;
  let keyUser: SignedInTestDevice;

  beforeAll(async () => {
    company = await createCompany(app);
    user = await signIn(app, company.codes.User);
    keyUser = await signIn(app, company.codes.KeyUser);
    // Five notices a minute apart, for each audience, oldest first.
    for (let index = 0; index < 5; index += 1) {
      for (const audience of ['User', 'KeyUser'] as const) {
        await app.database.db.insert(productNotifications).values({
          companyId: company.id,
          audience,
          kind: audience === 'User' ? 'approved' : 'in-review',
          productName: `${audience} notice ${index}`,
          locale: 'nl-NL',
          createdAt: new Date(Date.now() - (5 - index) * 60_000),
        });
      }
    }
  });

  it('answers newest first, a page at a time, with the total', async () => {
    const first = await feed(user, 'User', '?pageSize=2');
    expect(first.total).toBe(5);
    expect(first.items.map((item) => item.productName)).toEqual(['User notice 4', 'User notice 3']);
    expect(first.items[0]).toMatchObject({
      kind: 'approved',
      productId: null,
      locale: 'nl-NL',
      publisherName: null,
    });
    const last = await feed(user, 'User', '?page=3&pageSize=2');
    expect(last.items.map((item) => item.productName)).toEqual(['User notice 0']);
    expect((await feed(user, 'User', '?page=4&pageSize=2')).items).toEqual([]);
    expect((await feed(user, 'User')).items).toHaveLength(5);
  });

  it('keeps key users’ notices from users', async () => {
    const forUsers = await feed(user, 'User');
    expect(forUsers.items.every((item) => item.productName.startsWith('User'))).toBe(true);
    const refused = await asDevice(app, user, {
      method: 'GET',
      url: `/api/companies/${company.id}/productPushKeyUser`,
    });
    expect(refused.statusCode).toBe(403);
    const forKeyUsers = await feed(keyUser, 'KeyUser');
    expect(forKeyUsers.items.map((item) => item.productName)[0]).toBe('KeyUser notice 4');
    expect(forKeyUsers.items.every((item) => item.kind === 'in-review')).toBe(true);
    // Key users read the users' feed too (what their users were told).
    expect((await feed(keyUser, 'User')).total).toBe(5);
  });

  it('refuses bad paging and answers 404 for an unknown or another company', async () => {
    for (const query of ['?page=0', '?pageSize=101', '?page=x']) {
      const response = await asDevice(app, user, {
        method: 'GET',
        url: `/api/companies/${company.id}/productPushUser${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const other = await createCompany(app);
    for (const id of [other.id, randomUUID()]) {
      const response = await asDevice(app, keyUser, {
        method: 'GET',
        url: `/api/companies/${id}/productPushKeyUser`,
      });
      expect(response.statusCode).toBe(404);
    }
    const malformed = await asDevice(app, keyUser, {
      method: 'GET',
      url: '/api/companies/company-1/productPushKeyUser',
    });
    expect(malformed.statusCode).toBe(400);
    const byAdmin = await asAccount(app, admin, {
      method: 'GET',
      url: `/api/companies/${company.id}/productPushKeyUser`,
    });
    expect(ProductNotificationFeed.parse(byAdmin.json()).total).toBe(5);
  });
});

describe('review decisions', () => {
  const decide = (device: SignedInTestDevice, id: string, action: string, query = '') =>
    asDevice(app, device, {
      method: 'POST',
      url: `/api/products/${id}/${action}${query}`,
      ...(action === 'reject' ? { payload: { reason: 'Wrong sheet' } } : {}),
    });

  async function noticesOf(companyId: string) {
    return app.database.db
      .select()
      .from(productNotifications)
      .where(eq(productNotifications.companyId, companyId))
      .orderBy(productNotifications.audience, productNotifications.productName);
  }

  it('tell key users of a submit, everyone of an approval, nobody of a rejection', async () => {
    const company = await createCompany(app);
    const keyUser = await signIn(app, company.codes.KeyUser);
    const draft = await createProduct(app, company.id, {
      reviewStatus: 'Draft',
      content: { name: 'Submitted thinner' },
    });
    expect((await decide(keyUser, draft, 'submit')).statusCode).toBe(200);
    expect(await noticesOf(company.id)).toEqual([
      expect.objectContaining({
        audience: 'KeyUser',
        kind: 'in-review',
        productId: draft,
        productName: 'Submitted thinner',
      }),
    ]);
    expect((await decide(keyUser, draft, 'reject')).statusCode).toBe(200);
    expect(await noticesOf(company.id)).toHaveLength(1);
  });

  it('tell every language’s users and key users, and every subscriber’s key users', async () => {
    const publisher = await createCompany(app, { name: 'Publisher Paints' });
    const subscriber = await createCompany(app);
    const bystander = await createCompany(app);
    await app.database.db.insert(subscriptions).values({
      subscriberCompanyId: subscriber.id,
      publisherCompanyId: publisher.id,
      createdByName: 'test',
    });
    const subscriberKeyUser = await addDevice(subscriber.id, 'KeyUser');
    const subscriberUser = await addDevice(subscriber.id, 'User');
    const keyUser = await signIn(app, publisher.codes.KeyUser);
    const masterCode = `MC-${randomUUID().slice(0, 8)}`;
    const english = await createProduct(app, publisher.id, {
      reviewStatus: 'InReview',
      masterCode,
      content: { name: 'Primer' },
    });
    const dutch = await createProduct(app, publisher.id, {
      reviewStatus: 'InReview',
      masterCode,
      locale: 'nl-NL',
      content: { name: 'Grondverf' },
    });
    const approved = await decide(keyUser, english, 'approve', '?approveAllLanguages=true');
    expect(approved.statusCode, approved.body).toBe(200);

    const own = await noticesOf(publisher.id);
    expect(own.map((row) => [row.audience, row.kind, row.productId, row.locale])).toEqual([
      ['User', 'approved', dutch, 'nl-NL'],
      ['User', 'approved', english, 'en-US'],
      ['KeyUser', 'approved', dutch, 'nl-NL'],
      ['KeyUser', 'approved', english, 'en-US'],
    ]);
    const theirs = await noticesOf(subscriber.id);
    expect(theirs.map((row) => [row.audience, row.kind, row.productName])).toEqual([
      ['KeyUser', 'subscription-pending', 'Grondverf'],
      ['KeyUser', 'subscription-pending', 'Primer'],
    ]);
    expect(theirs[0]).toMatchObject({ publisherName: 'Publisher Paints' });
    expect(await noticesOf(bystander.id)).toEqual([]);
    expect(await pushesOf(subscriber.id)).toEqual([
      [subscriberKeyUser, 'KeyUser'],
      [subscriberKeyUser, 'KeyUser'],
    ]);
    const toSubscriberUser = await app.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.queue, PUSH_QUEUE), sql`${jobs.payload}->>'deviceId' = ${subscriberUser}`),
      );
    expect(toSubscriberUser).toEqual([]);
    expect(
      await app.database.db
        .select()
        .from(productNotifications)
        .where(inArray(productNotifications.productId, [english, dutch])),
    ).toHaveLength(6);
  });
});

describe('the pushed message', () => {
  it('leads to the product, or to the review screen for what waits for a key user', () => {
    const base = {
      id: randomUUID(),
      productId: randomUUID(),
      productName: 'Acetone',
      publisherName: null,
      changes: [],
    };
    expect(pushMessageOf({ ...base, kind: 'approved' }).url).toBe(`/product/${base.productId}`);
    expect(pushMessageOf({ ...base, kind: 'subscription-accepted' }).url).toBe(
      `/product/${base.productId}`,
    );
    expect(pushMessageOf({ ...base, kind: 'in-review' }).url).toBe('/audit');
    expect(pushMessageOf({ ...base, kind: 'subscription-pending' }).url).toBe('/audit');
    expect(pushMessageOf({ ...base, kind: 'approved', productId: null }).url).toBe('/');
  });
});
