import { FeedbackCreated, FeedbackItem, FeedbackListResponse, Problem } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, accessTokenOf, asAccount } from '../../testing/account-client.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { FEEDBACK_PER_CALLER_PER_HOUR } from './feedback.routes.ts';

let app: FastifyInstance;
let user: SignedInTestDevice;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  user = await signIn(app, 'DEMO-USER-2026');
  admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
});
afterAll(() => app.close());

const send = (device: SignedInTestDevice, payload: object) =>
  asDevice(app, device, { method: 'POST', url: '/api/feedback', payload });

async function inbox(query = '') {
  const response = await asAccount(app, admin, { method: 'GET', url: `/api/feedback${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return FeedbackListResponse.parse(response.json());
}

describe('sending feedback', () => {
  it('keeps a message with its rating and screen, and who sent it', async () => {
    const response = await send(user, {
      message: '  The search finds everything I need.  ',
      rating: 5,
      screen: '/search',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = FeedbackCreated.parse(response.json());

    const { items } = await inbox();
    expect(items[0]).toMatchObject({
      id: created.id,
      companyId: user.user.companyId,
      companyName: user.user.companyName,
      sender: { kind: 'device', role: 'User' },
      message: 'The search finds everything I need.',
      rating: 5,
      screen: '/search',
      handled: false,
      handledAt: null,
      createdAt: created.createdAt,
    });
  });

  it('takes a message alone, and from an account (the Admin has no company)', async () => {
    const response = await asAccount(app, admin, {
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Works for me' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { items } = await inbox();
    expect(items[0]).toMatchObject({
      companyId: null,
      companyName: null,
      sender: { kind: 'account', role: 'Admin', name: expect.any(String) },
      rating: null,
      screen: null,
    });
  });

  it.each([
    ['an empty message', { message: '' }],
    ['a message of spaces only', { message: '   ' }],
    ['a message over 4,000 characters', { message: 'x'.repeat(4_001) }],
    ['no message', { rating: 3 }],
    ['a rating of 0', { message: 'hi', rating: 0 }],
    ['a rating of 6', { message: 'hi', rating: 6 }],
    ['a rating of 2.5', { message: 'hi', rating: 2.5 }],
    ['a rating as text', { message: 'hi', rating: 'good' }],
    ['a screen over 200 characters', { message: 'hi', screen: '/'.repeat(201) }],
  ])('refuses %s with 400 (not counted against the budget)', async (_case, payload) => {
    const response = await send(user, payload);
    expect(response.statusCode).toBe(400);
    expect(Problem.parse(response.json()).type).toBe('validation-failed');
  });

  it('takes 4,000 characters exactly', async () => {
    const response = await send(user, { message: 'x'.repeat(4_000) });
    expect(response.statusCode).toBe(201);
  });

  it('answers 429 with Retry-After once a device has sent its hour’s feedback', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    for (let sent = 0; sent < FEEDBACK_PER_CALLER_PER_HOUR; sent += 1) {
      expect((await send(device, { message: `note ${sent}` })).statusCode).toBe(201);
    }
    const refused = await send(device, { message: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(Problem.parse(refused.json()).type).toBe('rate-limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another device of the same company still has its own budget.
    expect((await send(await signIn(app, 'DEMO-USER-2026'), { message: 'mine' })).statusCode).toBe(
      201,
    );
  });
});

describe('the Admin’s inbox', () => {
  it('lists newest first, a page at a time, with the total', async () => {
    const device = await signIn(app, 'DEMO-KEY-2026');
    for (const message of ['first', 'second', 'third']) await send(device, { message });
    const page = await inbox('?pageSize=2');
    expect(page.items.map((item) => item.message)).toEqual(['third', 'second']);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const next = await inbox('?pageSize=2&page=2');
    expect(next.items[0]?.message).toBe('first');
  });

  it('marks feedback handled and waiting again, and filters by it', async () => {
    const created = FeedbackCreated.parse((await send(user, { message: 'handle me' })).json());
    const mark = (handled: boolean) =>
      asAccount(app, admin, {
        method: 'PUT',
        url: `/api/feedback/${created.id}`,
        payload: { handled },
      });

    const handled = FeedbackItem.parse((await mark(true)).json());
    expect(handled).toMatchObject({ id: created.id, handled: true });
    expect(handled.handledAt).not.toBeNull();
    // Marking it again keeps when it was first handled.
    expect(FeedbackItem.parse((await mark(true)).json()).handledAt).toBe(handled.handledAt);
    expect((await inbox('?handled=true')).items.map((item) => item.id)).toContain(created.id);
    expect((await inbox('?handled=false')).items.map((item) => item.id)).not.toContain(created.id);

    expect(FeedbackItem.parse((await mark(false)).json())).toMatchObject({
      handled: false,
      handledAt: null,
    });
    expect((await inbox('?handled=false')).items.map((item) => item.id)).toContain(created.id);
  });

  it('answers 404 for unknown feedback and 400 for a malformed id or body', async () => {
    const put = (url: string, payload: object) =>
      asAccount(app, admin, { method: 'PUT', url, payload });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(`/api/feedback/${unknown}`, { handled: true })).statusCode).toBe(404);
    expect((await put('/api/feedback/not-a-uuid', { handled: true })).statusCode).toBe(400);
    expect((await put(`/api/feedback/${unknown}`, { handled: 'yes' })).statusCode).toBe(400);
    const badPage = await asAccount(app, admin, { method: 'GET', url: '/api/feedback?page=0' });
    expect(badPage.statusCode).toBe(400);
  });
});
