import { Problem, Product } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * No lost edits (issue 25 point 6, decision 0063): a key user's read names the content version in
 * a strong ETag, and a save with `If-Match` goes ahead only over that version.
 */
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

let serial = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  articleNumber: `IFM-${Date.now()}-${(serial += 1)}`,
  masterCode: `IFM-MASTER-${serial}`,
  name: 'Conflict test thinner',
  supplier: 'Test Supplies Ltd.',
  hStatements: [{ code: 'H225' }],
  firstAid: 'Rinse with water.',
  ...overrides,
});

async function createdProduct() {
  const { masterCode: _, ...create } = body();
  const response = await asDevice(app, keyUser, {
    method: 'POST',
    url: '/api/products',
    payload: { ...create, locale: 'en-US' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return Object.assign(Product.parse(response.json()), { createdVersion: response.headers.etag });
}

const read = (device: SignedInTestDevice, id: string) =>
  asDevice(app, device, { method: 'GET', url: `/api/products/${id}` });

async function versionOf(id: string): Promise<string> {
  const response = await read(keyUser, id);
  expect(response.statusCode).toBe(200);
  return String(response.headers.etag);
}

const save = (
  id: string,
  payload: Record<string, unknown>,
  ifMatch?: string,
  device: SignedInTestDevice = keyUser,
) =>
  asDevice(app, device, {
    method: 'PUT',
    url: `/api/products/${id}`,
    payload,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

const decide = (id: string, action: 'submit' | 'approve') =>
  asDevice(app, keyUser, { method: 'POST', url: `/api/products/${id}/${action}` });

describe('the key user’s read', () => {
  it('names the content version in a strong ETag the browser neither keeps nor revalidates', async () => {
    const product = await createdProduct();
    const response = await read(keyUser, product.id);
    expect(response.headers.etag).toMatch(/^"c-[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    // The same content, read again, has the same tag; creating it answered it too.
    expect(await versionOf(product.id)).toBe(response.headers.etag);
    expect(product.createdVersion).toBe(response.headers.etag);
  });

  it('leaves users the weak tag of the body', async () => {
    const product = await createdProduct();
    expect((await decide(product.id, 'submit')).statusCode).toBe(200);
    expect((await decide(product.id, 'approve')).statusCode).toBe(200);
    const response = await read(user, product.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\//);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('PUT /api/products/{id} with If-Match', () => {
  it('saves over the version it names and answers the new version', async () => {
    const product = await createdProduct();
    const before = await versionOf(product.id);
    const response = await save(product.id, body({ name: 'Renamed thinner' }), before);
    expect(response.statusCode, response.body).toBe(200);
    expect(Product.parse(response.json()).name).toBe('Renamed thinner');
    const after = String(response.headers.etag);
    expect(after).not.toBe(before);
    expect(await versionOf(product.id)).toBe(after);
  });

  it('refuses a save over a version someone else changed since: 412, nothing written', async () => {
    const product = await createdProduct();
    const started = await versionOf(product.id);
    const first = await save(product.id, body({ name: 'Saved first' }), started);
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(product.id, body({ name: 'Saved second' }), started);
    expect(second.statusCode, second.body).toBe(412);
    expect(second.headers['content-type']).toContain('application/problem+json');
    expect(Problem.parse(second.json()).type).toBe('precondition-failed');
    const now = Product.parse((await read(keyUser, product.id)).json());
    expect(now.name).toBe('Saved first');
  });

  it('saves without If-Match, as older clients do, and with *', async () => {
    const product = await createdProduct();
    await save(product.id, body({ name: 'Changed meanwhile' }));
    const bare = await save(product.id, body({ name: 'Without If-Match' }));
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.headers.etag).toMatch(/^"c-/);
    const any = await save(product.id, body({ name: 'With a star' }), '*');
    expect(any.statusCode, any.body).toBe(200);
  });

  it('compares strongly: the weak form of the current tag is refused, a list holding it not', async () => {
    const product = await createdProduct();
    const current = await versionOf(product.id);
    expect((await save(product.id, body(), `W/${current}`)).statusCode).toBe(412);
    expect((await save(product.id, body(), 'not-a-tag')).statusCode).toBe(412);
    const listed = await save(product.id, body({ name: 'Listed' }), `"c-old", ${current}`);
    expect(listed.statusCode, listed.body).toBe(200);
  });

  it('is not moved by review decisions or a new draft of an approved product', async () => {
    const product = await createdProduct();
    const started = await versionOf(product.id);
    expect((await decide(product.id, 'submit')).statusCode).toBe(200);
    expect((await decide(product.id, 'approve')).statusCode).toBe(200);
    expect(await versionOf(product.id)).toBe(started);
    const response = await save(product.id, body({ name: 'After approval' }), started);
    expect(response.statusCode, response.body).toBe(200);
    expect(Product.parse(response.json()).reviewStatus).toBe('Draft');
  });

  it('answers 404 for another company’s product before any precondition, and 400 before 412', async () => {
    const product = await createdProduct();
    const stale = '"c-stale"';
    const foreign = await save(product.id, body(), stale, otherKeyUser);
    expect(foreign.statusCode).toBe(404);
    const missing = await save('00000000-0000-4000-8000-000000000000', body(), stale);
    expect(missing.statusCode).toBe(404);
    const invalid = await save(product.id, body({ name: '' }), stale);
    expect(invalid.statusCode).toBe(400);
  });
});
