import { randomUUID } from 'node:crypto';
import {
  Product,
  ProductRequest,
  ProductRequestCreated,
  VibUploadResponse,
  type ProductDocument,
} from '@sds/contract';
import { parse as parseDisposition } from 'content-disposition';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct, createTestPdf, createTestPng } from '../../testing/factories.ts';
import { sdsForm } from '../../testing/import-client.ts';
import { productRequestForm } from '../../testing/request-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
/** A PDF that is HTML as well: opened from disk as `.html`, a browser would run its script. */
async function polyglotPdf(): Promise<Buffer> {
  const pdf = await createTestPdf(`Polyglot ${randomUUID()}`);
  return Buffer.concat([pdf, Buffer.from('<html><script>alert(document.domain)</script>')]);
}

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  user = await signIn(app, 'DEMO-USER-2026');
});
afterAll(() => app.close());

async function productDocuments(id: string): Promise<ProductDocument[]> {
  const response = await asDevice(app, keyUser, { method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return Product.parse(response.json()).documents;
}

/** A Content-Disposition as a browser reads it: its type and the name it saves under. */
function disposition(header: string | string[] | number | undefined) {
  const { type, parameters } = parseDisposition(String(header));
  return { type, fileName: parameters.filename };
}

/** The saved and the inline download of a document, as a browser gets them. */
async function expectServedAs(document: ProductDocument, fileName: string, type: string) {
  const saved = await app.inject({ method: 'GET', url: document.downloadUrl });
  expect(saved.statusCode).toBe(200);
  expect(saved.headers['content-type']).toBe(type);
  expect(saved.headers['x-content-type-options']).toBe('nosniff');
  expect(disposition(saved.headers['content-disposition'])).toEqual({
    type: 'attachment',
    fileName,
  });
  const inline = await app.inject({ method: 'GET', url: document.url });
  expect(disposition(inline.headers['content-disposition'])).toEqual({ type: 'inline', fileName });
}

describe('the name a stored file is saved under follows its content, not the client', () => {
  it('serves a PDF uploaded as evil.html as evil.pdf', async () => {
    const id = await createProduct(app, keyUser.user.companyId);
    const response = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/upload/pdf`,
      payload: sdsForm(await polyglotPdf(), 'evil.html', 'text/html'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [document] = await productDocuments(id);
    expect(document).toMatchObject({ fileName: 'evil.pdf', contentType: 'application/pdf' });
    await expectServedAs(document!, 'evil.pdf', 'application/pdf');
  });

  it('names an image by its type, keeping a name that already fits', async () => {
    const id = await createProduct(app, keyUser.user.companyId);
    const names = ['label.svg', 'Photo.PNG', 'container', 'scan.pdf.html'];
    for (const name of names) {
      const response = await asDevice(app, keyUser, {
        method: 'POST',
        url: `/api/products/${id}/upload/image`,
        payload: sdsForm(createTestPng(4, 3, [10, 20, 30]), name, 'image/svg+xml'),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const images = await productDocuments(id);
    expect(images.map((image) => image.fileName)).toEqual([
      'label.png',
      'Photo.PNG',
      'container.png',
      'scan.pdf.png',
    ]);
    await expectServedAs(images[0]!, 'label.png', 'image/png');
  });

  it('names an SDS uploaded to vibupload by its type, the placeholder after the name', async () => {
    const response = await asDevice(app, keyUser, {
      method: 'POST',
      url: '/api/vibupload',
      payload: sdsForm(await polyglotPdf(), 'supplier-sds.html', 'text/html'),
    });
    expect(response.statusCode, response.body).toBe(202);
    const { productId } = VibUploadResponse.parse(response.json());
    const [document] = await productDocuments(productId);
    expect(document?.fileName).toBe('supplier-sds.pdf');
    await expectServedAs(document!, 'supplier-sds.pdf', 'application/pdf');
    const product = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${productId}`,
    });
    expect(Product.parse(product.json()).name).toBe('supplier-sds');
  });

  it('names a product request’s file by its type, in the list and in the download', async () => {
    const created = await asDevice(app, user, {
      method: 'POST',
      url: '/api/products/request',
      payload: productRequestForm(
        { CompanyId: user.user.companyId, Remarks: 'This one' },
        { content: await polyglotPdf(), name: 'evil.html', type: 'text/html' },
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = ProductRequestCreated.parse(created.json());
    const read = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/requests/${id}`,
    });
    expect(ProductRequest.parse(read.json()).file?.fileName).toBe('evil.pdf');
    const download = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/requests/${id}/file`,
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(disposition(download.headers['content-disposition'])).toEqual({
      type: 'attachment',
      fileName: 'evil.pdf',
    });
  });

  it('serves a row kept before the rule by its type as well', async () => {
    const id = await createProduct(app, keyUser.user.companyId);
    await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/upload/pdf`,
      payload: sdsForm(await polyglotPdf(), 'sds.pdf', 'application/pdf'),
    });
    // What the portal kept of a client's name until the extension followed the content.
    await app.database.db.execute(
      sql`update product_documents set file_name = 'evil.html' where product_id = ${id}`,
    );
    const [document] = await productDocuments(id);
    expect(document?.fileName).toBe('evil.pdf');
    await expectServedAs(document!, 'evil.pdf', 'application/pdf');
  });
});
