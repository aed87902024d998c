import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createProduct } from '../../testing/factories.ts';
import { mailTo } from '../../testing/outbox.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * The permission matrix of the suppliers' calls (decision 0070), as every kind of caller: key
 * users and CompanyAdmins of the company only; another company's supplier or product is a 404;
 * users, integrations and the platform Admin get 403; no credentials 401. The upload page's
 * look-up is public: the link is the credential, whoever sends it.
 */
let app: FastifyInstance;
let demoCompanyId: string;
let send: Callers['send'];

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ demoCompanyId, send } = await signInEveryCaller(app));
}, 60_000);
afterAll(() => app.close());

/** A product of the demo company naming a fresh supplier that has an e-mail address. */
async function productWithSupplier(): Promise<{ productId: string; supplierId: string }> {
  const name = `Supplier ${randomBytes(4).toString('hex')}`;
  const productId = await createProduct(app, demoCompanyId, { content: { supplier: name } });
  const result = await app.database.db.execute<{ id: string }>(sql`
    update suppliers set email = ${`${name.replace(' ', '-')}@supplier.example`}
    where company_id = ${demoCompanyId} and name = ${name} returning id`);
  const supplierId = result.rows[0]?.id;
  if (!supplierId) throw new Error('The trigger recorded no supplier');
  return { productId, supplierId };
}

const supplierBody = () => ({
  name: `Supplier ${randomBytes(4).toString('hex')}`,
  email: null,
  phone: null,
  locale: null,
});

const calls: Record<string, { success: number; request: () => Promise<InjectOptions> }> = {
  'GET /api/suppliers': {
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/suppliers' }),
  },
  'POST /api/suppliers': {
    success: 201,
    request: async () => ({ method: 'POST', url: '/api/suppliers', payload: supplierBody() }),
  },
  'GET /api/suppliers/{id}': {
    success: 200,
    request: async () => {
      const { supplierId } = await productWithSupplier();
      return { method: 'GET', url: `/api/suppliers/${supplierId}` };
    },
  },
  'PUT /api/suppliers/{id}': {
    success: 200,
    request: async () => {
      const { supplierId } = await productWithSupplier();
      return { method: 'PUT', url: `/api/suppliers/${supplierId}`, payload: supplierBody() };
    },
  },
  'GET /api/products/{id}/supplier-requests': {
    success: 200,
    request: async () => {
      const { productId } = await productWithSupplier();
      return { method: 'GET', url: `/api/products/${productId}/supplier-requests` };
    },
  },
  'POST /api/products/{id}/supplier-requests': {
    success: 201,
    request: async () => {
      const { productId } = await productWithSupplier();
      return { method: 'POST', url: `/api/products/${productId}/supplier-requests`, payload: {} };
    },
  },
};

/** Calls on the caller's own company, whatever it is. */
const OWN_COMPANY_CALLS = new Set(['GET /api/suppliers', 'POST /api/suppliers']);

function expectedStatus(call: string, caller: Caller): number {
  const success = calls[call]!.success;
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
      return OWN_COMPANY_CALLS.has(call) ? success : 404;
  }
}

describe('who may keep suppliers and ask them for sheets', () => {
  const cases = Object.keys(calls).flatMap((call) =>
    CALLERS.map((caller) => [call, caller, expectedStatus(call, caller)] as const),
  );

  it.each(cases)('%s as %s answers %i', async (call, caller, status) => {
    const response = await send(caller, await calls[call]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });

  it.each(CALLERS)(
    'the upload page’s look-up answers the link, not the caller (%s)',
    async (caller) => {
      const { productId, supplierId } = await productWithSupplier();
      const asked = await send('keyUser', {
        method: 'POST',
        url: `/api/products/${productId}/supplier-requests`,
        payload: { supplierId },
      });
      const to = (asked.json() as { email: string }).email;
      const mail = (await mailTo(app, to)).at(-1);
      const token = /#supplier-upload=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      const lookUp = (value: string) =>
        send(caller, {
          method: 'POST',
          url: '/api/supplier-upload/lookup',
          payload: { token: value },
        });
      expect((await lookUp(token)).statusCode).toBe(200);
      expect((await lookUp(`${token}x`)).statusCode).toBe(403);
    },
  );
});
