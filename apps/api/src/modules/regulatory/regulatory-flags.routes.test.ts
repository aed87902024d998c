import { Product, ProductSearchResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let demoUser: SignedInTestDevice;
let demoKeyUser: SignedInTestDevice;
let acmeUser: SignedInTestDevice;
let flagged: string;
let clean: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  demoUser = await signIn(app, 'DEMO-USER-2026');
  demoKeyUser = await signIn(app, 'DEMO-KEY-2026');
  acmeUser = await signIn(app, 'ACME-USER-2026');
  const companyId = demoUser.user.companyId;
  flagged = await createProduct(app, companyId, {
    content: { name: 'Formalin plasticiser blend', casNumbers: ['50-00-0', '117-81-7'] },
  });
  clean = await createProduct(app, companyId, {
    content: { name: 'Formalin-free ethanol cleaner', casNumbers: ['64-17-5'] },
  });
});
afterAll(() => app.close());

async function sheet(device: SignedInTestDevice, id: string) {
  return asDevice(app, device, { method: 'GET', url: `/api/products/${id}` });
}

describe('regulatory flags on GET /api/products/{id}', () => {
  it.each([
    ['a User', () => demoUser],
    ['a KeyUser', () => demoKeyUser],
  ])('answers %s the flags of the CAS numbers, each with its list date', async (_who, device) => {
    const response = await sheet(device(), flagged);
    expect(response.statusCode, response.body).toBe(200);
    const product = Product.parse(response.json());
    expect(
      product.regulatoryFlags.map(({ kind, cas, detail }) => `${kind} ${cas} ${detail}`),
    ).toEqual([
      'svhc 117-81-7 57c;57f-ENV;57f-HH',
      'cmr 50-00-0 Carc. 1B',
      'cmr 117-81-7 Repr. 1B',
      'authorisation 117-81-7 2015-02-21',
      'restriction 50-00-0 77',
      'restriction 117-81-7 51',
    ]);
    expect(product.regulatoryFlags[0]).toMatchObject({
      substance: 'Bis (2-ethylhexyl)phthalate (DEHP)',
      listVersion: '2026-02-04',
    });
  });

  it('answers no flags for a product whose substances are on no list', async () => {
    const response = await sheet(demoUser, clean);
    expect(Product.parse(response.json()).regulatoryFlags).toEqual([]);
  });

  it('answers another company’s product with a 404, flags or not', async () => {
    const response = await sheet(acmeUser, flagged);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Carc. 1B');
  });
});

describe('regulatory flag kinds on search hits', () => {
  it('gives each hit the kinds of its flags, once each', async () => {
    const response = await asDevice(app, demoKeyUser, {
      method: 'GET',
      url: '/api/products',
      query: { search: 'Formalin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const hits = ProductSearchResponse.parse(response.json()).items;
    const kinds = Object.fromEntries(hits.map((hit) => [hit.id, hit.regulatoryFlagKinds]));
    expect(kinds[flagged]).toEqual(['svhc', 'cmr', 'authorisation', 'restriction']);
    expect(kinds[clean]).toEqual([]);
    expect(response.body).not.toContain('casNumbers');
  });
});
