import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createApiKey, findDemoProduct } from '../../testing/factories.ts';
import { canInspectPdfs, pdfText } from '../../testing/pdf-inspection.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let demoUser: SignedInTestDevice;
let demoKeyUser: SignedInTestDevice;
let acmeUser: SignedInTestDevice;
const ids = { acetoneNl: '', draft: '' };

const productId = async (masterCode: string, locale: string) =>
  (await findDemoProduct(app, masterCode, locale)).id;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://sds.example.com' } });
  [demoUser, demoKeyUser, acmeUser] = await Promise.all([
    signIn(app, 'DEMO-USER-2026'),
    signIn(app, 'DEMO-KEY-2026'),
    signIn(app, 'ACME-USER-2026'),
  ]);
  ids.acetoneNl = await productId('DC-ACETONE', 'nl-NL');
  ids.draft = await productId('DC-EP210-B', 'en-US');
});
afterAll(() => app.close());

const generate = (device: SignedInTestDevice, id: string, type: string) =>
  asDevice(app, device, { method: 'POST', url: `/api/products/${id}/download/${type}` });

describe('documents generated from a product', () => {
  it('renders the workplace sheet as a pdf in the product’s language', async () => {
    const response = await generate(demoUser, ids.acetoneNl, 'sheet');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename=.*sheet.*nl-NL/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (!canInspectPdfs) return;
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Aceton technisch 99,5 %');
    expect(text).toContain('Eerste hulp');
  });

  it('renders the container label for a key user too, and for a company integration', async () => {
    expect((await generate(demoKeyUser, ids.acetoneNl, 'label')).statusCode).toBe(200);
    const apiKey = await createApiKey(app, demoUser.user.companyId);
    const response = await app.inject({
      method: 'POST',
      url: `/api/products/${ids.acetoneNl}/download/label`,
      headers: { 'api-key': apiKey },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses unknown types, strangers, other companies and unseen products', async () => {
    expect((await generate(demoUser, ids.acetoneNl, 'poster')).statusCode).toBe(400);
    expect((await generate(demoUser, 'not-an-id', 'sheet')).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/products/${ids.acetoneNl}/download/sheet`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await generate(acmeUser, ids.acetoneNl, 'sheet')).statusCode).toBe(404);
    expect((await generate(demoUser, ids.draft, 'sheet')).statusCode).toBe(404);
    expect((await generate(demoKeyUser, ids.draft, 'sheet')).statusCode).toBe(200);
  });

  it('needs the XSRF header from a browser that carries cookies', async () => {
    const { 'x-xsrf-token': _xsrf, ...headers } = demoUser.headers;
    const response = await app.inject({
      method: 'POST',
      url: `/api/products/${ids.acetoneNl}/download/sheet`,
      headers,
      cookies: demoUser.cookies,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().type).toBe('xsrf-rejected');
  });
});
