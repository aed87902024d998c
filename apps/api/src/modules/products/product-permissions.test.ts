import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createProduct, createTestPdf } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * The permission matrix of issue 8: every product write call as every kind of caller. Only key
 * users and CompanyAdmins of the owning company may write or review; another company's product
 * is a 404 (its existence is not revealed); users, integrations and the platform Admin (who
 * belongs to no company) get 403; no credentials 401.
 */
let app: FastifyInstance;
let demoCompanyId: string;
let send: Callers['send'];

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ demoCompanyId, send } = await signInEveryCaller(app));
});
afterAll(() => app.close());

const productBody = () => ({
  articleNumber: `PERM-${Math.random().toString(36).slice(2, 10)}`,
  locale: 'en-US',
  name: 'Permission test cleaner',
});

async function pdfForm() {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await createTestPdf('perm'))]), 'sds.pdf');
  return form;
}

/** Each call with a fresh product of the demo company in the state the call needs. */
const calls: Record<string, { success: number; request: () => Promise<InjectOptions> }> = {
  'POST /api/products': {
    success: 201,
    request: async () => ({ method: 'POST', url: '/api/products', payload: productBody() }),
  },
  'PUT /api/products/{id}': {
    success: 200,
    request: async () => {
      const id = await createProduct(app, demoCompanyId);
      const body = { ...productBody(), masterCode: 'PERM-MASTER' };
      return { method: 'PUT', url: `/api/products/${id}`, payload: body };
    },
  },
  'DELETE /api/products/{id}': {
    success: 204,
    request: async () => ({
      method: 'DELETE',
      url: `/api/products/${await createProduct(app, demoCompanyId)}`,
    }),
  },
  'POST …/submit': {
    success: 200,
    request: async () => {
      const id = await createProduct(app, demoCompanyId, { reviewStatus: 'Draft' });
      return { method: 'POST', url: `/api/products/${id}/submit` };
    },
  },
  'POST …/approve': {
    success: 200,
    request: async () => {
      const id = await createProduct(app, demoCompanyId, { reviewStatus: 'InReview' });
      return { method: 'POST', url: `/api/products/${id}/approve` };
    },
  },
  'POST …/reject': {
    success: 200,
    request: async () => {
      const id = await createProduct(app, demoCompanyId, { reviewStatus: 'InReview' });
      return {
        method: 'POST',
        url: `/api/products/${id}/reject`,
        payload: { reason: 'Section 8 is incomplete' },
      };
    },
  },
  'POST …/upload/pdf': {
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/products/${await createProduct(app, demoCompanyId)}/upload/pdf`,
      payload: await pdfForm(),
    }),
  },
  'DELETE …/upload/pdf': {
    success: 204,
    request: async () => {
      const id = await createProduct(app, demoCompanyId);
      const upload = await send('keyUser', {
        method: 'POST',
        url: `/api/products/${id}/upload/pdf`,
        payload: await pdfForm(),
      });
      expect(upload.statusCode).toBe(201);
      return { method: 'DELETE', url: `/api/products/${id}/upload/pdf` };
    },
  },
};

/** What each caller gets: the call's success, or a refusal. */
function expectedStatus(call: string, caller: Caller): number {
  const success = calls[call]!.success;
  const isCreate = call === 'POST /api/products';
  switch (caller) {
    case 'anonymous':
      return 401;
    case 'user':
    case 'apiKey':
    case 'admin':
      return 403;
    case 'keyUser':
    case 'companyAdmin':
      return success;
    case 'otherKeyUser':
    case 'otherCompanyAdmin':
      // Creating is always in the caller's own company; anything else is another tenant's.
      return isCreate ? success : 404;
  }
}

describe('who may write and review products', () => {
  const cases = Object.keys(calls).flatMap((call) =>
    CALLERS.map((caller) => [call, caller, expectedStatus(call, caller)] as const),
  );

  it.each(cases)('%s as %s answers %i', async (call, caller, status) => {
    const response = await send(caller, await calls[call]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });
});
