import { Problem, Product, ProductSearchResponse, ReviewHistoryResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createApiKey } from '../../testing/factories.ts';
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

let serial = 0;
const fresh = (prefix: string) => `${prefix}-${Date.now()}-${(serial += 1)}`;

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    articleNumber: fresh('ED'),
    locale: 'en-US',
    name: 'Editor test degreaser',
    supplier: 'Test Supplies Ltd.',
    signalWord: 'Danger',
    pictograms: ['GHS02', 'GHS07'],
    unNumber: '1090',
    packingGroup: 'II',
    adrClass: '3',
    casNumbers: ['67-64-1'],
    hStatements: [{ code: 'H225' }, { code: 'EUH066', text: 'Own wording' }],
    pStatements: [{ code: 'P305+P351+P338' }],
    firstAid: 'Rinse cautiously with water for several minutes.',
    ...overrides,
  };
}

const send = (
  device: SignedInTestDevice,
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
) => asDevice(app, device, { method, url, payload });

async function created(overrides: Record<string, unknown> = {}) {
  const response = await send(keyUser, 'POST', '/api/products', productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return Product.parse(response.json());
}

const readAs = async (device: SignedInTestDevice, id: string) => {
  const response = await asDevice(app, device, { method: 'GET', url: `/api/products/${id}` });
  return response.statusCode === 200 ? Product.parse(response.json()) : null;
};

const decide = (id: string, action: 'submit' | 'approve') =>
  asDevice(app, keyUser, { method: 'POST', url: `/api/products/${id}/${action}` });

async function approved(overrides: Record<string, unknown> = {}) {
  const product = await created(overrides);
  expect((await decide(product.id, 'submit')).statusCode).toBe(200);
  expect((await decide(product.id, 'approve')).statusCode).toBe(200);
  return product;
}

async function searchAs(device: SignedInTestDevice, search: string) {
  const response = await asDevice(app, device, {
    method: 'GET',
    url: '/api/products',
    query: { search, includeAll: 'true' },
  });
  return ProductSearchResponse.parse(response.json()).items.map((item) => item.id);
}

describe('creating a product', () => {
  it('makes a draft for key users only, with official texts for bare codes', async () => {
    const body = productBody();
    const response = await send(keyUser, 'POST', '/api/products', body);
    expect(response.statusCode, response.body).toBe(201);
    const product = Product.parse(response.json());
    expect(response.headers.location).toBe(`/api/products/${product.id}`);
    expect(product).toMatchObject({
      articleNumber: body.articleNumber,
      masterCode: body.articleNumber,
      reviewStatus: 'Draft',
      importStatus: 'New',
      unNumber: '1090',
      packingGroup: 'II',
      firstAid: body.firstAid,
    });
    expect(product.hStatements).toEqual([
      { code: 'H225', text: 'Highly flammable liquid and vapour.' },
      { code: 'EUH066', text: 'Own wording' },
    ]);
    expect(await readAs(user, product.id)).toBeNull();
    expect(await searchAs(keyUser, body.articleNumber)).toEqual([product.id]);
  });

  it('stores markup in names as text', async () => {
    const name = '<img src=x onerror=alert(1)> Cleaner & "Co"';
    expect((await created({ name })).name).toBe(name);
  });

  it('refuses a second product with the same article number in a locale, not in another', async () => {
    const articleNumber = fresh('DUP');
    await created({ articleNumber });
    const again = await send(keyUser, 'POST', '/api/products', productBody({ articleNumber }));
    expect(again.statusCode).toBe(409);
    expect(Problem.parse(again.json()).type).toBe('conflict');
    const variant = await created({ articleNumber, locale: 'nl-NL', name: 'Ontvetter' });
    expect(variant.variants.map((v) => v.locale).sort()).toEqual(['en-US', 'nl-NL']);
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['a UN number of three digits', { unNumber: '109' }, 'unNumber'],
    ['a packing group without UN number', { unNumber: null, packingGroup: 'II' }, 'packingGroup'],
    ['a packing group IV', { packingGroup: 'IV' }, 'packingGroup'],
    ['a CAS number with a wrong check digit', { casNumbers: ['67-64-2'] }, 'casNumbers.0'],
    ['a P code among the H statements', { hStatements: [{ code: 'P210' }] }, 'hStatements'],
    ['an unknown H code', { hStatements: [{ code: 'H999' }] }, 'hStatements.0.code'],
    ['a pictogram GHS10', { pictograms: ['GHS10'] }, 'pictograms.0'],
    ['a 300-character article number', { articleNumber: 'A'.repeat(300) }, 'articleNumber'],
    ['a section of 20,001 characters', { hazards: 'x'.repeat(20_001) }, 'hazards'],
    ['an unknown locale', { locale: 'xx-XX' }, 'locale'],
  ])('refuses %s with 400 naming the field', async (_case, overrides, path) => {
    const response = await send(keyUser, 'POST', '/api/products', productBody(overrides));
    expect(response.statusCode, response.body).toBe(400);
    const problem = Problem.parse(response.json());
    expect(problem.type).toBe('validation-failed');
    expect(problem.errors?.map((error) => error.path)).toContain(`body.${path}`);
  });

  it('accepts a product that is not dangerous goods: no UN number, no packing group', async () => {
    const product = await created({ unNumber: null, packingGroup: null, adrClass: null });
    expect(product).toMatchObject({ unNumber: null, packingGroup: null, adrClass: null });
  });
});

describe('editing a product', () => {
  it('keeps the approved revision for users until the edit is approved, under the same id', async () => {
    const original = await approved({ name: 'Original degreaser' });
    const body = productBody({
      articleNumber: original.articleNumber,
      masterCode: original.masterCode,
      name: 'Improved degreaser',
    });
    const edited = await send(keyUser, 'PUT', `/api/products/${original.id}`, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(Product.parse(edited.json())).toMatchObject({
      id: original.id,
      name: 'Improved degreaser',
      reviewStatus: 'Draft',
    });
    expect((await readAs(user, original.id))?.name).toBe('Original degreaser');

    await decide(original.id, 'submit');
    await decide(original.id, 'approve');
    expect(await readAs(user, original.id)).toMatchObject({
      id: original.id,
      name: 'Improved degreaser',
      reviewStatus: 'Approved',
    });
    const history = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${original.id}/reviews`,
    });
    expect(ReviewHistoryResponse.parse(history.json()).items.map((item) => item.action)).toEqual([
      'approve',
      'submit',
      'edit',
      'approve',
      'submit',
    ]);
  });

  it('takes a product out of review, so an approval after the edit is refused', async () => {
    const product = await created();
    await decide(product.id, 'submit');
    const body = productBody({
      articleNumber: product.articleNumber,
      masterCode: product.masterCode,
      remarks: 'Changed while in review',
    });
    expect((await send(keyUser, 'PUT', `/api/products/${product.id}`, body)).statusCode).toBe(200);
    const approval = await decide(product.id, 'approve');
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toMatchObject({ reviewStatus: 'Draft' });
  });

  it('serialises an edit and an approval of the same product', async () => {
    const product = await created();
    await decide(product.id, 'submit');
    const body = productBody({
      articleNumber: product.articleNumber,
      masterCode: product.masterCode,
      name: 'Raced degreaser',
    });
    const [edit, approval] = await Promise.all([
      send(keyUser, 'PUT', `/api/products/${product.id}`, body),
      decide(product.id, 'approve'),
    ]);
    expect(edit.statusCode).toBe(200);
    expect([200, 409]).toContain(approval.statusCode);
    const working = await readAs(keyUser, product.id);
    expect(working).toMatchObject({ name: 'Raced degreaser', reviewStatus: 'Draft' });
    const visible = await readAs(user, product.id);
    expect(visible?.name ?? null).toBe(
      approval.statusCode === 200 ? body.name && product.name : null,
    );
  });

  it('lets users find the approved revision by a new article number at once', async () => {
    const product = await approved({ masterCode: fresh('MASTER') });
    const articleNumber = fresh('RENAMED');
    const body = productBody({ articleNumber, masterCode: product.masterCode });
    expect((await send(keyUser, 'PUT', `/api/products/${product.id}`, body)).statusCode).toBe(200);
    expect(await searchAs(user, articleNumber)).toEqual([product.id]);
    expect(await searchAs(user, product.articleNumber)).toEqual([]);
  });

  it('refuses taking another product’s article number (409) and leaves both as they were', async () => {
    const first = await created();
    const second = await created();
    const body = productBody({ articleNumber: first.articleNumber, masterCode: second.masterCode });
    const response = await send(keyUser, 'PUT', `/api/products/${second.id}`, body);
    expect(response.statusCode).toBe(409);
    expect((await readAs(keyUser, second.id))?.articleNumber).toBe(second.articleNumber);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const product = await created();
    const body = productBody({ articleNumber: product.articleNumber, masterCode: '' });
    const response = await send(keyUser, 'PUT', `/api/products/${product.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(await readAs(keyUser, product.id)).toMatchObject({ masterCode: product.masterCode });
  });
});

describe('who may create and edit', () => {
  it('refuses users (403), another company (404 on its products), and no credentials (401)', async () => {
    const product = await created();
    const body = productBody({ articleNumber: product.articleNumber, masterCode: 'X' });
    expect((await send(user, 'POST', '/api/products', productBody())).statusCode).toBe(403);
    expect((await send(user, 'PUT', `/api/products/${product.id}`, body)).statusCode).toBe(403);
    const foreign = await send(otherKeyUser, 'PUT', `/api/products/${product.id}`, body);
    expect(foreign.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: '/api/products', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const key = await createApiKey(app, keyUser.user.companyId);
    const integration = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'api-key': key },
      payload: productBody(),
    });
    expect(integration.statusCode).toBe(403);
    expect(await readAs(keyUser, product.id)).toMatchObject({ masterCode: product.masterCode });
  });
});

describe('the official statement list', () => {
  it('gives key users every code with its text in the asked language', async () => {
    const response = await asDevice(app, keyUser, {
      method: 'GET',
      url: '/api/statements',
      query: { locale: 'nl-NL' },
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: { code: string; text: string }[] };
    expect(items.length).toBeGreaterThan(200);
    expect(items.find((item) => item.code === 'H225')?.text).toBe(
      'Licht ontvlambare vloeistof en damp.',
    );
    expect(items.some((item) => item.code === 'P305+P351+P338')).toBe(true);
  });

  it('gives every reader the list (the sheet shows statements in the reader’s language)', async () => {
    const forUser = await asDevice(app, user, {
      method: 'GET',
      url: '/api/statements',
      query: { locale: 'de-DE' },
    });
    expect(forUser.statusCode).toBe(200);
    const { items } = forUser.json() as { items: { code: string; text: string }[] };
    expect(items.find((item) => item.code === 'H225')?.text).toBe(
      'Flüssigkeit und Dampf leicht entzündbar.',
    );
    const anonymous = await app.inject({ method: 'GET', url: '/api/statements?locale=de-DE' });
    expect(anonymous.statusCode).toBe(401);
  });
});
