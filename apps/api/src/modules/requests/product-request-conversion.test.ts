import { Product, ProductRequest, ProductRequestConversion } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import {
  IMPORTING_ENV,
  finishedImport,
  sdsForm,
  uploadSdsFile,
} from '../../testing/import-client.ts';
import { productRequestForm } from '../../testing/request-client.ts';
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

const uniqueArticle = () => `RQ-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

/** A user's request, answering its id. */
async function requestProduct(
  remarks: string,
  file?: { content: Uint8Array | string; name: string; type: string },
) {
  const response = await asDevice(app, user, {
    method: 'POST',
    url: '/api/products/request',
    payload: productRequestForm({ CompanyId: user.user.companyId, Remarks: remarks }, file),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const convert = (id: string) =>
  asDevice(app, keyUser, {
    method: 'POST',
    url: `/api/products/requests/${id}/convert`,
    headers: { 'accept-language': 'nl' },
  });

async function converted(id: string) {
  const response = await convert(id);
  expect(response.statusCode, response.body).toBe(200);
  return ProductRequestConversion.parse(response.json());
}

async function productOf(id: string) {
  const response = await asDevice(app, keyUser, { method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return Product.parse(response.json());
}

async function requestOf(id: string) {
  const response = await asDevice(app, keyUser, {
    method: 'GET',
    url: `/api/products/requests/${id}`,
  });
  return ProductRequest.parse(response.json());
}

describe('converting a request with a file', () => {
  it('imports its PDF as an upload would: the SDS names the product (PendingUser)', async () => {
    const articleNumber = uniqueArticle();
    const pdf = await buildSdsPdf({ language: 'en', product: { articleNumber } });
    const id = await requestProduct('', {
      content: pdf,
      name: 'cleaner.pdf',
      type: 'application/pdf',
    });

    const conversion = await converted(id);
    expect(conversion.importStatus).toBe('Waiting');
    const status = await finishedImport(app, keyUser, conversion.productId);
    expect(status.status).toBe('PendingUser');
    const product = await productOf(status.productId);
    expect(product).toMatchObject({ articleNumber, locale: 'en-US', reviewStatus: 'Draft' });
    expect(product.documents.map(({ kind, fileName }) => [kind, fileName])).toEqual([
      ['pdf', 'cleaner.pdf'],
    ]);
    expect(await requestOf(id)).toMatchObject({
      status: 'Converted',
      productId: conversion.productId,
      decidedBy: expect.any(String),
    });
  });

  it('imports an SDScom XML to Completed', async () => {
    const articleNumber = uniqueArticle();
    const xml = buildSdscomXml({ shape: 'v5', language: 'en', product: { articleNumber } });
    const id = await requestProduct('', { content: xml, name: 'sheet.xml', type: 'text/xml' });
    const status = await finishedImport(app, keyUser, (await converted(id)).productId);
    expect(status.status).toBe('Completed');
    expect(await productOf(status.productId)).toMatchObject({ articleNumber });
  });

  it('answers the product that already holds the same file', async () => {
    const pdf = await buildSdsPdf({ language: 'en', product: { articleNumber: uniqueArticle() } });
    const upload = await uploadSdsFile(app, keyUser, sdsForm(pdf, 'a.pdf', 'application/pdf'));
    await finishedImport(app, keyUser, upload.productId);
    const id = await requestProduct('', { content: pdf, name: 'b.pdf', type: 'application/pdf' });
    expect((await converted(id)).productId).toBe(upload.productId);
  });

  it('converts once: a second conversion or a dismissal is a 409, also when both race', async () => {
    const xml = buildSdscomXml({
      shape: 'v4',
      language: 'de',
      product: { articleNumber: uniqueArticle() },
    });
    const id = await requestProduct('Race', { content: xml, name: 'race.xml', type: 'text/xml' });
    const answers = await Promise.all([convert(id), convert(id), convert(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const dismiss = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/requests/${id}/dismiss`,
    });
    expect(dismiss.statusCode).toBe(409);
  });
});

describe('converting a request without a file', () => {
  it('makes a Draft named from the remarks, which an SDS uploaded to it later names', async () => {
    const id = await requestProduct('Brake cleaner 500 ml\nFrom Würth, used in the workshop');
    const conversion = await converted(id);
    expect(conversion.importStatus).toBe('New');
    const draft = await productOf(conversion.productId);
    expect(draft).toMatchObject({
      name: 'Brake cleaner 500 ml',
      locale: 'nl-NL',
      reviewStatus: 'Draft',
      importStatus: 'New',
    });
    expect(draft.articleNumber).toMatch(/^REQ-[0-9A-F]{12}$/);
    expect(await requestOf(id)).toMatchObject({ status: 'Converted', productId: draft.id });

    const articleNumber = uniqueArticle();
    const pdf = await buildSdsPdf({ language: 'en', product: { articleNumber } });
    const upload = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${draft.id}/upload/pdf`,
      payload: sdsForm(pdf, 'brake-cleaner.pdf', 'application/pdf'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const status = await finishedImport(app, keyUser, draft.id);
    expect(status.productId).toBe(draft.id);
    expect(await productOf(draft.id)).toMatchObject({ articleNumber, locale: 'en-US' });
  });
});
