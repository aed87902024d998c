import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * A form the server cannot read is the client's mistake (issue 20, finding 4): before, busboy's
 * plain Errors (no boundary, a body cut short inside the file) became 500s on every upload route.
 */
let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  productId = await createProduct(app, keyUser.user.companyId);
});
afterAll(() => app.close());

const BOUNDARY = 'formboundary42';
const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="sds.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

const uploadRoutes = () => [
  { url: '/api/vibupload', fileField: 'file' },
  { url: `/api/products/${productId}/upload/pdf`, fileField: 'file' },
  { url: '/api/products/request', fileField: 'File' },
];

const malformedForms = (fileField: string) => ({
  'no boundary': { type: 'multipart/form-data', body: filePart(fileField) },
  'an empty boundary': { type: 'multipart/form-data; boundary=', body: filePart(fileField) },
  'a body cut short inside the file': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${filePart(fileField)}${'x'.repeat(2_000)}`,
  },
  'a part without headers': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\n\r\nno headers\r\n--${BOUNDARY}`,
  },
});

describe('a malformed multipart form', () => {
  it('answers 400 problem+json on every upload route, never 500', async () => {
    for (const { url, fileField } of uploadRoutes()) {
      for (const [name, form] of Object.entries(malformedForms(fileField))) {
        const response = await asDevice(app, keyUser, {
          method: 'POST',
          url,
          headers: { 'content-type': form.type },
          payload: form.body,
        });
        const context = `${url}: ${name} → ${response.statusCode} ${response.body}`;
        expect(response.statusCode, context).toBe(400);
        expect(response.headers['content-type'], context).toMatch(/^application\/problem\+json/);
        expect(response.json().type, context).toMatch(/^(malformed-request|validation-failed)$/);
      }
    }
  });

  it('still takes a well-formed upload on the same routes', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'sds.pdf');
    const response = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${productId}/upload/pdf`,
      payload: form,
    });
    expect(response.statusCode).toBe(201);
  });

  it('ends nothing but the request when its fields are refused before its cut-short file', async () => {
    const uncaught: unknown[] = [];
    const hear = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', hear);
    try {
      const response = await asDevice(app, keyUser, {
        method: 'POST',
        url: '/api/products/request',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="CompanyId"\r\n\r\nnot-a-company\r\n${filePart('File')}cut`,
      });
      expect(response.statusCode).toBe(400);
      // The form's end is read after the answer: give it the moment it takes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', hear);
    }
  });
});
