import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { loginPayload } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * A NUL byte (or another control character) in any text a request carries is a 400 naming the
 * field (issue 20, finding 3): before, it reached PostgreSQL, which refuses NUL in text and
 * jsonb, and the answer was a 500 — also without signing in and outside the failure limits.
 */
let app: FastifyInstance;
let send: Callers['send'];
let demoCompanyId: string;
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ send, demoCompanyId } = await signInEveryCaller(app));
  productId = await createProduct(app, demoCompanyId);
});
afterAll(() => app.close());

/** Each call the probe found, as its caller, with the field that carries the NUL. */
const probes = (): { caller: Caller; request: InjectOptions; field: string }[] => [
  {
    caller: 'anonymous',
    request: {
      method: 'POST',
      url: '/api/account/token',
      payload: { email: 'owner@demo-chemicals.example\u0000', password: 'x' },
    },
    field: 'body.email',
  },
  {
    caller: 'anonymous',
    request: {
      method: 'POST',
      url: '/api/account',
      payload: { companyName: 'Nul\u0000 B.V.', name: 'Ann', email: 'ann@example.com' },
    },
    field: 'body.companyName',
  },
  {
    caller: 'anonymous',
    request: { method: 'POST', url: '/api/Authorization', payload: loginPayload('DEMO\u0000') },
    field: 'body.authCode',
  },
  {
    caller: 'keyUser',
    request: {
      method: 'POST',
      url: '/api/products',
      payload: { articleNumber: 'NUL-1', locale: 'en-US', name: 'Cleaner\u0000' },
    },
    field: 'body.name',
  },
  {
    caller: 'user',
    request: { method: 'POST', url: '/api/feedback', payload: { message: 'Hello\u0000there' } },
    field: 'body.message',
  },
  {
    caller: 'companyAdmin',
    request: {
      method: 'POST',
      url: `/api/Companies/${demoCompanyId}/apikey`,
      payload: { name: 'ERP\u0001' },
    },
    field: 'body.name',
  },
  {
    caller: 'companyAdmin',
    request: {
      method: 'PUT',
      url: `/api/Companies/${demoCompanyId}`,
      payload: { name: 'Demo\u0000' },
    },
    field: 'body.name',
  },
  {
    caller: 'admin',
    request: {
      method: 'POST',
      url: '/api/Licenses',
      payload: {
        name: 'Basic\u0000',
        userLicences: 1,
        keyUserLicences: 1,
        durationMonths: null,
        isAvailable: true,
      },
    },
    field: 'body.name',
  },
  {
    caller: 'user',
    request: { method: 'GET', url: '/api/products/articlenumber/%00/en-US' },
    field: 'params.articleNumber',
  },
  {
    caller: 'user',
    request: { method: 'GET', url: '/api/products/mastercode/%00' },
    field: 'params.masterCode',
  },
  {
    caller: 'admin',
    request: { method: 'GET', url: '/api/Companies?search=%00' },
    field: 'querystring.search',
  },
  {
    caller: 'keyUser',
    request: { method: 'DELETE', url: `/api/products/${productId}/upload/image?reference=%00` },
    field: 'querystring.reference',
  },
];

describe('control characters in requests', () => {
  it('answer 400 naming the field on every call the probe found, never 500', async () => {
    for (const { caller, request, field } of probes()) {
      const response = await send(caller, request);
      const context = `${caller} ${request.method} ${request.url} → ${response.statusCode} ${response.body}`;
      expect(response.statusCode, context).toBe(400);
      expect(response.headers['content-type'], context).toMatch(/^application\/problem\+json/);
      const problem = response.json() as { errors?: { path: string; code: string }[] };
      expect(
        problem.errors?.map((error) => error.path),
        context,
      ).toContain(field);
    }
  });

  it('keep tabs and line breaks where text has lines', async () => {
    const response = await send('user', {
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Line one\r\nLine two\twith a tab' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('are refused inside a multipart form field too', async () => {
    const form = new FormData();
    form.append('CompanyId', demoCompanyId);
    form.append('IsExistingProduct', 'false');
    form.append('Remarks', 'Acetone\u0000 please');
    const response = await send('user', {
      method: 'POST',
      url: '/api/products/request',
      payload: form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ path: 'body.Remarks', code: 'control_character' }),
    ]);
  });
});
