import {
  Problem,
  Product,
  SupplierDetail,
  SupplierRequest,
  SupplierRequestsResponse,
  SuppliersResponse,
  SupplierUploadLookup,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../testing/factories.ts';
import { finishedImport, IMPORTING_ENV, sdsForm } from '../../testing/import-client.ts';
import { mailTo } from '../../testing/outbox.ts';
import { buildLetterPdf, buildSdsPdf } from '../../testing/sds-pdf-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sendSupplierReminders } from './supplier-reminders.ts';
import { REQUESTS_PER_SUPPLIER_ADDRESS_PER_HOUR } from './suppliers.routes.ts';

/**
 * Suppliers and their update requests (issue 25 point 4, decision 0070): suppliers recorded
 * from the products that name them, a key user's request e-mailed in the supplier's language
 * with a single-use upload link, the supplier's upload imported for review, reminders after 14
 * days, and every refusal the issue names.
 */
let app: FastifyInstance;
let company: TestCompany;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
let otherKeyUser: SignedInTestDevice;
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ env: IMPORTING_ENV });
  company = await createCompany(app, { name: 'Cleaning Works Ltd' });
  keyUser = await signIn(app, company.codes.KeyUser);
  user = await signIn(app, company.codes.User);
  const other = await createCompany(app);
  otherKeyUser = await signIn(app, other.codes.KeyUser);
  productId = await createProduct(app, company.id, {
    content: { name: 'Degreaser X', supplier: 'Acme Chemicals GmbH' },
  });
  // Another spelling of the same supplier, and another company's product of that name.
  await createProduct(app, company.id, {
    content: { name: 'Rinse Aid', supplier: '  ACME chemicals   GmbH ' },
  });
  await createProduct(app, other.id, { content: { supplier: 'Acme Chemicals GmbH' } });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const asKeyUser = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  asDevice(app, keyUser, { method, url, ...(payload ? { payload } : {}) });

async function suppliers() {
  const response = await asKeyUser('GET', '/api/suppliers');
  expect(response.statusCode, response.body).toBe(200);
  return SuppliersResponse.parse(response.json()).items;
}

async function acme() {
  const found = (await suppliers()).find((supplier) => supplier.name === 'Acme Chemicals GmbH');
  if (!found) throw new Error('No Acme supplier');
  return found;
}

async function setAcme(details: { email: string | null; locale: string | null }) {
  const response = await asKeyUser('PUT', `/api/suppliers/${(await acme()).id}`, {
    name: 'Acme Chemicals GmbH',
    phone: '+49 30 1234567',
    ...details,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SupplierDetail.parse(response.json());
}

async function ask(id = productId, body: object = {}) {
  return asKeyUser('POST', `/api/products/${id}/supplier-requests`, body);
}

/** The token of the last upload link e-mailed to an address (`/redirect#supplier-upload=…`). */
async function lastUploadToken(to: string): Promise<string> {
  const mail = (await mailTo(app, to)).at(-1);
  return /\/redirect#supplier-upload=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

const lookUp = (token: string) =>
  app.inject({ method: 'POST', url: '/api/supplier-upload/lookup', payload: { token } });

async function upload(token: string, pdf: Buffer, remoteAddress = '198.51.100.7') {
  const form = sdsForm(pdf, 'sds.pdf', 'application/pdf', { token });
  return app.inject({ method: 'POST', url: '/api/supplier-upload', payload: form, remoteAddress });
}

/** A problem document without what differs per request. */
const sameAnswer = (body: string) => {
  const { requestId: _requestId, instance: _instance, ...rest } = Problem.parse(JSON.parse(body));
  return rest;
};

describe('suppliers', () => {
  it('are recorded from the products that name them, one per name whatever its case and spaces', async () => {
    const listed = await suppliers();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: 'Acme Chemicals GmbH',
      email: null,
      productCount: 2,
      openRequestCount: 0,
    });
    const detail = await asKeyUser('GET', `/api/suppliers/${listed[0]?.id}`);
    expect(SupplierDetail.parse(detail.json()).products.map((product) => product.name)).toEqual([
      'Degreaser X',
      'Rinse Aid',
    ]);
  });

  it('keep the e-mail, phone and language key users give them; a name is the company’s once', async () => {
    const detail = await setAcme({ email: 'sds@acme.example', locale: 'de-DE' });
    expect(detail).toMatchObject({ email: 'sds@acme.example', phone: '+49 30 1234567' });
    const invalid = await asKeyUser('PUT', `/api/suppliers/${detail.id}`, {
      name: 'Acme Chemicals GmbH',
      email: 'not an address',
      phone: null,
      locale: null,
    });
    expect(invalid.statusCode).toBe(400);
    const added = await asKeyUser('POST', '/api/suppliers', {
      name: 'Bright Solvents',
      email: null,
      phone: null,
      locale: null,
    });
    expect(added.statusCode, added.body).toBe(201);
    const taken = await asKeyUser('POST', '/api/suppliers', {
      name: ' acme  CHEMICALS gmbh',
      email: null,
      phone: null,
      locale: null,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answer 404 for another company’s supplier and product ids, 403 to users', async () => {
    const { id } = await acme();
    const asOther = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      asDevice(app, otherKeyUser, { method, url, ...(payload ? { payload } : {}) });
    expect((await asOther('GET', `/api/suppliers/${id}`)).statusCode).toBe(404);
    const body = { name: 'Taken over', email: null, phone: null, locale: null };
    expect((await asOther('PUT', `/api/suppliers/${id}`, body)).statusCode).toBe(404);
    expect((await asOther('GET', `/api/products/${productId}/supplier-requests`)).statusCode).toBe(
      404,
    );
    expect(
      (await asOther('POST', `/api/products/${productId}/supplier-requests`, {})).statusCode,
    ).toBe(404);
    // Their own product, our supplier: still not theirs.
    const theirs = (await asOther('GET', '/api/suppliers').then((r) => r.json())) as {
      items: { id: string }[];
    };
    expect(theirs.items.map((item) => item.id)).not.toContain(id);
    const users = await asDevice(app, user, { method: 'GET', url: '/api/suppliers' });
    expect(users.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/suppliers' })).statusCode).toBe(401);
  });
});

describe('a request for the current SDS', () => {
  it('needs a supplier with an e-mail address', async () => {
    await setAcme({ email: null, locale: null });
    const refused = await ask();
    expect(refused.statusCode).toBe(409);
    const unnamed = await createProduct(app, company.id, { content: { supplier: '' } });
    expect((await ask(unnamed)).statusCode).toBe(409);
  });

  it('e-mails the supplier in its language a link that only the hash of is kept', async () => {
    await setAcme({ email: 'sds@acme.example', locale: 'de-DE' });
    const response = await ask();
    expect(response.statusCode, response.body).toBe(201);
    const request = SupplierRequest.parse(response.json());
    expect(request).toMatchObject({
      productName: 'Degreaser X',
      supplierName: 'Acme Chemicals GmbH',
      email: 'sds@acme.example',
      locale: 'de-DE',
      status: 'Open',
      remindedAt: null,
    });
    const days = (Date.parse(request.expiresAt) - Date.parse(request.sentAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const mail = (await mailTo(app, 'sds@acme.example')).at(-1);
    expect(mail?.subject).toBe(
      'Cleaning Works Ltd bittet um das aktuelle Sicherheitsdatenblatt von Degreaser X',
    );
    const token = await lastUploadToken('sds@acme.example');
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await app.database.db.execute(
      sql`select * from supplier_requests where id = ${request.id}`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const state = await asKeyUser('GET', `/api/products/${productId}/supplier-requests`);
    const listed = SupplierRequestsResponse.parse(state.json());
    expect(listed.supplier).toMatchObject({ name: 'Acme Chemicals GmbH', openRequestCount: 1 });
    expect(listed.items.map((item) => item.status)).toEqual(['Open']);
  });

  it('a newer request for the product replaces the open one, whose link then stops working', async () => {
    const first = await lastUploadToken('sds@acme.example');
    expect((await lookUp(first)).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(201);
    expect((await lookUp(first)).statusCode).toBe(403);
    const state = await asKeyUser('GET', `/api/products/${productId}/supplier-requests`);
    const { items } = SupplierRequestsResponse.parse(state.json());
    expect(items.map((item) => item.status)).toEqual(['Open', 'Replaced']);
  });

  it('is limited per supplier address: past 50 an hour, 429', async () => {
    const flooded = await asKeyUser('POST', '/api/suppliers', {
      name: 'Flooded Supplies',
      email: 'flood@supplier.example',
      phone: null,
      locale: 'en-US',
    });
    const supplierId = SupplierDetail.parse(flooded.json()).id;
    const target = await createProduct(app, company.id, {
      content: { supplier: 'Flooded Supplies' },
    });
    // The requests already made to this address this hour count, whoever made them.
    for (let sent = 0; sent < REQUESTS_PER_SUPPLIER_ADDRESS_PER_HOUR; sent += 1) {
      const response = await ask(target, { supplierId });
      expect(response.statusCode, `request ${sent + 1}`).toBe(201);
    }
    for (let extra = 0; extra < 5; extra += 1) {
      const limited = await ask(target, { supplierId });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await mailTo(app, 'flood@supplier.example')).toHaveLength(
      REQUESTS_PER_SUPPLIER_ADDRESS_PER_HOUR,
    );
    // Other addresses are not held back by it.
    expect((await ask()).statusCode).toBe(201);
  }, 120_000);
});

describe('the supplier’s upload through the link', () => {
  let token: string;

  beforeAll(async () => {
    expect((await ask()).statusCode).toBe(201);
    token = await lastUploadToken('sds@acme.example');
  });

  it('shows what is asked for, without an account', async () => {
    const response = await lookUp(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(SupplierUploadLookup.parse(response.json())).toMatchObject({
      companyName: 'Cleaning Works Ltd',
      supplierName: 'Acme Chemicals GmbH',
      productName: 'Degreaser X',
      locale: 'de-DE',
    });
  });

  it('refuses a file that is not an SDS with its reason, and the link stays usable', async () => {
    const refused = await upload(token, await buildLetterPdf());
    expect(refused.statusCode, refused.body).toBe(422);
    const problem = Problem.parse(refused.json());
    expect(problem.type).toBe('upload-not-an-sds');
    expect(problem.errors?.[0]).toMatchObject({ path: 'file', code: 'not-an-sds' });
    const notPdf = await upload(token, Buffer.from('GIF89a not a pdf at all'));
    expect(notPdf.statusCode).toBe(415);
    expect((await lookUp(token)).statusCode).toBe(200);
  }, 60_000);

  it('imports the SDS into the product for review; users see it once a key user approves', async () => {
    const before = Product.parse(
      (await asDevice(app, user, { method: 'GET', url: `/api/products/${productId}` })).json(),
    );
    const sds = await buildSdsPdf({ language: 'en', product: { name: 'Degreaser X' } });
    const accepted = await upload(token, sds);
    expect(accepted.statusCode, accepted.body).toBe(202);

    const state = await asKeyUser('GET', `/api/products/${productId}/supplier-requests`);
    const [latest] = SupplierRequestsResponse.parse(state.json()).items;
    expect(latest).toMatchObject({ status: 'Uploaded' });
    expect(latest?.uploadedAt).not.toBeNull();

    const imported = await finishedImport(app, keyUser, productId, 60_000);
    expect(['PendingUser', 'Completed']).toContain(imported.status);
    // Users still see the approved version and its pdf until a key user approves the new one.
    const meanwhile = Product.parse(
      (await asDevice(app, user, { method: 'GET', url: `/api/products/${productId}` })).json(),
    );
    expect(meanwhile.documents).toEqual(before.documents);
    const draft = Product.parse((await asKeyUser('GET', `/api/products/${productId}`)).json());
    expect(draft.reviewStatus).toBe('Draft');
    const supplierPdf = draft.documents.find((document) => document.kind === 'pdf');
    expect(supplierPdf?.sizeBytes).toBe(sds.length);

    expect((await asKeyUser('POST', `/api/products/${productId}/submit`)).statusCode).toBe(200);
    const approved = await asKeyUser('POST', `/api/products/${productId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = Product.parse(
      (await asDevice(app, user, { method: 'GET', url: `/api/products/${productId}` })).json(),
    );
    expect(after.documents.find((document) => document.kind === 'pdf')?.sha256).toBe(
      supplierPdf?.sha256,
    );
    // The import read the sheet's supplier, which the company now has on its list too.
    expect(draft.supplier).toBe('Voorbeeld Chemie B.V.');
    expect((await suppliers()).map((supplier) => supplier.name)).toContain('Voorbeeld Chemie B.V.');
  }, 90_000);

  it('answers a used, an expired and a forged link alike: 403 link-invalid', async () => {
    const sds = await buildSdsPdf({ language: 'en' });
    const used = await upload(token, sds);
    // The product names the sheet's supplier now: the request names Acme.
    expect((await ask(productId, { supplierId: (await acme()).id })).statusCode).toBe(201);
    const expiring = await lastUploadToken('sds@acme.example');
    await app.database.db.execute(
      sql`update supplier_requests set expires_at = now() - interval '1 second'
          where status = 'Open' and product_id = ${productId}`,
    );
    const expired = await upload(expiring, sds);
    const forged = await upload('A'.repeat(43), sds);
    for (const response of [used, expired, forged]) {
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(sameAnswer(used.body)).toEqual(sameAnswer(expired.body));
    expect(sameAnswer(used.body)).toEqual(sameAnswer(forged.body));
    expect(sameAnswer(used.body).type).toBe('link-invalid');
    const lookUps = await Promise.all([token, expiring, 'forged'].map(lookUp));
    expect(lookUps.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    const state = await asKeyUser('GET', `/api/products/${productId}/supplier-requests`);
    const [latest] = SupplierRequestsResponse.parse(state.json()).items;
    expect(latest?.status).toBe('Expired');
  }, 60_000);

  it('takes one of two uploads sent at once with one link', async () => {
    const asked = await ask(productId, { supplierId: (await acme()).id });
    expect(asked.statusCode).toBe(201);
    const once = await lastUploadToken('sds@acme.example');
    const sds = await buildSdsPdf({ language: 'en', product: { name: 'Degreaser X' } });
    const answers = await Promise.all([upload(once, sds), upload(once, sds, '198.51.100.8')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 403]);
    await finishedImport(app, keyUser, productId, 60_000);
  }, 90_000);

  it('limits the uploads and refused look-ups of one client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/supplier-upload/lookup',
        payload: { token: `guess-${attempt}` },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('reminders', () => {
  it('go once, after 14 days, with a link of their own; the first link works on', async () => {
    const reminded = await createProduct(app, company.id, {
      content: { name: 'Floor Wax', supplier: 'Acme Chemicals GmbH' },
    });
    expect((await ask(reminded)).statusCode).toBe(201);
    const first = await lastUploadToken('sds@acme.example');
    const deps = { db: app.database.db, mail: mailOf(app), publicUrl: app.config.publicUrl };

    expect((await sendSupplierReminders(deps)).reminded).toBe(0);
    await app.database.db.execute(
      sql`update supplier_requests set sent_at = now() - interval '14 days 1 minute'
          where product_id = ${reminded}`,
    );
    expect(await sendSupplierReminders(deps)).toEqual({ reminded: 1, failed: [] });
    expect((await sendSupplierReminders(deps)).reminded).toBe(0);

    const mail = (await mailTo(app, 'sds@acme.example')).at(-1);
    expect(mail?.subject).toBe(
      'Erinnerung: Cleaning Works Ltd bittet um das aktuelle Sicherheitsdatenblatt von Floor Wax',
    );
    const second = await lastUploadToken('sds@acme.example');
    expect(second).not.toBe(first);
    expect((await lookUp(second)).statusCode).toBe(200);
    expect((await lookUp(first)).statusCode).toBe(200);
    const state = await asKeyUser('GET', `/api/products/${reminded}/supplier-requests`);
    const [request] = SupplierRequestsResponse.parse(state.json()).items;
    expect(request?.remindedAt).not.toBeNull();
    expect(request?.status).toBe('Open');
  });
});

/** The app's own way of sending mail in a transaction (the outbox here). */
function mailOf(target: FastifyInstance) {
  return async (_executor: unknown, message: Parameters<FastifyInstance['mailer']['send']>[0]) =>
    target.mailer.send(message);
}
