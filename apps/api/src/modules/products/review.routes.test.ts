import { Problem, Product, ReviewHistoryResponse, type ReviewStatus } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
let otherKeyUser: SignedInTestDevice;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  user = await signIn(app, 'DEMO-USER-2026');
  otherKeyUser = await signIn(app, 'ACME-KEY-2026');
});
afterAll(() => app.close());

const productOf = (reviewStatus: ReviewStatus, masterCode?: string, locale = 'en-US') =>
  createProduct(app, keyUser.user.companyId, {
    reviewStatus,
    locale,
    ...(masterCode ? { masterCode } : {}),
    content: { name: `Review test ${reviewStatus} ${locale}` },
  });

function decide(
  device: SignedInTestDevice,
  id: string,
  action: 'submit' | 'approve' | 'reject',
  options: { query?: Record<string, string>; reason?: string } = {},
) {
  return asDevice(app, device, {
    method: 'POST',
    url: `/api/products/${id}/${action}`,
    query: options.query ?? {},
    ...(action === 'reject' ? { payload: { reason: options.reason ?? 'Section 4 is empty' } } : {}),
  });
}

const statusAs = async (device: SignedInTestDevice, id: string) => {
  const response = await asDevice(app, device, { method: 'GET', url: `/api/products/${id}` });
  return response.statusCode === 200 ? Product.parse(response.json()).reviewStatus : null;
};

describe('the review workflow', () => {
  it('takes a draft through review to users, recording who decided', async () => {
    const id = await productOf('Draft');
    const submitted = await decide(keyUser, id, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(Product.parse(submitted.json()).reviewStatus).toBe('InReview');
    expect(await statusAs(user, id)).toBeNull();

    const approved = await decide(keyUser, id, 'approve');
    expect(Product.parse(approved.json()).reviewStatus).toBe('Approved');
    expect(await statusAs(user, id)).toBe('Approved');

    const history = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${id}/reviews`,
    });
    const { items } = ReviewHistoryResponse.parse(history.json());
    expect(items.map(({ action, fromStatus, toStatus }) => [action, fromStatus, toStatus])).toEqual(
      [
        ['approve', 'InReview', 'Approved'],
        ['submit', 'Draft', 'InReview'],
      ],
    );
    expect(items[0]).toMatchObject({ actorRole: 'KeyUser', reason: null });
  });

  it('rejects with the reason, shown on the product and kept in the record', async () => {
    const id = await productOf('InReview');
    const rejected = await decide(keyUser, id, 'reject', { reason: '  Wrong supplier  ' });
    expect(Product.parse(rejected.json())).toMatchObject({
      reviewStatus: 'Rejected',
      rejectReason: 'Wrong supplier',
    });
    const history = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${id}/reviews`,
    });
    expect(ReviewHistoryResponse.parse(history.json()).items[0]?.reason).toBe('Wrong supplier');
  });

  it.each([
    ['approve', 'Draft'],
    ['reject', 'Draft'],
    ['submit', 'InReview'],
    ['approve', 'Approved'],
    ['reject', 'Approved'],
    ['submit', 'Approved'],
    ['reject', 'Rejected'],
    ['approve', 'Rejected'],
  ] as const)(
    'refuses to %s a product that is %s with 409 and its state',
    async (action, state) => {
      const id = await productOf(state);
      const response = await decide(keyUser, id, action);
      expect(response.statusCode).toBe(409);
      expect(Problem.parse(response.json())).toMatchObject({
        type: 'conflict',
        reviewStatus: state,
      });
      expect(await statusAs(keyUser, id)).toBe(state);
    },
  );

  it('lets exactly one of two simultaneous approvals through', async () => {
    const id = await productOf('InReview');
    const answers = await Promise.all([
      decide(keyUser, id, 'approve'),
      decide(keyUser, id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const history = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${id}/reviews`,
    });
    expect(ReviewHistoryResponse.parse(history.json()).items).toHaveLength(1);
  });

  it('approves every variant in review with approveAllLanguages, leaving the others', async () => {
    const masterCode = `MULTI-${Date.now()}`;
    const english = await productOf('InReview', masterCode, 'en-US');
    const dutch = await productOf('InReview', masterCode, 'nl-NL');
    const german = await productOf('Draft', masterCode, 'de-DE');
    const response = await decide(keyUser, english, 'approve', {
      query: { approveAllLanguages: 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(await statusAs(keyUser, dutch)).toBe('Approved');
    expect(await statusAs(keyUser, german)).toBe('Draft');
  });

  it('rejects only the one product without rejectAllLanguages', async () => {
    const masterCode = `SINGLE-${Date.now()}`;
    const english = await productOf('InReview', masterCode, 'en-US');
    const dutch = await productOf('InReview', masterCode, 'nl-NL');
    await decide(keyUser, english, 'reject');
    expect(await statusAs(keyUser, english)).toBe('Rejected');
    expect(await statusAs(keyUser, dutch)).toBe('InReview');
  });
});

describe('who may review', () => {
  it('refuses users with 403 and changes nothing', async () => {
    const id = await productOf('InReview');
    for (const action of ['submit', 'approve', 'reject'] as const) {
      expect((await decide(user, id, action)).statusCode).toBe(403);
    }
    const history = await asDevice(app, user, {
      method: 'GET',
      url: `/api/products/${id}/reviews`,
    });
    expect(history.statusCode).toBe(403);
    expect(await statusAs(keyUser, id)).toBe('InReview');
  });

  it('answers 404 for another company’s product and changes nothing', async () => {
    const id = await productOf('InReview');
    for (const action of ['submit', 'approve', 'reject'] as const) {
      expect((await decide(otherKeyUser, id, action)).statusCode).toBe(404);
    }
    const history = await asDevice(app, otherKeyUser, {
      method: 'GET',
      url: `/api/products/${id}/reviews`,
    });
    expect(history.statusCode).toBe(404);
    expect(await statusAs(keyUser, id)).toBe('InReview');
  });

  it('answers 401 without credentials', async () => {
    const id = await productOf('InReview');
    const response = await app.inject({ method: 'POST', url: `/api/products/${id}/approve` });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('refuses a rejection without a reason, or with only spaces', async () => {
    const id = await productOf('InReview');
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(2001) }]) {
      const response = await asDevice(app, keyUser, {
        method: 'POST',
        url: `/api/products/${id}/reject`,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await statusAs(keyUser, id)).toBe('InReview');
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    expect((await decide(keyUser, 'not-a-uuid', 'approve')).statusCode).toBe(400);
    expect(
      (await decide(keyUser, '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55', 'approve')).statusCode,
    ).toBe(404);
  });
});

describe('deleting a product', () => {
  const remove = (device: SignedInTestDevice, id: string) =>
    asDevice(app, device, { method: 'DELETE', url: `/api/products/${id}` });

  it('removes it for everyone and keeps its review record', async () => {
    const id = await productOf('InReview');
    await decide(keyUser, id, 'approve');
    expect((await remove(keyUser, id)).statusCode).toBe(204);
    expect(await statusAs(keyUser, id)).toBeNull();
    expect(await statusAs(user, id)).toBeNull();
    const { rows } = await app.database.pool.query(
      'select action from product_review_events where product_id = $1',
      [id],
    );
    expect(rows).toEqual([{ action: 'approve' }]);
    expect((await remove(keyUser, id)).statusCode).toBe(404);
  });

  it('is refused to users (403) and for another company’s product (404)', async () => {
    const id = await productOf('Approved');
    expect((await remove(user, id)).statusCode).toBe(403);
    expect((await remove(otherKeyUser, id)).statusCode).toBe(404);
    expect(await statusAs(user, id)).toBe('Approved');
  });
});
