import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createProduct, createTestPdf } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { products } from '../../platform/db/schema.ts';

/**
 * The permission matrix of issue 8: every product write call, and the reads of versions and the
 * archive (issue 25), as every kind of caller. Only key users and CompanyAdmins of the owning
 * company may write, review or read versions; another company's product is a 404 (its existence
 * is not revealed); users, integrations and the platform Admin (who belongs to no company) get
 * 403; no credentials 401.
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
  'PUT /api/products/{id} over a changed version': {
    // If-Match naming content that is no longer there: 412 for the owner only, after every
    // other check (decision 0063).
    success: 412,
    request: async () => {
      const id = await createProduct(app, demoCompanyId);
      const body = { ...productBody(), masterCode: 'PERM-MASTER' };
      const headers = { 'if-match': '"c-not-the-current-content"' };
      return { method: 'PUT', url: `/api/products/${id}`, payload: body, headers };
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

/** The version a new product of the demo company starts with. */
async function firstVersionOf(id: string): Promise<string> {
  const [row] = await app.database.db
    .select({ revisionId: products.latestRevisionId })
    .from(products)
    .where(eq(products.id, id));
  return row?.revisionId ?? '';
}

Object.assign(calls, {
  'GET …/revisions': {
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/products/${await createProduct(app, demoCompanyId)}/revisions`,
    }),
  },
  'GET …/revisions/{revisionId}': {
    success: 200,
    request: async () => {
      const id = await createProduct(app, demoCompanyId);
      return { method: 'GET', url: `/api/products/${id}/revisions/${await firstVersionOf(id)}` };
    },
  },
  'GET …/revisions/{revisionId}/changes': {
    success: 404, // a first version has none before it: the owner's answer, after every check
    request: async () => {
      const id = await createProduct(app, demoCompanyId);
      const url = `/api/products/${id}/revisions/${await firstVersionOf(id)}/changes`;
      return { method: 'GET', url };
    },
  },
  'GET /api/products/archived': {
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/products/archived' }),
  },
  'GET /api/products/due-for-review': {
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/products/due-for-review' }),
  },
} satisfies typeof calls);

/**
 * Calls on the caller's own company whatever it is: creating, reading its archive and its sheets
 * due for review.
 */
const OWN_COMPANY_CALLS = new Set([
  'POST /api/products',
  'GET /api/products/archived',
  'GET /api/products/due-for-review',
]);

/** What each caller gets: the call's success, or a refusal. */
function expectedStatus(call: string, caller: Caller): number {
  const success = calls[call]!.success;
  const isCreate = OWN_COMPANY_CALLS.has(call);
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
      // Creating and the archive are the caller's own company's; anything else another tenant's.
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
