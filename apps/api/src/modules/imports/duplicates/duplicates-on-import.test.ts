import { Product, VibUploadResponse } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../platform/db/schema.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../../testing/device-client.ts';
import {
  IMPORTING_ENV,
  finishedImport,
  sdsForm,
  uploadSdsFile,
} from '../../../testing/import-client.ts';
import { buildSdsPdf } from '../../../testing/sds-pdf-fixtures.ts';
import { buildSdscomXml } from '../../../testing/sdscom-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

let app: FastifyInstance;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: IMPORTING_ENV });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
});
afterAll(() => app.close());

const unique = (prefix: string) =>
  `${prefix}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

/** Valid UFIs (right check character), made up for these tests. */
const UFI = 'RP2K-X0T0-RS00-H7VE';
const OTHER_UFI = 'EA5M-00SD-SPXR-TAX1';

async function imported(file: Buffer, name: string, type: string) {
  const upload = await uploadSdsFile(app, keyUser, sdsForm(file, name, type));
  return finishedImport(app, keyUser, upload.productId);
}

const pdfOf = (product: Parameters<typeof buildSdsPdf>[0]['product']) =>
  buildSdsPdf({ language: 'en', product });

async function getProduct(id: string) {
  return asDevice(app, keyUser, { method: 'GET', url: `/api/products/${id}` });
}

async function decide(id: string, body: unknown) {
  return asDevice(app, keyUser, {
    method: 'POST',
    url: `/api/products/${id}/importdecision`,
    payload: body as Record<string, unknown>,
  });
}

describe('an upload that looks like another version of a product', () => {
  it('does not ask when nothing matches: another name and supplier, no UFI, no text alike', async () => {
    // The company's first imported sheet: the seed's products were never imported (no text).
    const status = await imported(
      await pdfOf({ articleNumber: unique('P'), name: unique('Solvent') }),
      'p.pdf',
      'application/pdf',
    );
    expect(status.duplicate).toBeUndefined();
    const [row] = await app.database.db
      .select({ bands: products.importTextBands })
      .from(products)
      .where(eq(products.id, status.productId));
    expect(row?.bands).toHaveLength(16);
  });

  it('reads the UFI from the PDF’s text into the product', async () => {
    const status = await imported(
      await pdfOf({ articleNumber: unique('UFI'), name: unique('Cleaner'), ufi: UFI }),
      'first.pdf',
      'application/pdf',
    );
    const product = Product.parse((await getProduct(status.productId)).json());
    expect(product.ufi).toBe(UFI);
    expect(status.fieldsToConfirm).toContain('ufi');
  });

  it('asks about the product with the same UFI, and as a new version moves into it', async () => {
    const first = await imported(
      await pdfOf({ articleNumber: unique('A'), name: unique('Degreaser'), ufi: OTHER_UFI }),
      'v1.pdf',
      'application/pdf',
    );
    const articleNumber = Product.parse((await getProduct(first.productId)).json()).articleNumber;
    const second = await imported(
      await pdfOf({
        articleNumber: unique('B'),
        name: unique('Renamed'),
        ufi: OTHER_UFI,
        revisionDate: '2026-01-20',
      }),
      'v2.pdf',
      'application/pdf',
    );
    expect(second.status).toBe('PendingUser');
    expect(second.productId).not.toBe(first.productId);
    expect(second.duplicate).toMatchObject({
      productId: first.productId,
      revisionDate: '2024-03-12',
    });
    // Same UFI and a text alike (one fixture's) outrank the earlier sheets' text alone.
    expect(second.duplicate?.reasons).toEqual(['ufi', 'similar-text']);

    const answer = await decide(second.productId, {
      choice: 'newVersion',
      productId: first.productId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(VibUploadResponse.parse(answer.json())).toEqual({
      productId: first.productId,
      importStatus: 'PendingUser',
    });
    const status = await finishedImport(app, keyUser, first.productId);
    expect(status.duplicate).toBeUndefined();
    expect(status.fieldsToConfirm).toContain('revisionDate');
    // The upload's product is gone into the other; its id answers for that product.
    expect((await getProduct(second.productId)).statusCode).toBe(404);
    const moved = await asDevice(app, keyUser, {
      method: 'GET',
      url: `/api/products/${second.productId}/importstatus`,
    });
    expect(moved.json()).toMatchObject({ productId: first.productId });
    const product = Product.parse((await getProduct(first.productId)).json());
    expect(product.articleNumber).toBe(articleNumber);
    expect(product.reviewStatus).toBe('Draft');
    expect(product.revisionDate).toBe('2026-01-20');
    expect(product.documents.map((document) => document.fileName)).toEqual(['v2.pdf']);
    // Answered once: a second answer is stale.
    const again = await decide(second.productId, {
      choice: 'differentProduct',
      productId: first.productId,
    });
    expect(again.statusCode).toBe(404);
  });

  it('asks about the same name and supplier, and as a different product keeps both', async () => {
    const name = unique('Rust Remover');
    const firstXml = buildSdscomXml({
      shape: 'v5',
      language: 'en',
      product: { articleNumber: unique('X'), name },
    });
    const first = await imported(Buffer.from(firstXml), 'a.xml', 'text/xml');
    const second = await imported(
      Buffer.from(
        buildSdscomXml({
          shape: 'v5',
          language: 'en',
          product: { articleNumber: unique('Y'), name: name.toLowerCase() },
        }),
      ),
      'b.xml',
      'text/xml',
    );
    expect(second.duplicate?.productId).toBe(first.productId);
    expect(second.duplicate?.reasons).toEqual(
      expect.arrayContaining(['name-supplier', 'similar-text']),
    );
    expect(second.duplicate?.similarity).toBeGreaterThanOrEqual(0.9);

    const stale = await decide(second.productId, {
      choice: 'differentProduct',
      productId: second.productId,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ type: 'conflict' });

    const answer = await decide(second.productId, {
      choice: 'differentProduct',
      productId: first.productId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ productId: second.productId, importStatus: 'Completed' });
    expect((await finishedImport(app, keyUser, second.productId)).duplicate).toBeUndefined();
    expect((await getProduct(first.productId)).statusCode).toBe(200);
    expect((await getProduct(second.productId)).statusCode).toBe(200);
  });

  it('refuses a body the contract refuses, and a product of nobody', async () => {
    const [row] = await app.database.db.select({ id: products.id }).from(products).limit(1);
    const bad = await decide(row!.id, { choice: 'merge', productId: row!.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'validation-failed' });
    const missing = await decide('00000000-0000-4000-8000-000000000000', {
      choice: 'newVersion',
      productId: row!.id,
    });
    expect(missing.statusCode).toBe(404);
    const none = await decide(row!.id, { choice: 'newVersion', productId: row!.id });
    expect(none.statusCode).toBe(409);
    await app.database.db
      .update(products)
      .set({ importDuplicate: null })
      .where(eq(products.id, row!.id));
  });
});
