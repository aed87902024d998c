import { Product } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../platform/db/schema.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createProduct } from '../../testing/factories.ts';
import {
  IMPORTING_ENV,
  finishedImport,
  sdsForm,
  uploadSdsFile,
} from '../../testing/import-client.ts';
import { buildSdsPdf } from '../../testing/sds-pdf-fixtures.ts';
import { buildSdscomXml } from '../../testing/sdscom-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: IMPORTING_ENV });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  user = await signIn(app, 'DEMO-USER-2026');
});
afterAll(() => app.close());

async function productOf(id: string) {
  const response = await asDevice(app, keyUser, { method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return Product.parse(response.json());
}

const uniqueArticle = () => `AC-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

describe('importing an SDS with SDScom XML', () => {
  it('fills a new product from the XML embedded in the PDF (v5, English): Completed, a Draft', async () => {
    const articleNumber = uniqueArticle();
    const xml = buildSdscomXml({ shape: 'v5', language: 'en', product: { articleNumber } });
    const pdf = await buildSdsPdf({
      language: 'en',
      attachments: [{ name: 'sds-data.xml', content: xml, mimeType: 'application/xml' }],
    });
    const upload = await uploadSdsFile(
      app,
      keyUser,
      sdsForm(pdf, 'acetone.pdf', 'application/pdf'),
    );
    expect(upload.importStatus).toBe('Waiting');

    const status = await finishedImport(app, keyUser, upload.productId);
    expect(status).toMatchObject({ status: 'Completed', productId: upload.productId });
    expect(status.fieldsToConfirm).toEqual([]);
    const product = await productOf(upload.productId);
    expect(product).toMatchObject({
      articleNumber,
      masterCode: articleNumber,
      locale: 'en-US',
      name: 'Acetone Cleaner 5L',
      signalWord: 'Danger',
      unNumber: '1090',
      adrClass: '3',
      packingGroup: 'II',
      reviewStatus: 'Draft',
      importStatus: 'Completed',
    });
    expect(product.pictograms).toEqual(['GHS02', 'GHS07']);
    expect(product.casNumbers).toEqual(['67-64-1', '64-17-5']);
    expect(product.hStatements.map(({ code }) => code)).toEqual(
      expect.arrayContaining(['H225', 'H319', 'H336', 'EUH066']),
    );
    expect(product.pStatements.map(({ code }) => code)).toContain('P305+P351+P338');
    expect(product.firstAid).not.toBe('');
    expect(product.documents.map(({ kind, fileName }) => [kind, fileName])).toEqual([
      ['pdf', 'acetone.pdf'],
    ]);
  });

  it('reads an SDScom XML uploaded on its own (v4, Dutch) into a Dutch product', async () => {
    const articleNumber = uniqueArticle();
    const xml = buildSdscomXml({ shape: 'v4', language: 'nl', product: { articleNumber } });
    const upload = await uploadSdsFile(app, keyUser, sdsForm(xml, 'vib.xml', 'text/xml'));
    const status = await finishedImport(app, keyUser, upload.productId);
    expect(status.status).toBe('Completed');
    const product = await productOf(upload.productId);
    expect(product).toMatchObject({ articleNumber, locale: 'nl-NL', unNumber: '1090' });
    expect(product.hStatements.find(({ code }) => code === 'H225')?.text).toBe(
      'Licht ontvlambare vloeistof en damp.',
    );
    expect(product.documents).toEqual([]);
  });

  it('reads German v5 XML with its language into a German product', async () => {
    const articleNumber = uniqueArticle();
    const xml = buildSdscomXml({ shape: 'v5', language: 'de', product: { articleNumber } });
    const pdf = await buildSdsPdf({
      language: 'de',
      attachments: [{ name: 'SDB.xml', content: xml, mimeType: 'application/xml' }],
    });
    const upload = await uploadSdsFile(app, keyUser, sdsForm(pdf, 'sdb.pdf', 'application/pdf'));
    expect((await finishedImport(app, keyUser, upload.productId)).status).toBe('Completed');
    expect(await productOf(upload.productId)).toMatchObject({ locale: 'de-DE', articleNumber });
  });
});

describe('importing an SDS without XML', () => {
  it.each(['nl', 'en', 'de', 'fr'] as const)(
    'reads the fields of a %s PDF from its text, for a key user to confirm (PendingUser)',
    async (language) => {
      const pdf = await buildSdsPdf({ language, product: { articleNumber: uniqueArticle() } });
      const upload = await uploadSdsFile(
        app,
        keyUser,
        sdsForm(pdf, `${language}.pdf`, 'application/pdf'),
      );
      const status = await finishedImport(app, keyUser, upload.productId);
      expect(status.status).toBe('PendingUser');
      expect(status.fieldsToConfirm).toEqual(
        expect.arrayContaining(['name', 'unNumber', 'hStatements', 'casNumbers', 'firstAid']),
      );
      const product = await productOf(status.productId);
      expect(product).toMatchObject({ unNumber: '1090', packingGroup: 'II', signalWord: 'Danger' });
      expect(product.casNumbers).toEqual(['67-64-1', '64-17-5']);
    },
  );

  it('completes a PendingUser import when the key user saves the product', async () => {
    const pdf = await buildSdsPdf({ language: 'en', product: { articleNumber: uniqueArticle() } });
    const upload = await uploadSdsFile(
      app,
      keyUser,
      sdsForm(pdf, 'confirm.pdf', 'application/pdf'),
    );
    await finishedImport(app, keyUser, upload.productId);
    const product = await productOf(upload.productId);
    const { articleNumber, masterCode, name, supplier, hStatements, pStatements } = product;
    const saved = await asDevice(app, keyUser, {
      method: 'PUT',
      url: `/api/products/${upload.productId}`,
      payload: { articleNumber, masterCode, name, supplier, hStatements, pStatements },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const status = await finishedImport(app, keyUser, upload.productId);
    expect(status).toMatchObject({ status: 'Completed', fieldsToConfirm: [] });
  });
});

describe('an SDS of a product the company already has', () => {
  it('becomes a new revision of that product; users keep the approved one until it is approved', async () => {
    const articleNumber = uniqueArticle();
    const existing = await createProduct(app, keyUser.user.companyId, {
      articleNumber,
      masterCode: articleNumber,
      content: { name: 'Acetone Cleaner (old sheet)' },
    });
    const xml = buildSdscomXml({ shape: 'v5', language: 'en', product: { articleNumber } });
    const pdf = await buildSdsPdf({
      language: 'en',
      attachments: [{ name: 'x.xml', content: xml, mimeType: 'application/xml' }],
    });
    const upload = await uploadSdsFile(
      app,
      keyUser,
      sdsForm(pdf, 'new-edition.pdf', 'application/pdf'),
    );
    const status = await finishedImport(app, keyUser, upload.productId);

    expect(status).toMatchObject({ status: 'Completed', productId: existing });
    const placeholder = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${upload.productId}`,
    });
    expect(placeholder.statusCode).toBe(404);
    const forKeyUser = await productOf(existing);
    expect(forKeyUser).toMatchObject({ name: 'Acetone Cleaner 5L', reviewStatus: 'Draft' });
    expect(forKeyUser.documents.map(({ fileName }) => fileName)).toEqual(['new-edition.pdf']);
    const forUser = await asDevice(app, user, { method: 'GET', url: `/api/products/${existing}` });
    expect(Product.parse(forUser.json()).name).toBe('Acetone Cleaner (old sheet)');
  });
});

describe('the same file twice', () => {
  it('makes one product and one import when uploaded twice at once', async () => {
    const pdf = await buildSdsPdf({ language: 'fr', product: { articleNumber: uniqueArticle() } });
    const [first, second] = await Promise.all([
      uploadSdsFile(app, keyUser, sdsForm(pdf, 'a.pdf', 'application/pdf')),
      uploadSdsFile(app, keyUser, sdsForm(pdf, 'b.pdf', 'application/pdf')),
    ]);
    expect(second.productId).toBe(first.productId);
    const jobs = await app.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from jobs where payload->>'productId' = ${first.productId}`,
    );
    expect(jobs.rows[0]?.count).toBe(1);
    await finishedImport(app, keyUser, first.productId);
    const again = await uploadSdsFile(app, keyUser, sdsForm(pdf, 'c.pdf', 'application/pdf'));
    expect(again).toEqual({ productId: first.productId, importStatus: 'PendingUser' });
  });
});

describe('importing again and uploading a new pdf', () => {
  it('imports the stored SDS again (importvib) and a pdf uploaded to a product', async () => {
    const articleNumber = uniqueArticle();
    const id = await createProduct(app, keyUser.user.companyId, { articleNumber });
    const xml = buildSdscomXml({ shape: 'v5', language: 'en', product: { articleNumber } });
    const pdf = await buildSdsPdf({
      language: 'en',
      attachments: [{ name: 'x.xml', content: xml, mimeType: 'application/xml' }],
    });
    const uploaded = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/upload/pdf`,
      payload: sdsForm(pdf, 'supplier.pdf', 'application/pdf'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await finishedImport(app, keyUser, id)).status).toBe('Completed');
    expect(await productOf(id)).toMatchObject({ articleNumber, name: 'Acetone Cleaner 5L' });

    const again = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/importvib`,
    });
    expect(again.statusCode, again.body).toBe(202);
    // Queued; the server's own runner may already have claimed it when the answer is written.
    expect(again.json()).toMatchObject({ productId: id });
    expect(['Waiting', 'Importing']).toContain((again.json() as { status: string }).status);
    expect((await finishedImport(app, keyUser, id)).status).toBe('Completed');
  });

  it('refuses to import a product that has no SDS file (409) and forgets a removed pdf', async () => {
    const id = await createProduct(app, keyUser.user.companyId);
    const none = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/importvib`,
    });
    expect(none.statusCode).toBe(409);
    const pdf = await buildSdsPdf({ language: 'nl' });
    await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/upload/pdf`,
      payload: sdsForm(pdf, 'x.pdf', 'application/pdf'),
    });
    await finishedImport(app, keyUser, id);
    await asDevice(app, keyUser, { method: 'DELETE', url: `/api/products/${id}/upload/pdf` });
    const afterRemoval = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/importvib`,
    });
    expect(afterRemoval.statusCode).toBe(409);
    const [row] = await app.database.db
      .select({ source: products.importSource })
      .from(products)
      .where(and(eq(products.id, id)));
    expect(row?.source).toBeNull();
  });
});
