import { Product } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import {
  createApiKey,
  createTestPdf,
  attachToCurrentVersions,
  createTestPng,
  findDemoProduct,
} from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { linkExpiry, mainImageValidation, signLink } from '../products/index.ts';

let app: FastifyInstance;
let demoUser: SignedInTestDevice;
let demoKeyUser: SignedInTestDevice;
let acmeUser: SignedInTestDevice;
let pdfBytes: Buffer;
const pngBytes = createTestPng(5, 4);
const ids = { acetone: '', ethanol: '', draft: '', acme: '' };
const refs = { acetonePdf: '', acetoneImage: '', ethanolPdf: '', draftPdf: '', acmePdf: '' };

const productId = (masterCode: string) => findDemoProduct(app, masterCode);

async function attach(masterCode: string, kind: 'pdf' | 'image') {
  const { id, companyId } = await productId(masterCode);
  const isPdf = kind === 'pdf';
  const row = await attachToCurrentVersions(app, {
    productId: id,
    companyId,
    kind,
    fileName: isPdf ? `${masterCode} SDS “EN”.pdf` : `${masterCode}.png`,
    contentType: isPdf ? 'application/pdf' : 'image/png',
    content: isPdf ? pdfBytes : pngBytes,
  });
  return { id, reference: row.reference };
}

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  pdfBytes = await createTestPdf('Safety data sheet: acetone');
  [demoUser, demoKeyUser, acmeUser] = await Promise.all([
    signIn(app, 'DEMO-USER-2026'),
    signIn(app, 'DEMO-KEY-2026'),
    signIn(app, 'ACME-USER-2026'),
  ]);
  ({ id: ids.acetone, reference: refs.acetonePdf } = await attach('DC-ACETONE', 'pdf'));
  ({ reference: refs.acetoneImage } = await attach('DC-ACETONE', 'image'));
  ({ id: ids.ethanol, reference: refs.ethanolPdf } = await attach('DC-ETHANOL96', 'pdf'));
  ({ id: ids.draft, reference: refs.draftPdf } = await attach('DC-EP210-B', 'pdf'));
  ({ id: ids.acme, reference: refs.acmePdf } = await attach('AI-TOLUENE', 'pdf'));
});
afterAll(() => app.close());

/** The same text with its last character changed (always changed, whatever it was). */
const tamper = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;

/** A request with no headers and no cookies: what `<img>` or a pasted link sends. */
const bare = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function readAsDevice(device: SignedInTestDevice, id: string) {
  const response = await asDevice(app, device, { method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return Product.parse(response.json());
}

function pdfRefUrl(id: string, reference: string, expires: number, signature?: string) {
  const key = app.secretKeys.documentLinks;
  const signed =
    signature ?? signLink(key, { productId: id, target: { kind: 'pdf', reference }, expires });
  return `/api/products/${id}/download/pdfref/${reference}?expires=${expires}&signature=${signed}`;
}

describe('signed document links on the product', () => {
  it('lists the documents with links that open and save them without any header', async () => {
    const product = await readAsDevice(demoUser, ids.acetone);
    expect(product.documents.map((document) => document.kind)).toEqual(['pdf', 'image']);
    const [pdf, image] = product.documents;
    expect(pdf).toMatchObject({
      reference: refs.acetonePdf,
      contentType: 'application/pdf',
      sizeBytes: pdfBytes.length,
    });

    const inline = await bare(pdf!.url);
    expect(inline.statusCode, inline.body).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-length']).toBe(String(pdfBytes.length));
    // Non-Latin-1 characters fall back to '?' in `filename` and stay exact in `filename*`.
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="DC-ACETONE SDS ?EN?.pdf"; filename*=UTF-8''DC-ACETONE%20SDS%20%E2%80%9CEN%E2%80%9D.pdf`,
    );
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(inline.rawPayload.equals(pdfBytes)).toBe(true);

    const saved = await bare(pdf!.downloadUrl);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);

    const picture = await bare(image!.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(pngBytes)).toBe(true);

    const main = await bare(product.imageUrl!);
    expect(main.statusCode).toBe(200);
    expect(main.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('gives a product without documents none, and no main image', async () => {
    const { id } = await productId('DC-IPA');
    const product = await readAsDevice(demoUser, id);
    expect(product.documents).toEqual([]);
    expect(product.imageUrl).toBeNull();
  });

  it('keeps links the same within an issue window, so browsers can cache images', async () => {
    const first = await readAsDevice(demoUser, ids.acetone);
    const second = await readAsDevice(demoKeyUser, ids.acetone);
    expect(second.documents[1]?.url).toBe(first.documents[1]?.url);
  });

  it('refuses a link for one document used to open another, and tampered or expired links', async () => {
    const expires = linkExpiry(new Date());
    const key = app.secretKeys.documentLinks;
    const acetoneSignature = signLink(key, {
      productId: ids.acetone,
      target: { kind: 'pdf', reference: refs.acetonePdf },
      expires,
    });
    const cases = {
      'another reference': pdfRefUrl(ids.acetone, refs.ethanolPdf, expires, acetoneSignature),
      'another product': pdfRefUrl(ids.ethanol, refs.acetonePdf, expires, acetoneSignature),
      'a changed expiry': pdfRefUrl(ids.acetone, refs.acetonePdf, expires + 60, acetoneSignature),
      'a changed signature': pdfRefUrl(
        ids.acetone,
        refs.acetonePdf,
        expires,
        tamper(acetoneSignature),
      ),
      'an expired link': pdfRefUrl(ids.acetone, refs.acetonePdf, Math.floor(Date.now() / 1000) - 1),
      'an image link for the pdf route': `/api/products/${ids.acetone}/download/pdfref/${refs.acetonePdf}?expires=${expires}&signature=${signLink(key, { productId: ids.acetone, target: { kind: 'image', reference: refs.acetonePdf }, expires })}`,
      'no expiry': `/api/products/${ids.acetone}/download/pdfref/${refs.acetonePdf}?signature=${acetoneSignature}`,
      'a repeated signature': `${pdfRefUrl(ids.acetone, refs.acetonePdf, expires)}&signature=x`,
    };
    for (const [name, url] of Object.entries(cases)) {
      const response = await bare(url);
      expect(response.statusCode, name).toBe(403);
      expect(response.json().type, name).toBe('link-invalid');
    }
    expect((await bare(pdfRefUrl(ids.acetone, refs.acetonePdf, expires))).statusCode).toBe(200);
  });

  it('refuses a main-image validation that is forged, expired or another product’s', async () => {
    const key = app.secretKeys.documentLinks;
    const valid = mainImageValidation(key, ids.acetone, linkExpiry(new Date()));
    const expired = mainImageValidation(key, ids.acetone, Math.floor(Date.now() / 1000) - 5);
    for (const [id, validation] of [
      [ids.ethanol, valid],
      [ids.acetone, expired],
      [ids.acetone, 'garbage'],
      [ids.acetone, tamper(valid)],
      [ids.acetone, '%2e%2e%2f%2e%2e'],
    ] as const) {
      const response = await bare(`/api/products/${id}/download/image/${validation}`);
      expect(response.statusCode, validation).toBe(403);
    }
    // A product without images: the link is genuine, the image is not there.
    const noImage = mainImageValidation(key, ids.ethanol, linkExpiry(new Date()));
    expect((await bare(`/api/products/${ids.ethanol}/download/image/${noImage}`)).statusCode).toBe(
      404,
    );
  });
});

describe('HTTP semantics of downloads', () => {
  const url = () => pdfRefUrl(ids.acetone, refs.acetonePdf, linkExpiry(new Date()));

  it('answers If-None-Match with 304 and caches no longer than the link lives', async () => {
    const first = await bare(url());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(first.headers['cache-control'] as string)![1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(20 * 60);
    const again = await bare(url(), { 'if-none-match': `W/${etag}, "other"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await bare(url(), { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('serves one byte range with 206, and 416 for a range outside the file', async () => {
    const part = await bare(url(), { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdfBytes.length}`);
    expect(part.body).toBe('%PDF-1.3');
    const tail = await bare(url(), { range: 'bytes=-6' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdfBytes.subarray(-6))).toBe(true);

    const outside = await bare(url(), { range: `bytes=${pdfBytes.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${pdfBytes.length}`);
    expect(outside.json().type).toBe('range-not-satisfiable');
  });

  it('sends the whole file for malformed, multiple or no-longer-matching ranges', async () => {
    const cases: Record<string, string>[] = [
      { range: 'bytes=abc' },
      { range: 'pages=1-2' },
      { range: 'bytes=0-1,5-6' },
      { range: 'bytes=0-7', 'if-range': '"an older version"' },
    ];
    for (const headers of cases) {
      const response = await bare(url(), headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.rawPayload.length).toBe(pdfBytes.length);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: url() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(pdfBytes.length));
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('downloads with credentials', () => {
  const download = (device: SignedInTestDevice, path: string) =>
    asDevice(app, device, { method: 'GET', url: `/api/products/${path}` });

  it('gives a device the SDS pdf of a product it may see', async () => {
    const response = await download(demoUser, `${ids.acetone}/download/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, max-age=0');
    const byReference = await download(
      demoUser,
      `${ids.acetone}/download/pdfref/${refs.acetonePdf}`,
    );
    expect(byReference.statusCode).toBe(200);
  });

  it('asks for credentials when there are none and no signed link', async () => {
    for (const path of [
      `${ids.acetone}/download/pdf`,
      `${ids.acetone}/download/pdfref/${refs.acetonePdf}`,
    ]) {
      const response = await bare(`/api/products/${path}`);
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('hides another company’s documents and a user’s unapproved ones as 404', async () => {
    expect((await download(acmeUser, `${ids.acetone}/download/pdf`)).statusCode).toBe(404);
    expect(
      (await download(acmeUser, `${ids.acetone}/download/pdfref/${refs.acetonePdf}`)).statusCode,
    ).toBe(404);
    expect(
      (await download(demoUser, `${ids.acme}/download/pdfref/${refs.acmePdf}`)).statusCode,
    ).toBe(404);
    // The reference exists, but on another product: not this product's document.
    expect(
      (await download(demoUser, `${ids.acetone}/download/pdfref/${refs.ethanolPdf}`)).statusCode,
    ).toBe(404);
    expect((await download(demoUser, `${ids.draft}/download/pdf`)).statusCode).toBe(404);
    expect((await download(demoKeyUser, `${ids.draft}/download/pdf`)).statusCode).toBe(200);
  });

  it('gives a company integration (Api-Key) its approved products’ pdfs', async () => {
    const { companyId } = await productId('DC-ACETONE');
    const apiKey = await createApiKey(app, companyId);
    const response = await app.inject({
      method: 'GET',
      url: `/api/products/${ids.acetone}/download/pdf`,
      headers: { 'api-key': apiKey },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses references that are no references with 400, never 500', async () => {
    const references = ['..%2F..%2Fetc%2Fpasswd', 'abc%00def', 'a.b', '%F0%9F%A7%AA'];
    for (const reference of references) {
      const response = await download(demoUser, `${ids.acetone}/download/pdfref/${reference}`);
      expect(response.statusCode, reference.slice(0, 30)).toBe(400);
      expect(response.json().type).toBe('validation-failed');
    }
    // The router resolves a dot segment: it names no route at all.
    const dotSegment = await download(demoUser, `${ids.acetone}/download/pdfref/%2e%2e`);
    expect([dotSegment.statusCode, dotSegment.json().type]).toEqual([404, 'route-not-found']);
    // The router refuses path parameters over 100 characters before any route runs: a 414
    // problem, or, where the built web app is served, its catch-all route's 404 problem.
    const long = await download(demoUser, `${ids.acetone}/download/pdfref/${'x'.repeat(2048)}`);
    expect([
      [414, 'malformed-request'],
      [404, 'route-not-found'],
    ]).toContainEqual([long.statusCode, long.json().type]);
    expect(long.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await download(demoUser, 'not-an-id/download/pdf')).statusCode).toBe(400);
  });
});
