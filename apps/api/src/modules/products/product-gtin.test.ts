import { Problem, Product, ProductSearchResponse, SyncResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * A product's EAN/GTIN barcode number (issue 24 point 4, decision 0062): checked when written,
 * kept as digits, found as a code in any of its lengths — so a scanned EAN-13 finds it — and
 * carried in the offline pack's sheets.
 */
let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
let companyId: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  const company = await createCompany(app);
  companyId = company.id;
  keyUser = await signIn(app, company.codes.KeyUser);
  user = await signIn(app, company.codes.User);
});
afterAll(() => app.close());

const create = (gtin: unknown) =>
  asDevice(app, keyUser, {
    method: 'POST',
    url: '/api/products',
    payload: {
      articleNumber: `GT-${Math.random()}`,
      locale: 'en-US',
      name: 'Scanned cleaner',
      gtin,
    },
  });

const search = async (text: string) => {
  const response = await asDevice(app, user, {
    method: 'GET',
    url: '/api/products',
    query: { search: text },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchResponse.parse(response.json()).items.map((item) => item.id);
};

describe('a product’s GTIN', () => {
  it('is kept as digits when its check digit is right', async () => {
    const response = await create('4006381 333931');
    expect(response.statusCode, response.body).toBe(201);
    expect(Product.parse(response.json()).gtin).toBe('4006381333931');
    expect(Product.parse((await create('')).json()).gtin).toBeNull();
  });

  it('is refused with a wrong check digit or length, naming the field', async () => {
    for (const gtin of ['4006381333932', '40063813', '12345', 'ABCDEFGHIJKLM']) {
      const response = await create(gtin);
      expect(response.statusCode, gtin).toBe(400);
      const problem = Problem.parse(response.json());
      expect(problem.errors?.map((error) => error.path)).toContain('body.gtin');
    }
  });

  it('finds the product by the scanned EAN-13, by its GTIN-14 and by its UPC-A', async () => {
    const ean = await createProduct(app, companyId, { content: { gtin: '4006381333931' } });
    const upc = await createProduct(app, companyId, { content: { gtin: '0036000291452' } });
    expect(await search('4006381333931')).toEqual([ean]);
    expect(await search('04006381333931')).toEqual([ean]);
    expect(await search('036000291452')).toEqual([upc]);
    expect(await search('00036000291452')).toEqual([upc]);
    expect(await search('4006381333932')).toEqual([]);
  });

  it('comes with the sheet in the offline pack', async () => {
    const id = await createProduct(app, companyId, { content: { gtin: '96385074' } });
    const response = await asDevice(app, user, { method: 'GET', url: '/api/products/sync' });
    const sheet = SyncResponse.parse(response.json()).items.find((item) => item.id === id);
    expect(sheet?.gtin).toBe('96385074');
  });
});
