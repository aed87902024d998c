import { Problem, Product } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct, createTestPdf, createTestPng } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

const UPLOAD_LIMIT = 64 * 1024;
let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
let otherKeyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) } });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  user = await signIn(app, 'DEMO-USER-2026');
  otherKeyUser = await signIn(app, 'ACME-KEY-2026');
});
afterAll(() => app.close());

const newProduct = () => createProduct(app, keyUser.user.companyId);

function form(content: Buffer, fileName = 'supplier-sds.pdf', type = 'application/pdf') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  return body;
}

const upload = (device: SignedInTestDevice, id: string, kind: string, payload: FormData) =>
  asDevice(app, device, { method: 'POST', url: `/api/products/${id}/upload/${kind}`, payload });

async function documentsOf(id: string) {
  const response = await asDevice(app, keyUser, { method: 'GET', url: `/api/products/${id}` });
  return Product.parse(response.json()).documents;
}

const storedFiles = async () => {
  const root = join(app.config.dataDir, 'files');
  const folders = await readdir(root).catch(() => []);
  const files = await Promise.all(folders.map((folder) => readdir(join(root, folder))));
  return files.flat().length;
};

describe('uploading documents', () => {
  it('attaches an SDS pdf by its content, named safely, and downloadable', async () => {
    const id = await newProduct();
    const pdf = await createTestPdf('Supplier SDS v1');
    const response = await upload(
      keyUser,
      id,
      'pdf',
      form(pdf, '../../etc/\u0007passwd.pdf', 'text/plain'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [document] = Product.parse(response.json()).documents;
    expect(document).toMatchObject({
      kind: 'pdf',
      fileName: 'passwd.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    const download = await app.inject({ method: 'GET', url: document!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('replaces the pdf: the product always has exactly one', async () => {
    const id = await newProduct();
    await upload(keyUser, id, 'pdf', form(await createTestPdf('v1')));
    const second = await upload(keyUser, id, 'pdf', form(await createTestPdf('v2')));
    expect(second.statusCode).toBe(201);
    const pdfs = (await documentsOf(id)).filter((document) => document.kind === 'pdf');
    expect(pdfs).toHaveLength(1);
  });

  it('adds images in order, the first being the main image', async () => {
    const id = await newProduct();
    await upload(keyUser, id, 'image', form(await createTestPng(), 'front.png', 'image/png'));
    await upload(keyUser, id, 'image', form(await createTestPng(), 'label.png', 'image/png'));
    const images = (await documentsOf(id)).filter((document) => document.kind === 'image');
    expect(images.map((image) => image.fileName)).toEqual(['front.png', 'label.png']);
  });

  it('removes one image by reference, then the pdf', async () => {
    const id = await newProduct();
    await upload(keyUser, id, 'pdf', form(await createTestPdf('v1')));
    await upload(keyUser, id, 'image', form(await createTestPng(), 'a.png', 'image/png'));
    const [, image] = await documentsOf(id);
    const url = `/api/products/${id}/upload/image?reference=${image!.reference}`;
    expect((await asDevice(app, keyUser, { method: 'DELETE', url })).statusCode).toBe(204);
    const pdfUrl = `/api/products/${id}/upload/pdf`;
    expect((await asDevice(app, keyUser, { method: 'DELETE', url: pdfUrl })).statusCode).toBe(204);
    expect(await documentsOf(id)).toEqual([]);
    expect((await asDevice(app, keyUser, { method: 'DELETE', url: pdfUrl })).statusCode).toBe(404);
  });
});

describe('uploads that lie or overflow', () => {
  it.each([
    ['a text file called .pdf', Buffer.from('just text, no pdf'), 'pdf', 415],
    ['a pdf sent as an image', null, 'image', 415],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image', 415],
    ['a 0-byte file', Buffer.alloc(0), 'pdf', 400],
  ])('refuses %s, keeping the product as it was', async (_case, content, kind, status) => {
    const id = await newProduct();
    const bytes = content ?? (await createTestPdf('misfiled'));
    const before = await storedFiles();
    const response = await upload(keyUser, id, kind, form(bytes, 'file.pdf'));
    expect(response.statusCode, response.body).toBe(status);
    expect(Problem.safeParse(response.json()).success).toBe(true);
    expect(await documentsOf(id)).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file over the limit with 413 and keeps the pdf it had', async () => {
    const id = await newProduct();
    await upload(keyUser, id, 'pdf', form(await createTestPdf('kept')));
    const [kept] = await documentsOf(id);
    const huge = Buffer.concat([await createTestPdf('huge'), Buffer.alloc(UPLOAD_LIMIT)]);
    const before = await storedFiles();
    const response = await upload(keyUser, id, 'pdf', form(huge));
    expect(response.statusCode).toBe(413);
    expect(Problem.parse(response.json()).type).toBe('payload-too-large');
    expect((await documentsOf(id)).map((document) => document.reference)).toEqual([
      kept!.reference,
    ]);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a body that is not multipart (415) and a form without the file field (400)', async () => {
    const id = await newProduct();
    const json = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/upload/pdf`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const other = new FormData();
    other.append('document', new Blob([new Uint8Array(await createTestPdf('x'))]), 'a.pdf');
    expect((await upload(keyUser, id, 'pdf', other)).statusCode).toBe(400);
  });

  it('refuses an unknown type in the path with 400', async () => {
    const id = await newProduct();
    const response = await upload(keyUser, id, 'exe', form(await createTestPdf('x')));
    expect(response.statusCode).toBe(400);
  });
});

describe('who may upload', () => {
  it('refuses users (403), another company (404) and no credentials (401)', async () => {
    const id = await newProduct();
    const pdf = await createTestPdf('x');
    expect((await upload(user, id, 'pdf', form(pdf))).statusCode).toBe(403);
    expect((await upload(otherKeyUser, id, 'pdf', form(pdf))).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/products/${id}/upload/pdf`,
      payload: form(pdf),
    });
    expect(anonymous.statusCode).toBe(401);
    const removal = await asDevice(app, otherKeyUser, {
      method: 'DELETE',
      url: `/api/products/${id}/upload/pdf`,
    });
    expect(removal.statusCode).toBe(404);
    expect(await documentsOf(id)).toEqual([]);
  });
});
