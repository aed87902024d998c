import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  accessTokenOf,
  asAccount,
  demoCompanyId,
} from '../../testing/account-client.ts';
import { createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * The platform Admin belongs to no company (docs/product/roles-and-access.md#the-platform-admin:
 * everything, for every company): its product reads name the company in `companyId`, and without
 * one answer a 400 that says so. Before issue 20 they ended in `''::uuid` and a 500.
 */
let app: FastifyInstance;
let adminToken: string;
let demoId: string;
let acmeId: string;
let draftId: string;
let draftArticle: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  adminToken = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
  demoId = await demoCompanyId(app, 'Demo');
  acmeId = await demoCompanyId(app, 'Acme');
  draftArticle = 'ADMIN-READ-DRAFT';
  draftId = await createProduct(app, demoId, {
    reviewStatus: 'Draft',
    articleNumber: draftArticle,
    masterCode: 'ADMIN-READ-MASTER',
  });
});
afterAll(() => app.close());

const asAdmin = (url: string) => asAccount(app, adminToken, { method: 'GET', url });

/** Every product read the Admin may call, with the company it names (or not). */
const reads = (companyQuery: string) => [
  `/api/products?includeAll=true${companyQuery.replace('?', '&')}`,
  `/api/products/list${companyQuery}`,
  `/api/products/allLocales${companyQuery}`,
  `/api/products/articlenumber/${draftArticle}/en-US${companyQuery}`,
  `/api/products/mastercode/ADMIN-READ-MASTER${companyQuery}`,
  `/api/products/${draftId}${companyQuery}`,
  `/api/products/${draftId}/download/pdf${companyQuery}`,
];

describe('the platform Admin reading products', () => {
  it('is told to name a company: 400 with the field, never a 500', async () => {
    for (const url of reads('')) {
      const response = await asAdmin(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      expect(response.json(), url).toMatchObject({
        type: 'validation-failed',
        errors: [{ path: 'querystring.companyId', code: 'required' }],
      });
    }
  });

  it('reads the company it names, in every review state', async () => {
    const query = `?companyId=${demoId}`;
    const search = await asAdmin(
      `/api/products?includeAll=true&companyId=${demoId}&search=${draftArticle}`,
    );
    expect(search.statusCode).toBe(200);
    expect(search.json().items.map((item: { id: string }) => item.id)).toContain(draftId);
    // The picker list shows approved products, the Admin's as everyone's.
    const list = await asAdmin(`/api/products/list${query}&allLocales=true`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(draftId);
    for (const url of reads(query).slice(3, 6)) {
      const response = await asAdmin(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ id: draftId, companyId: demoId });
    }
    // The draft has no SDS yet: a 404 for the document, not for the product.
    const pdf = await asAdmin(`/api/products/${draftId}/download/pdf${query}`);
    expect(pdf.json()).toMatchObject({ type: 'not-found', detail: 'No such document' });
    const companyList = await asAdmin(`/api/companies/${demoId}/products?allLocales=true`);
    expect(companyList.statusCode).toBe(200);
  });

  it('finds nothing of one company under another', async () => {
    const response = await asAdmin(`/api/products/${draftId}?companyId=${acmeId}`);
    expect(response.statusCode).toBe(404);
  });

  it('leaves a company caller naming another company at 404', async () => {
    const ownerToken = await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin);
    const response = await asAccount(app, ownerToken, {
      method: 'GET',
      url: `/api/products/list?companyId=${acmeId}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
