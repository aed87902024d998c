import { SupplierDetail, SuppliersResponse } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRevisions, products } from '../../platform/db/schema.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createProduct, type TestCompany } from '../../testing/factories.ts';
import {
  finishedImport,
  IMPORTING_ENV,
  sdsForm,
  uploadSdsFile,
} from '../../testing/import-client.ts';
import { buildSdsPdf } from '../../testing/sds-pdf-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * A supplier's e-mail address and telephone filled from the sheets that name it (decision
 * 0075): the import reads them from SDS 1.3 into the product, and the supplier record takes
 * them where it has none; what a key user typed stays.
 */
let app: FastifyInstance;
let company: TestCompany;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ env: IMPORTING_ENV });
  company = await createCompany(app);
  keyUser = await signIn(app, company.codes.KeyUser);
}, 60_000);
afterAll(async () => {
  await app.close();
});

const asKeyUser = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  asDevice(app, keyUser, { method, url, ...(payload ? { payload } : {}) });

async function supplierNamed(name: string) {
  const response = await asKeyUser('GET', '/api/suppliers');
  expect(response.statusCode, response.body).toBe(200);
  const found = SuppliersResponse.parse(response.json()).items.find((item) => item.name === name);
  if (!found) throw new Error(`No supplier ${name}`);
  return found;
}

/** Uploads the English test sheet of a supplier and waits for its import. */
async function importSheetOf(supplier: string, articleNumber: string) {
  const pdf = await buildSdsPdf({ language: 'en', product: { supplier, articleNumber } });
  const upload = await uploadSdsFile(app, keyUser, sdsForm(pdf, 'sds.pdf', 'application/pdf'));
  await finishedImport(app, keyUser, upload.productId, 60_000);
  return upload.productId;
}

describe('a supplier filled from the sheets that name it', () => {
  it('takes the e-mail address and telephone an import read from section 1.3', async () => {
    const productId = await importSheetOf('Voorbeeld Chemie B.V.', 'VC-1001');
    const [revision] = await app.database.db
      .select({ email: productRevisions.supplierEmail, phone: productRevisions.supplierPhone })
      .from(products)
      .innerJoin(productRevisions, eq(productRevisions.id, products.latestRevisionId))
      .where(eq(products.id, productId));
    // Not the emergency number of 1.4 (+31 30 274 88 88).
    expect(revision).toEqual({ email: 'sds@voorbeeldchemie.nl', phone: '+31 10 123 45 67' });
    expect(await supplierNamed('Voorbeeld Chemie B.V.')).toMatchObject({
      email: 'sds@voorbeeldchemie.nl',
      phone: '+31 10 123 45 67',
      productCount: 1,
    });
  }, 90_000);

  it('never overwrites what a key user typed, and fills only what the record lacks', async () => {
    const added = await asKeyUser('POST', '/api/suppliers', {
      name: 'Typed Solvents Ltd',
      email: 'buyer@typed.example',
      phone: null,
      locale: null,
    });
    expect(added.statusCode, added.body).toBe(201);
    await importSheetOf('Typed Solvents Ltd', 'TS-2002');
    const supplier = await supplierNamed('Typed Solvents Ltd');
    expect(supplier).toMatchObject({ email: 'buyer@typed.example', phone: '+31 10 123 45 67' });
    // A key user's new number stays when the next sheet names the old one.
    const detail = await asKeyUser('PUT', `/api/suppliers/${supplier.id}`, {
      name: 'Typed Solvents Ltd',
      email: 'buyer@typed.example',
      phone: '+44 20 7946 0000',
      locale: null,
    });
    expect(SupplierDetail.parse(detail.json()).phone).toBe('+44 20 7946 0000');
    await importSheetOf('Typed Solvents Ltd', 'TS-2003');
    expect(await supplierNamed('Typed Solvents Ltd')).toMatchObject({
      email: 'buyer@typed.example',
      phone: '+44 20 7946 0000',
    });
  }, 120_000);

  it('is filled alike by products and versions written otherwise, once the record lacks it', async () => {
    const productId = await createProduct(app, company.id, {
      content: { name: 'Hand Cleaner', supplier: 'Hand Care BV' },
    });
    expect(await supplierNamed('Hand Care BV')).toMatchObject({ email: null, phone: null });
    // A key user fills in the product's supplier address: the record takes it.
    await app.database.db
      .update(productRevisions)
      .set({ supplierEmail: 'sds@handcare.example', supplierPhone: '+31 20 555 01 01' })
      .where(eq(productRevisions.productId, productId));
    expect(await supplierNamed('Hand Care BV')).toMatchObject({
      email: 'sds@handcare.example',
      phone: '+31 20 555 01 01',
    });
    await createProduct(app, company.id, {
      content: {
        name: 'Hand Gel',
        supplier: 'HAND care bv',
        supplierEmail: 'other@handcare.example',
      },
    });
    expect((await supplierNamed('Hand Care BV')).email).toBe('sds@handcare.example');
  });
});
