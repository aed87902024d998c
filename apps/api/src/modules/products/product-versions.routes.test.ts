import {
  ArchivedProductsResponse,
  Product,
  ProductNotificationFeed,
  ProductVersionDetail,
  ProductVersionsResponse,
  VersionComparison,
} from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, asAccount, DEMO_ACCOUNTS } from '../../testing/account-client.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createCompany, createTestPdf } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { purgeExpiredArchive } from './archive-purge-job.ts';
import { attachDocument } from './attach-document.ts';

/**
 * Versions (issue 25 point 1, decision 0061): every approved version is kept with its own pdf;
 * users see the approved version's documents, key users the draft's; the history lists them with
 * who approved when; a deleted product's versions stay readable in the archive.
 */
let app: FastifyInstance;
let company: Awaited<ReturnType<typeof createCompany>>;
let keyUser: SignedInTestDevice;
let user: SignedInTestDevice;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  company = await createCompany(app);
  [keyUser, user] = await Promise.all([
    signIn(app, company.codes.KeyUser),
    signIn(app, company.codes.User),
  ]);
});
afterAll(() => app.close());

let serial = 0;
const get = (device: SignedInTestDevice, url: string) =>
  asDevice(app, device, { method: 'GET', url });

async function sheetOf(device: SignedInTestDevice, id: string) {
  const response = await get(device, `/api/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return Product.parse(response.json());
}

async function attachPdf(productId: string, text: string) {
  return attachDocument(app.database.db, app.fileStore, {
    productId,
    companyId: company.id,
    kind: 'pdf',
    fileName: `${text}.pdf`,
    contentType: 'application/pdf',
    content: await createTestPdf(text),
  });
}

/** A key user's edit of name and version, then submit and approve. */
async function editAndApprove(id: string, articleNumber: string, version: string) {
  const edited = await asDevice(app, keyUser, {
    method: 'PUT',
    url: `/api/products/${id}`,
    payload: { articleNumber, masterCode: articleNumber, name: `Thinner ${version}`, version },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  for (const step of ['submit', 'approve']) {
    const response = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${id}/${step}`,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** A product approved three times, each version with its own pdf. */
async function productWithThreeVersions() {
  serial += 1;
  const articleNumber = `VER-${Date.now()}-${serial}`;
  const created = await asDevice(app, keyUser, {
    method: 'POST',
    url: '/api/products',
    payload: { articleNumber, locale: 'en-US', name: 'Thinner 1.0', version: '1.0' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = Product.parse(created.json());
  const pdfs = [await attachPdf(id, 'version 1')];
  await editAndApprove(id, articleNumber, '1.0');
  for (const version of ['2.0', '3.0']) {
    const pdf = await attachPdf(id, `version ${version}`);
    // A new pdf waits with its draft: users keep the approved version's until approval.
    expect((await sheetOf(user, id)).documents.map((d) => d.sha256)).toEqual([pdfs.at(-1)?.sha256]);
    expect((await sheetOf(keyUser, id)).documents.map((d) => d.sha256)).toEqual([pdf.sha256]);
    await editAndApprove(id, articleNumber, version);
    pdfs.push(pdf);
  }
  return { id, articleNumber, pdfs };
}

describe('a product’s versions', () => {
  it('keeps every approved version with its own pdf, newest first, with who approved when', async () => {
    const { id, pdfs } = await productWithThreeVersions();
    expect((await sheetOf(user, id)).documents.map((d) => d.sha256)).toEqual([pdfs[2]?.sha256]);
    const response = await get(keyUser, `/api/products/${id}/revisions`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = ProductVersionsResponse.parse(response.json());
    expect(items.map((item) => [item.version, item.reviewStatus, item.isShownToUsers])).toEqual([
      ['3.0', 'Approved', true],
      ['2.0', 'Approved', false],
      ['1.0', 'Approved', false],
    ]);
    expect(items.map((item) => item.documents.map((d) => d.sha256))).toEqual(
      [pdfs[2], pdfs[1], pdfs[0]].map((pdf) => [pdf?.sha256]),
    );
    for (const item of items) {
      expect(item.approvedBy).toBeTypeOf('string');
      expect(Date.parse(item.approvedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    }
    // Each version's pdf opens through its signed link, without headers.
    const oldest = items[2]?.documents[0];
    const download = await app.inject({ method: 'GET', url: oldest?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(await createTestPdf('version 1'))).toBe(true);
  });

  it('reads one version with its whole content', async () => {
    const { id } = await productWithThreeVersions();
    const list = ProductVersionsResponse.parse(
      (await get(keyUser, `/api/products/${id}/revisions`)).json(),
    );
    const first = list.items.at(-1);
    const response = await get(keyUser, `/api/products/${id}/revisions/${first?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = ProductVersionDetail.parse(response.json());
    expect([detail.name, detail.version, detail.productId, detail.isArchived]).toEqual([
      'Thinner 1.0',
      '1.0',
      id,
      false,
    ]);
  });

  it('lists a new draft first, not yet shown to users', async () => {
    const { id } = await productWithThreeVersions();
    await attachPdf(id, 'version 4 draft');
    const { items } = ProductVersionsResponse.parse(
      (await get(keyUser, `/api/products/${id}/revisions`)).json(),
    );
    expect(items.map((item) => [item.reviewStatus, item.isShownToUsers, item.approvedAt])).toEqual([
      ['Draft', false, null],
      ['Approved', true, expect.any(String)],
      ['Approved', false, expect.any(String)],
      ['Approved', false, expect.any(String)],
    ]);
  });
});

describe('what changed between versions', () => {
  it('compares a version with the one before, or with the one named', async () => {
    const { id } = await productWithThreeVersions();
    const { items } = ProductVersionsResponse.parse(
      (await get(keyUser, `/api/products/${id}/revisions`)).json(),
    );
    const [third, second, first] = items.map((item) => item.id);
    const changes = async (url: string) => {
      const response = await get(keyUser, url);
      expect(response.statusCode, response.body).toBe(200);
      return VersionComparison.parse(response.json());
    };
    const base = `/api/products/${id}/revisions`;
    const fromPrevious = await changes(`${base}/${third}/changes`);
    expect(fromPrevious.fromRevisionId).toBe(second);
    expect(fromPrevious.changes).toEqual([
      { field: 'name', kind: 'value', before: 'Thinner 2.0', after: 'Thinner 3.0' },
      { field: 'version', kind: 'value', before: '2.0', after: '3.0' },
    ]);
    const fromFirst = await changes(`${base}/${third}/changes?from=${first}`);
    expect(fromFirst.changes.map((change) => change.kind === 'value' && change.before)).toEqual([
      'Thinner 1.0',
      '1.0',
    ]);
    expect((await get(keyUser, `${base}/${first}/changes`)).statusCode).toBe(404);
    const other = await productWithThreeVersions();
    const foreign = ProductVersionsResponse.parse(
      (await get(keyUser, `/api/products/${other.id}/revisions`)).json(),
    ).items[0]?.id;
    expect((await get(keyUser, `${base}/${third}/changes?from=${foreign}`)).statusCode).toBe(404);
    expect((await get(user, `${base}/${third}/changes`)).statusCode).toBe(403);
  });
});

describe('the notices of an approved change', () => {
  it('say what changed from the version approved before; a first approval says nothing', async () => {
    const { id } = await productWithThreeVersions();
    const response = await get(user, `/api/companies/${company.id}/productPushUser?pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = ProductNotificationFeed.parse(response.json()).items.filter(
      (item) => item.productId === id,
    );
    // Newest first: the third approval, the second, the first.
    expect(entries.map((entry) => entry.changes)).toEqual([
      [
        { field: 'name', added: [], removed: [] },
        { field: 'version', added: [], removed: [] },
      ],
      [
        { field: 'name', added: [], removed: [] },
        { field: 'version', added: [], removed: [] },
      ],
      [],
    ]);
  });
});

describe('the archive of deleted products', () => {
  it('keeps a deleted product’s versions readable, frees its article number', async () => {
    const { id, articleNumber } = await productWithThreeVersions();
    const deleted = await asDevice(app, keyUser, { method: 'DELETE', url: `/api/products/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await get(keyUser, `/api/products/${id}`)).statusCode).toBe(404);
    expect((await get(user, `/api/products/${id}`)).statusCode).toBe(404);

    const versions = ProductVersionsResponse.parse(
      (await get(keyUser, `/api/products/${id}/revisions`)).json(),
    );
    expect(versions.items.map((item) => [item.version, item.isShownToUsers])).toEqual([
      ['3.0', false],
      ['2.0', false],
      ['1.0', false],
    ]);
    const detail = await get(keyUser, `/api/products/${id}/revisions/${versions.items[0]?.id}`);
    expect(ProductVersionDetail.parse(detail.json()).isArchived).toBe(true);

    const archive = ArchivedProductsResponse.parse(
      (await get(keyUser, '/api/products/archived')).json(),
    );
    const archived = archive.items.find((item) => item.id === id);
    expect(archived?.name).toBe('Thinner 3.0');
    const years = (Date.parse(archived?.purgeAfter ?? '') - Date.parse(archived?.deletedAt ?? ''))
      / (365.25 * 24 * 3600 * 1000); // prettier-ignore
    expect(Math.round(years)).toBe(40);

    const again = await asDevice(app, keyUser, {
      method: 'POST',
      url: '/api/products',
      payload: { articleNumber, locale: 'en-US', name: 'Thinner, new product' },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('who may read versions', () => {
  it('refuses users, and answers 404 for another company’s product or version', async () => {
    const { id } = await productWithThreeVersions();
    expect((await get(user, `/api/products/${id}/revisions`)).statusCode).toBe(403);
    expect((await get(user, '/api/products/archived')).statusCode).toBe(403);
    const otherKeyUser = await signIn(app, 'ACME-KEY-2026');
    expect((await get(otherKeyUser, `/api/products/${id}/revisions`)).statusCode).toBe(404);
    const { items } = ProductVersionsResponse.parse(
      (await get(keyUser, `/api/products/${id}/revisions`)).json(),
    );
    const versionId = items[0]?.id;
    expect((await get(otherKeyUser, `/api/products/${id}/revisions/${versionId}`)).statusCode).toBe(
      404,
    );
    const { id: otherId } = await productWithThreeVersions();
    expect((await get(keyUser, `/api/products/${otherId}/revisions/${versionId}`)).statusCode).toBe(
      404,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(keyUser, `/api/products/${unknown}/revisions`)).statusCode).toBe(404);
    expect((await get(keyUser, `/api/products/${id}/revisions/not-a-uuid`)).statusCode).toBe(400);
  });
});

describe('the archive’s retention', () => {
  it('lets a CompanyAdmin set it, moves the purge dates, and the daily purge lets go', async () => {
    const { id } = await productWithThreeVersions();
    expect(
      (await asDevice(app, keyUser, { method: 'DELETE', url: `/api/products/${id}` })).statusCode,
    ).toBe(204);
    const owner = await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin);
    const url = `/api/companies/${company.id}/record-keeping`;
    // The test company has no administrator account: the platform Admin keeps it; the Demo
    // company's owner may not.
    const admin = await accessTokenOf(app, DEMO_ACCOUNTS.admin);
    expect((await asAccount(app, owner, { method: 'GET', url })).statusCode).toBe(404);
    for (const years of [0, 101, 2.5]) {
      const refused = await asAccount(app, admin, {
        method: 'PUT',
        url,
        payload: { archiveRetentionYears: years },
      });
      expect(refused.statusCode, `${years}`).toBe(400);
    }
    const changed = await asAccount(app, admin, {
      method: 'PUT',
      url,
      payload: { archiveRetentionYears: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      archiveRetentionYears: 1,
      reviewAfterYears: 3,
      dueDigestEnabled: true,
      keyUserContacts: [],
    });
    const { items } = ArchivedProductsResponse.parse(
      (await get(keyUser, '/api/products/archived')).json(),
    );
    const archived = items.find((item) => item.id === id);
    const days = (Date.parse(archived?.purgeAfter ?? '') - Date.parse(archived?.deletedAt ?? ''))
      / (24 * 3600 * 1000); // prettier-ignore
    expect(Math.round(days)).toBeGreaterThanOrEqual(365);
    expect(Math.round(days)).toBeLessThanOrEqual(366);

    // Not yet due: kept. A year and a day later: gone, with its versions and their documents.
    expect(await purgeExpiredArchive(app.database.db)).toBe(0);
    const later = new Date(Date.now() + 367 * 24 * 3600 * 1000);
    expect(await purgeExpiredArchive(app.database.db, later)).toBeGreaterThanOrEqual(1);
    expect((await get(keyUser, `/api/products/${id}/revisions`)).statusCode).toBe(404);
    const left = await app.database.db.execute<{ count: number }>(sql`
      select (select count(*) from product_revisions where product_id = ${id})
           + (select count(*) from product_documents where product_id = ${id}) as count`);
    expect(Number(left.rows[0]?.count)).toBe(0);
  });
});
