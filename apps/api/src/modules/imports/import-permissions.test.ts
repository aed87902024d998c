import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createProduct } from '../../testing/factories.ts';
import { sdsForm } from '../../testing/import-client.ts';
import { buildSdscomXml } from '../../testing/sdscom-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { products } from '../../platform/db/schema.ts';
import { eq } from 'drizzle-orm';

/**
 * The import calls as every kind of caller (docs/product/roles-and-access.md#who-may-call-what):
 * key users and CompanyAdmins of the owning company; another company's product is a 404; users,
 * integrations and the platform Admin 403; nobody 401. (The converter's notification has a
 * signature instead: see import-notification.test.ts.)
 */
let app: FastifyInstance;
let callers: Callers;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  callers = await signInEveryCaller(app);
});
afterAll(() => app.close());

/** A product of the demo company with a stored SDS to import. */
async function importableProduct() {
  const id = await createProduct(app, callers.demoCompanyId);
  const stored = await app.fileStore.put(
    Buffer.from(buildSdscomXml({ shape: 'v5', language: 'en' })),
  );
  const source = { fileName: 'sds.xml', contentType: 'application/xml', storageKey: stored.key };
  await app.database.db
    .update(products)
    .set({ importSource: { ...source, sha256: stored.sha256, sizeBytes: stored.sizeBytes } })
    .where(eq(products.id, id));
  return id;
}

const calls: Record<string, { success: number; request: () => Promise<InjectOptions> }> = {
  'POST /api/vibupload': {
    success: 202,
    request: async () => ({
      method: 'POST',
      url: '/api/vibupload',
      payload: sdsForm(buildSdscomXml({ shape: 'v4', language: 'de' }), 'a.xml', 'text/xml'),
    }),
  },
  'GET …/importstatus': {
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/products/${await createProduct(app, callers.demoCompanyId)}/importstatus`,
    }),
  },
  'POST …/importdecision': {
    success: 200,
    request: async () => {
      // An upload of the demo company asking whether it is another version of a product.
      const upload = await createProduct(app, callers.demoCompanyId);
      const other = await createProduct(app, callers.demoCompanyId);
      await app.database.db
        .update(products)
        .set({ importDuplicate: { productId: other, reasons: ['ufi'], similarity: null } })
        .where(eq(products.id, upload));
      return {
        method: 'POST',
        url: `/api/products/${upload}/importdecision`,
        payload: { choice: 'differentProduct', productId: other },
      };
    },
  },
  'POST …/importvib': {
    success: 202,
    request: async () => ({
      method: 'POST',
      url: `/api/products/${await importableProduct()}/importvib`,
    }),
  },
};

function expectedStatus(call: string, caller: Caller): number {
  switch (caller) {
    case 'anonymous':
      return 401;
    case 'user':
    case 'apiKey':
    case 'admin':
      return 403;
    case 'keyUser':
    case 'companyAdmin':
      return calls[call]!.success;
    case 'otherKeyUser':
    case 'otherCompanyAdmin':
      // An upload lands in the caller's own company; the rest is another tenant's product.
      return call === 'POST /api/vibupload' ? calls[call]!.success : 404;
  }
}

describe('who may import', () => {
  const cases = Object.keys(calls).flatMap((call) =>
    CALLERS.map((caller) => [call, caller, expectedStatus(call, caller)] as const),
  );

  it.each(cases)('%s as %s answers %i', async (call, caller, status) => {
    const response = await callers.send(caller, await calls[call]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });
});
