import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../../testing/callers.ts';
import { createProduct } from '../../../testing/factories.ts';
import { createLocation, createStockEntry } from '../../../testing/inventory-factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/**
 * The permission matrix of sites, locations and stock (decision 0073), of the register of
 * hazardous substances (decision 0076) and of Seveso III per site (decision 0077), as every kind
 * of caller:
 * key users and CompanyAdmins of the company keep them, its users read the tree and the
 * location page, the platform Admin keeps every company's; integrations get 403, no credentials
 * 401; another company's key user and CompanyAdmin get 404 for all of it.
 */
let app: FastifyInstance;
let demoCompanyId: string;
let send: Callers['send'];
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ demoCompanyId, send } = await signInEveryCaller(app));
  productId = await createProduct(app, demoCompanyId, { content: { storageClass: '3' } });
}, 60_000);
afterAll(() => app.close());

const fresh = () => `Place ${randomBytes(4).toString('hex')}`;
const site = () => createLocation(app, demoCompanyId, { name: fresh() });
async function stockEntry() {
  const locationId = await site();
  const id = await createStockEntry(app, {
    companyId: demoCompanyId,
    locationId,
    productId,
    kilograms: 2,
  });
  return { id, locationId };
}
const kilograms = { productId: '', quantity: 1, unit: 'kg' };

type Call = { success: number; readers?: boolean; request: () => Promise<InjectOptions> };
const calls: Record<string, Call> = {
  'GET /api/companies/{id}/sites': {
    success: 200,
    readers: true,
    request: async () => ({ method: 'GET', url: `/api/companies/${demoCompanyId}/sites` }),
  },
  'POST /api/companies/{id}/sites': {
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/companies/${demoCompanyId}/sites`,
      payload: { name: fresh() },
    }),
  },
  'GET /api/companies/{id}/stock-movements': {
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${demoCompanyId}/stock-movements`,
    }),
  },
  'GET /api/companies/{id}/register': {
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${demoCompanyId}/register?format=csv&site=${(await stockEntry()).locationId}`,
    }),
  },
  'GET /api/sites/{id}/seveso': {
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/sites/${(await stockEntry()).locationId}/seveso`,
    }),
  },
  'GET /api/locations/{id}': {
    success: 200,
    readers: true,
    request: async () => ({ method: 'GET', url: `/api/locations/${await site()}` }),
  },
  'PUT /api/locations/{id}': {
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/locations/${await site()}`,
      payload: { name: fresh(), parentId: null },
    }),
  },
  'DELETE /api/locations/{id}': {
    success: 204,
    request: async () => ({ method: 'DELETE', url: `/api/locations/${await site()}` }),
  },
  'POST /api/locations/{id}/children': {
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/locations/${await site()}/children`,
      payload: { name: fresh() },
    }),
  },
  'POST /api/locations/{id}/stock': {
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/locations/${await site()}/stock`,
      payload: { ...kilograms, productId },
    }),
  },
  'GET /api/locations/{id}/movements': {
    success: 200,
    request: async () => ({ method: 'GET', url: `/api/locations/${await site()}/movements` }),
  },
  'PUT /api/stock/{id}': {
    success: 200,
    request: async () => {
      const entry = await stockEntry();
      return {
        method: 'PUT',
        url: `/api/stock/${entry.id}`,
        payload: { ...kilograms, quantity: 3, locationId: entry.locationId },
      };
    },
  },
  'DELETE /api/stock/{id}': {
    success: 204,
    request: async () => ({ method: 'DELETE', url: `/api/stock/${(await stockEntry()).id}` }),
  },
};

function expectedStatus(call: string, caller: Caller): number {
  const { success, readers } = calls[call]!;
  switch (caller) {
    case 'anonymous':
      return 401;
    case 'apiKey':
      return 403;
    case 'user':
      return readers ? success : 403;
    case 'keyUser':
    case 'companyAdmin':
    case 'admin':
      return success;
    case 'otherKeyUser':
    case 'otherCompanyAdmin':
      return 404;
  }
}

describe('who may keep and read sites, locations and stock', () => {
  const cases = Object.keys(calls).flatMap((call) =>
    CALLERS.map((caller) => [call, caller, expectedStatus(call, caller)] as const),
  );

  it.each(cases)('%s as %s answers %i', async (call, caller, status) => {
    const response = await send(caller, await calls[call]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });

  it('answers the platform Admin 404 for a company that does not exist', async () => {
    const response = await send('admin', {
      method: 'GET',
      url: '/api/companies/00000000-0000-4000-8000-000000000000/sites',
    });
    expect(response.statusCode).toBe(404);
  });
});
