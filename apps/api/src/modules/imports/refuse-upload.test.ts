import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import {
  finishedImport,
  IMPORTING_ENV,
  sdsForm,
  uploadSdsFile,
} from '../../testing/import-client.ts';
import { buildLetterPdf, buildScannedPdf } from '../../testing/sds-pdf-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

// A file that is not an SDS is refused, not turned into a product (issue 22, point 7).
let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let otherCompany: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: IMPORTING_ENV });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  otherCompany = await signIn(app, 'ACME-KEY-2026');
});
afterAll(() => app.close());

const pdfForm = (pdf: Uint8Array, name: string) => sdsForm(pdf, name, 'application/pdf');
const get = (device: SignedInTestDevice, url: string) =>
  asDevice(app, device, { method: 'GET', url });

describe('an upload that is not a safety data sheet', () => {
  it('removes its placeholder; its id answers NoXml not-an-sds for its company only', async () => {
    const upload = await uploadSdsFile(app, keyUser, pdfForm(await buildLetterPdf(), 'letter.pdf'));

    expect(await finishedImport(app, keyUser, upload.productId)).toMatchObject({
      status: 'NoXml',
      reason: 'not-an-sds',
      productId: upload.productId,
      fieldsToConfirm: [],
    });
    expect((await get(keyUser, `/api/products/${upload.productId}`)).statusCode).toBe(404);
    const status = `/api/products/${upload.productId}/importstatus`;
    expect((await get(otherCompany, status)).statusCode).toBe(404);
  });

  it('keeps a product a key user uploaded it into, with the reason and its content unchanged', async () => {
    const productId = await createProduct(app, keyUser.user.companyId, {
      content: { name: 'Kept Cleaner' },
    });
    const upload = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${productId}/upload/pdf`,
      payload: pdfForm(await buildLetterPdf(), 'wrong-file.pdf'),
    });
    expect(upload.statusCode).toBeLessThan(300);

    expect(await finishedImport(app, keyUser, productId)).toMatchObject({
      status: 'NoXml',
      reason: 'not-an-sds',
    });
    const product = await get(keyUser, `/api/products/${productId}`);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ name: 'Kept Cleaner' });
  });

  it('keeps the placeholder of a scan without text: an SDS to fill in by hand', async () => {
    const upload = await uploadSdsFile(app, keyUser, pdfForm(await buildScannedPdf(), 'scan.pdf'));

    expect(await finishedImport(app, keyUser, upload.productId, 60_000)).toMatchObject({
      status: 'NoXml',
      reason: 'no-text',
    });
    expect((await get(keyUser, `/api/products/${upload.productId}`)).statusCode).toBe(200);
  }, 90_000);
});
