import { DueForReviewResponse, Product } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, asAccount, DEMO_ACCOUNTS } from '../../testing/account-client.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { dueBefore, isoDay, listDueForReview } from './due-for-review.ts';

/**
 * The age of a sheet (issue 25 point 3, decision 0065): a product whose approved version was
 * revised longer ago than the company's limit, or has no revision date, is due for review.
 */
let app: FastifyInstance;
let company: TestCompany;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
let admin: string;
const ids: Record<string, string> = {};

const yearsAgo = (years: number, days = 0) => {
  const now = new Date();
  return isoDay(
    new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days)),
  );
};

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  company = await createCompany(app);
  keyUser = await signIn(app, company.codes.KeyUser);
  user = await signIn(app, company.codes.User);
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
  const dated: [string, string | null][] = [
    ['Undated', null],
    ['Ten years', yearsAgo(10)],
    ['Four years', yearsAgo(4)],
    ['Just over three', yearsAgo(3, 1)],
    ['Exactly three', yearsAgo(3)],
    ['Two years', yearsAgo(2)],
  ];
  for (const [name, revisionDate] of dated) {
    ids[name] = await createProduct(app, company.id, { content: { name, revisionDate } });
  }
  // Neither a product never approved nor another company's counts.
  await createProduct(app, company.id, {
    reviewStatus: 'Draft',
    content: { name: 'Draft only', revisionDate: yearsAgo(9) },
  });
  const other = await createCompany(app);
  await createProduct(app, other.id, { content: { name: 'Elsewhere', revisionDate: yearsAgo(9) } });
});
afterAll(async () => {
  await app.close();
});

const dueList = async () => {
  const response = await asDevice(app, keyUser, {
    method: 'GET',
    url: '/api/products/due-for-review',
  });
  expect(response.statusCode, response.body).toBe(200);
  return DueForReviewResponse.parse(response.json());
};

const setLimit = async (payload: Record<string, unknown>) =>
  asAccount(app, admin, {
    method: 'PUT',
    url: `/api/companies/${company.id}/record-keeping`,
    payload: { archiveRetentionYears: 40, ...payload },
  });

describe('the sheets due for review', () => {
  it('lists the undated first, then the oldest, past the default limit of 3 years', async () => {
    const due = await dueList();
    expect(due.reviewAfterYears).toBe(3);
    expect(due.dueBefore).toBe(yearsAgo(3));
    expect(due.items.map((item) => item.name)).toEqual([
      'Undated',
      'Ten years',
      'Four years',
      'Just over three',
    ]);
    expect(due.total).toBe(4);
    const [undated, tenYears] = due.items;
    expect(undated).toMatchObject({ revisionDate: null, ageDays: null, locale: 'en-US' });
    expect(tenYears).toMatchObject({
      id: ids['Ten years'],
      supplier: 'Test Supplier B.V.',
      revisionDate: yearsAgo(10),
    });
    expect(tenYears?.ageDays).toBeGreaterThanOrEqual(3650);
    expect(tenYears?.articleNumber).toMatch(/^ART-/);
  });

  it('follows the company’s limit (1–5 years), set beside the archive’s retention', async () => {
    for (const reviewAfterYears of [0, 6, 2.5, '3']) {
      const refused = await setLimit({ reviewAfterYears });
      expect(refused.statusCode, String(reviewAfterYears)).toBe(400);
    }
    expect((await setLimit({ dueDigestEnabled: 'yes' })).statusCode).toBe(400);

    const changed = await setLimit({ reviewAfterYears: 1, dueDigestEnabled: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      archiveRetentionYears: 40,
      reviewAfterYears: 1,
      dueDigestEnabled: false,
      keyUserContacts: [],
    });
    expect((await dueList()).total).toBe(6);

    // What a PUT leaves out stays as it is (the archive's own form sends only its years).
    const kept = await setLimit({});
    expect(kept.json()).toMatchObject({ reviewAfterYears: 1, dueDigestEnabled: false });

    await setLimit({ reviewAfterYears: 5, dueDigestEnabled: true });
    expect((await dueList()).items.map((item) => item.name)).toEqual(['Undated', 'Ten years']);
    await setLimit({ reviewAfterYears: 3 });
  });

  it('is bounded, counting all of them', async () => {
    const due = await listDueForReview(app.database.db, company.id, { limit: 2 });
    expect(due.items.map((item) => item.name)).toEqual(['Undated', 'Ten years']);
    expect(due.total).toBe(4);
  });

  it('badges the sheet a key user reads, and only a key user', async () => {
    const read = async (device: SignedInTestDevice, id: string | undefined) => {
      const response = await asDevice(app, device, { method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return Product.parse(response.json());
    };
    expect((await read(keyUser, ids['Four years'])).isDueForReview).toBe(true);
    expect((await read(keyUser, ids.Undated)).isDueForReview).toBe(true);
    expect((await read(keyUser, ids['Exactly three'])).isDueForReview).toBe(false);
    expect((await read(user, ids['Four years'])).isDueForReview).toBeUndefined();
  });
});

describe('the limit as a date', () => {
  it('goes back whole years; 29 February to the 28th, as PostgreSQL does', () => {
    expect(dueBefore(new Date('2026-11-28T23:59:00Z'), 3)).toBe('2023-11-28');
    expect(dueBefore(new Date('2028-02-29T08:00:00Z'), 3)).toBe('2025-02-28');
    expect(dueBefore(new Date('2028-02-29T08:00:00Z'), 4)).toBe('2024-02-29');
  });
});
