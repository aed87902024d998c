import {
  Problem,
  ProductRequest,
  ProductRequestCreated,
  ProductRequestListResponse,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, accessTokenOf, asAccount } from '../../testing/account-client.ts';
import { bigMultipartUpload, storedFileCount } from '../../testing/big-upload.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { productRequestForm, type RequestFormFields } from '../../testing/request-client.ts';
import { buildSdsPdf } from '../../testing/sds-pdf-fixtures.ts';
import { buildSdscomXml } from '../../testing/sdscom-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { PRODUCT_REQUESTS_PER_CALLER_PER_HOUR } from './product-requests.routes.ts';

let app: FastifyInstance;
let user: SignedInTestDevice;
let keyUser: SignedInTestDevice;
let companyId: string;
let pdf: Buffer;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  user = await signIn(app, 'DEMO-USER-2026');
  keyUser = await signIn(app, 'DEMO-KEY-2026');
  companyId = user.user.companyId;
  pdf = await buildSdsPdf({ language: 'en' });
});
afterAll(() => app.close());

const pdfFile = () => ({ content: pdf, name: 'degreaser.pdf', type: 'application/pdf' });

let sender: { device: SignedInTestDevice; sent: number } | null = null;

/** A user device to send a request from: a new one before its hour's budget runs out. */
async function nextSender(): Promise<SignedInTestDevice> {
  if (!sender || sender.sent >= PRODUCT_REQUESTS_PER_CALLER_PER_HOUR) {
    sender = { device: await signIn(app, 'DEMO-USER-2026'), sent: 0 };
  }
  sender.sent += 1;
  return sender.device;
}

/** `POST /api/products/request` as a device (a user's unless told), any body. */
async function sendRequest(
  payload: FormData | Pick<InjectOptions, 'payload' | 'headers'>,
  device?: SignedInTestDevice,
) {
  const from = device ?? (await nextSender());
  const body = payload instanceof FormData ? { payload } : payload;
  return asDevice(app, from, { method: 'POST', url: '/api/products/request', ...body });
}

async function requestProduct(
  fields: Partial<RequestFormFields>,
  file?: Parameters<typeof productRequestForm>[1],
) {
  const response = await sendRequest(productRequestForm({ CompanyId: companyId, ...fields }, file));
  expect(response.statusCode, response.body).toBe(201);
  return ProductRequestCreated.parse(response.json());
}

const asKeyUser = (options: InjectOptions) => asDevice(app, keyUser, options);

async function readRequest(id: string) {
  const response = await asKeyUser({ method: 'GET', url: `/api/products/requests/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductRequest.parse(response.json());
}

async function listRequests(query = '') {
  const response = await asKeyUser({ method: 'GET', url: `/api/products/requests${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductRequestListResponse.parse(response.json());
}

const requestCount = async () => {
  const result = await app.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from product_requests`,
  );
  return result.rows[0]?.count ?? 0;
};

describe('asking for a product', () => {
  it('keeps a user’s request with its SDS, which key users read and download', async () => {
    const created = await requestProduct(
      { CompanyName: 'Demo Chemicals', IsExistingProduct: 'true', Remarks: 'Degreaser, hall 3' },
      pdfFile(),
    );
    expect(created.status).toBe('Open');

    expect(await readRequest(created.id)).toEqual({
      id: created.id,
      status: 'Open',
      requester: { kind: 'device', role: 'User', name: expect.any(String) },
      companyName: 'Demo Chemicals',
      isExistingProduct: true,
      remarks: 'Degreaser, hall 3',
      file: { fileName: 'degreaser.pdf', contentType: 'application/pdf', sizeBytes: pdf.length },
      productId: null,
      decidedBy: null,
      decidedAt: null,
      createdAt: expect.any(String),
    });

    const download = await asKeyUser({
      method: 'GET',
      url: `/api/products/requests/${created.id}/file`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="?degreaser\.pdf/,
    );
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
  });

  it('takes a request without a file when the remarks say what is wanted', async () => {
    const created = await requestProduct({ Remarks: 'Brake cleaner from Würth' });
    const request = await readRequest(created.id);
    expect(request).toMatchObject({ remarks: 'Brake cleaner from Würth', file: null });
    expect(request.isExistingProduct).toBe(false);
    const download = await asKeyUser({
      method: 'GET',
      url: `/api/products/requests/${created.id}/file`,
    });
    expect(download.statusCode).toBe(404);
  });

  it('takes an SDScom XML file; a browser’s empty file input is no file, a nameless PDF is one', async () => {
    const xml = buildSdscomXml({ shape: 'v5', language: 'en' });
    const withXml = await requestProduct(
      { Remarks: '' },
      { content: xml, name: 'sheet.xml', type: 'text/xml' },
    );
    expect((await readRequest(withXml.id)).file?.contentType).toBe('application/xml');

    const emptyInput = await requestProduct(
      { Remarks: 'Ask the supplier' },
      { content: '', name: '', type: 'application/octet-stream' },
    );
    expect((await readRequest(emptyInput.id)).file).toBeNull();

    const namelessPdf = await requestProduct(
      { Remarks: '' },
      { content: pdf, name: '', type: 'application/octet-stream' },
    );
    expect((await readRequest(namelessPdf.id)).file).toMatchObject({
      fileName: 'sds.pdf',
      sizeBytes: pdf.length,
    });
  });

  it('reads the field names and true/false in any letter case, as other clients send them', async () => {
    const form = new FormData();
    form.append('companyid', companyId);
    form.append('ISEXISTINGPRODUCT', 'True');
    form.append('remarks', 'Acetone');
    const response = await sendRequest(form);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = ProductRequestCreated.parse(response.json());
    expect(await readRequest(id)).toMatchObject({ isExistingProduct: true, remarks: 'Acetone' });
  });

  it('answers 429 with Retry-After once a device has sent its hour’s requests', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const form = () => productRequestForm({ CompanyId: companyId, Remarks: 'Again' });
    for (let sent = 0; sent < PRODUCT_REQUESTS_PER_CALLER_PER_HOUR; sent += 1) {
      expect((await sendRequest(form(), device)).statusCode).toBe(201);
    }
    const refused = await sendRequest(form(), device);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('requests refused keep nothing', () => {
  async function refused(payload: FormData | Pick<InjectOptions, 'payload' | 'headers'>) {
    const [requestsBefore, filesBefore] = [await requestCount(), await storedFileCount(app)];
    const response = await sendRequest(payload);
    expect(await requestCount()).toBe(requestsBefore);
    expect(await storedFileCount(app)).toBe(filesBefore);
    return { status: response.statusCode, problem: Problem.parse(response.json()) };
  }
  const form = (
    fields: Partial<RequestFormFields>,
    file?: Parameters<typeof productRequestForm>[1],
  ) => productRequestForm({ CompanyId: companyId, Remarks: 'Something', ...fields }, file);

  it('another company’s CompanyId: 404, its file never stored', async () => {
    const acme = await signIn(app, 'ACME-KEY-2026');
    const { status, problem } = await refused(form({ CompanyId: acme.user.companyId }, pdfFile()));
    expect(status).toBe(404);
    expect(problem.type).toBe('not-found');
  });

  it('a file that is not a PDF or XML: 415', async () => {
    const { status, problem } = await refused(
      form({}, { content: 'MZ\u0090 not a pdf', name: 'sds.pdf', type: 'application/pdf' }),
    );
    expect(status).toBe(415);
    expect(problem.detail).toMatch(/PDF or an SDScom XML/);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(
      (await refused(form({}, { content: png, name: 'a.pdf', type: 'image/png' }))).status,
    ).toBe(415);
  });

  it('a 200 MB file: 413 while it streams', async () => {
    const upload = bigMultipartUpload({
      fileField: 'File',
      megabytes: 200,
      fields: { CompanyId: companyId, IsExistingProduct: 'false' },
    });
    const { status, problem } = await refused(upload);
    expect(status).toBe(413);
    expect(problem.type).toBe('payload-too-large');
  });

  it.each([
    ['a malformed CompanyId', { CompanyId: 'demo' }],
    ['no CompanyId', { CompanyId: '' }],
    ['IsExistingProduct other than true/false', { IsExistingProduct: 'maybe' }],
    ['remarks over 4,000 characters', { Remarks: 'x'.repeat(4_001) }],
    ['no file and no remarks', { Remarks: '   ' }],
    ['a company name over 300 characters', { CompanyName: 'x'.repeat(301) }],
  ])('%s: 400', async (_case, fields) => {
    const { status, problem } = await refused(form(fields));
    expect(status).toBe(400);
    expect(problem.type).toBe('validation-failed');
  });

  it('an empty file: 400', async () => {
    const { status } = await refused(
      form({}, { content: '', name: 'sds.pdf', type: 'application/pdf' }),
    );
    expect(status).toBe(400);
  });

  it('a file in another field, or fields sent after the file: 400', async () => {
    const wrongField = form({});
    wrongField.append('Document', new Blob([new Uint8Array(pdf)]), 'sds.pdf');
    expect((await refused(wrongField)).status).toBe(400);

    const fileFirst = new FormData();
    fileFirst.append('File', new Blob([new Uint8Array(pdf)]), 'sds.pdf');
    fileFirst.append('CompanyId', companyId);
    fileFirst.append('IsExistingProduct', 'false');
    expect((await refused(fileFirst)).problem.errors?.map((error) => error.path)).toContain(
      'body.CompanyId',
    );
  });

  it('JSON instead of a form: 415', async () => {
    const { status } = await refused({
      payload: { CompanyId: companyId, IsExistingProduct: 'false', Remarks: 'x' },
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(415);
  });
});

describe('the key users’ list', () => {
  it('shows open requests first, then the newest, with a status filter and pages', async () => {
    const older = await requestProduct({ Remarks: 'List: older' });
    const dismissed = await requestProduct({ Remarks: 'List: dismissed' });
    const newer = await requestProduct({ Remarks: 'List: newer' });
    const dismiss = await asKeyUser({
      method: 'POST',
      url: `/api/products/requests/${dismissed.id}/dismiss`,
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);

    const { items, total } = await listRequests('?pageSize=100');
    expect(total).toBe(items.length);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(dismissed.id));
    const firstDecided = items.findIndex((item) => item.status !== 'Open');
    expect(items.slice(firstDecided).every((item) => item.status !== 'Open')).toBe(true);

    const onlyDismissed = await listRequests('?status=Dismissed');
    expect(onlyDismissed.items.map((item) => item.id)).toEqual([dismissed.id]);
    expect((await listRequests('?pageSize=1')).items).toHaveLength(1);
    const badStatus = await asKeyUser({ method: 'GET', url: '/api/products/requests?status=Gone' });
    expect(badStatus.statusCode).toBe(400);
  });

  it('is not taken for a product id, in any letter case', async () => {
    const response = await asKeyUser({ method: 'GET', url: '/api/Products/Requests' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ProductRequestListResponse.safeParse(response.json()).success).toBe(true);
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/products/requests/${unknown}`,
      `/api/products/requests/${unknown}/file`,
    ]) {
      expect((await asKeyUser({ method: 'GET', url })).statusCode).toBe(404);
    }
    for (const action of ['convert', 'dismiss']) {
      const url = `/api/products/requests/${unknown}/${action}`;
      expect((await asKeyUser({ method: 'POST', url })).statusCode).toBe(404);
    }
    const malformed = await asKeyUser({ method: 'GET', url: '/api/products/requests/abc' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('dismissing a request', () => {
  it('records who dismissed it and when; deciding it again is a 409', async () => {
    const owner = await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin);
    const { id } = await requestProduct({ Remarks: 'Not needed after all' });
    const dismissed = await asAccount(app, owner, {
      method: 'POST',
      url: `/api/products/requests/${id}/dismiss`,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(ProductRequest.parse(dismissed.json())).toMatchObject({
      status: 'Dismissed',
      decidedBy: expect.any(String),
      decidedAt: expect.any(String),
      productId: null,
    });

    for (const action of ['dismiss', 'convert']) {
      const again = await asKeyUser({
        method: 'POST',
        url: `/api/products/requests/${id}/${action}`,
      });
      expect(again.statusCode).toBe(409);
      expect(Problem.parse(again.json()).detail).toMatch(/Dismissed/);
    }
  });
});
