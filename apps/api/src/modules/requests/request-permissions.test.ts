import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, productRequests } from '../../platform/db/schema.ts';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { createTestPdf } from '../../testing/factories.ts';
import { productRequestForm } from '../../testing/request-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * Feedback and product requests as every kind of caller
 * (docs/product/roles-and-access.md#who-may-call-what, decision 0025): anyone signed in sends
 * feedback (not integrations), only the Admin reads it; anyone of a company asks for a product for
 * their own company; the company's key users and CompanyAdmin work through its requests, another
 * company's are a 404; nobody is a 401.
 */
let app: FastifyInstance;
let callers: Callers;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  callers = await signInEveryCaller(app);
});
afterAll(() => app.close());

/** An open request of the demo company, with a stored PDF. */
async function demoRequest(): Promise<string> {
  const stored = await app.fileStore.put(await createTestPdf('Requested sheet'));
  const [row] = await app.database.db
    .insert(productRequests)
    .values({
      companyId: callers.demoCompanyId,
      requesterKind: 'device',
      requesterId: crypto.randomUUID(),
      requesterRole: 'User',
      requesterName: 'sds-portal-web',
      isExistingProduct: false,
      remarks: 'Permission matrix',
      file: {
        storageKey: stored.key,
        fileName: 'sheet.pdf',
        contentType: 'application/pdf',
        sha256: stored.sha256,
        sizeBytes: stored.sizeBytes,
      },
    })
    .returning({ id: productRequests.id });
  return row!.id;
}

async function someFeedback(): Promise<string> {
  const [row] = await app.database.db
    .insert(feedback)
    .values({
      companyId: callers.demoCompanyId,
      actorKind: 'device',
      actorId: crypto.randomUUID(),
      actorRole: 'User',
      actorName: 'sds-portal-web',
      message: 'Permission matrix',
    })
    .returning({ id: feedback.id });
  return row!.id;
}

type Audience = 'everyone' | 'admin' | 'companyPeople' | 'keyUsers';

const calls: Record<
  string,
  { audience: Audience; success: number; request: () => Promise<InjectOptions> }
> = {
  'POST /api/feedback': {
    audience: 'everyone',
    success: 201,
    request: async () => ({ method: 'POST', url: '/api/feedback', payload: { message: 'Hi' } }),
  },
  'GET /api/feedback': {
    audience: 'admin',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/feedback' }),
  },
  'PUT /api/feedback/{id}': {
    audience: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/feedback/${await someFeedback()}`,
      payload: { handled: true },
    }),
  },
  'POST /api/products/request': {
    audience: 'companyPeople',
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/products/request',
      payload: productRequestForm({ CompanyId: callers.demoCompanyId, Remarks: 'Acetone' }),
    }),
  },
  'GET /api/products/requests': {
    audience: 'keyUsers',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/products/requests' }),
  },
  'GET /api/products/requests/{id}': {
    audience: 'keyUsers',
    success: 200,
    request: async () => ({ method: 'GET', url: `/api/products/requests/${await demoRequest()}` }),
  },
  'GET …/{id}/file': {
    audience: 'keyUsers',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/products/requests/${await demoRequest()}/file`,
    }),
  },
  'POST …/{id}/convert': {
    audience: 'keyUsers',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: `/api/products/requests/${await demoRequest()}/convert`,
    }),
  },
  'POST …/{id}/dismiss': {
    audience: 'keyUsers',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: `/api/products/requests/${await demoRequest()}/dismiss`,
    }),
  },
};

/** Calls that name the demo company (in the path or the form): another company's caller gets 404. */
const namesDemoCompany = (call: string) => call.includes('{id}') || call.endsWith('/request');

function expectedStatus(call: string, caller: Caller): number {
  const { audience, success } = calls[call]!;
  if (caller === 'anonymous') return 401;
  const mayCall: Record<Audience, readonly Caller[]> = {
    everyone: ['user', 'admin', 'keyUser', 'companyAdmin', 'otherKeyUser', 'otherCompanyAdmin'],
    admin: ['admin'],
    companyPeople: ['user', 'keyUser', 'companyAdmin', 'otherKeyUser', 'otherCompanyAdmin'],
    keyUsers: ['keyUser', 'companyAdmin', 'otherKeyUser', 'otherCompanyAdmin'],
  };
  if (!mayCall[audience].includes(caller)) return 403;
  const isOtherCompany = caller === 'otherKeyUser' || caller === 'otherCompanyAdmin';
  return isOtherCompany && audience !== 'everyone' && namesDemoCompany(call) ? 404 : success;
}

describe('who may send feedback and work through product requests', () => {
  const cases = Object.keys(calls).flatMap((call) =>
    CALLERS.map((caller) => [call, caller, expectedStatus(call, caller)] as const),
  );

  it.each(cases)('%s as %s answers %i', async (call, caller, status) => {
    const response = await callers.send(caller, await calls[call]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });
});
