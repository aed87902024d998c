import { IMPORT_SIGNATURE_HEADER, Problem } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import { buildSdscomXml } from '../../testing/sdscom-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { isSignedNotification, signNotification } from './notification-signature.ts';

const SECRET = 'converter-shared-secret-of-at-least-32-characters';
let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { IMPORT_NOTIFICATION_SECRET: SECRET } });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  productId = await createProduct(app, keyUser.user.companyId, { importStatus: 'Waiting' });
});
afterAll(() => app.close());

const now = () => Math.floor(Date.now() / 1000);

function notify(body: string, signature: string | undefined, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/vibupload/notification',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [IMPORT_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: body,
  });
}

const signed = (body: string, at = now(), secret = SECRET) =>
  notify(body, signNotification(secret, body, at));

async function importStatus(id = productId) {
  const response = await asDevice(app, keyUser, {
    method: 'GET',
    url: `/api/products/${id}/importstatus`,
  });
  return response.json();
}

describe('the converter notification is signed, never anonymous', () => {
  const body = () => JSON.stringify({ productId, status: 'NoXml' });

  it.each([
    ['no signature', () => notify(body(), undefined)],
    ['another secret', () => signed(body(), now(), 'another-secret-another-secret-another')],
    ['a signature of another body', () => notify(body(), signNotification(SECRET, '{}', now()))],
    ['a replay ten minutes later', () => signed(body(), now() - 600)],
    ['a garbled header', () => notify(body(), 'sha256=abc')],
  ])('refuses %s: 401, nothing recorded', async (_case, send) => {
    const before = await importStatus();
    const response = await send();
    expect(response.statusCode).toBe(401);
    expect(Problem.parse(response.json()).type).toBe('unauthenticated');
    expect(await importStatus()).toEqual(before);
  });

  it('checks the signature before reading the body: unsigned rubbish is 401, signed rubbish 400', async () => {
    expect((await notify('{not json', undefined)).statusCode).toBe(401);
    expect((await signed('{not json')).statusCode).toBe(400);
    expect((await signed(JSON.stringify({ productId, status: 'Done' }))).statusCode).toBe(400);
  });

  it('refuses everything when no secret is configured', async () => {
    const bare = await createTestApp();
    try {
      const body = JSON.stringify({ productId, status: 'NoXml' });
      const response = await notify(body, signNotification(SECRET, body, now()), bare);
      expect(response.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('compares in constant time and only within the tolerance', () => {
    const body = '{"a":1}';
    const at = now();
    expect(isSignedNotification(SECRET, signNotification(SECRET, body, at), body, at)).toBe(true);
    expect(isSignedNotification(SECRET, signNotification(SECRET, body, at), body, at + 301)).toBe(
      false,
    );
    expect(isSignedNotification(null, signNotification(SECRET, body, at), body, at)).toBe(false);
  });
});

describe('a signed notification', () => {
  it('records a failure in the converter words', async () => {
    const body = JSON.stringify({ productId, status: 'ImportFailed', detail: 'OCR failed' });
    expect((await signed(body)).statusCode).toBe(204);
    expect(await importStatus()).toMatchObject({
      status: 'ImportFailed',
      reason: 'converter-failed',
      detail: 'OCR failed',
    });
  });

  it('applies the XML of a completed conversion like an import of its own', async () => {
    const xml = buildSdscomXml({ shape: 'v5', language: 'en' });
    const body = JSON.stringify({ productId, status: 'Completed', xml });
    expect((await signed(body)).statusCode).toBe(204);
    expect(await importStatus()).toMatchObject({ status: 'Completed', productId });
    const product = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${productId}`,
    });
    expect(product.json()).toMatchObject({ name: 'Acetone Cleaner 5L', reviewStatus: 'Draft' });
  });

  it('refuses XML the import cannot read (400) and an unknown product (404)', async () => {
    const badXml = JSON.stringify({ productId, status: 'Completed', xml: '<Other/>' });
    const refused = await signed(badXml);
    expect(refused.statusCode).toBe(400);
    expect(Problem.parse(refused.json()).errors?.[0]?.code).toBe('xml-not-sdscom');
    const unknown = JSON.stringify({
      productId: '5b0c3c52-8f1a-4d8e-9d6a-1c2b3a4d5e6f',
      status: 'NoXml',
    });
    expect((await signed(unknown)).statusCode).toBe(404);
  });
});
