import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiKeyHash } from '../modules/api-keys/api-key-authenticator.ts';
import { insertCompany } from '../modules/companies/insert-company.ts';
import { emptyProductContent, type ProductContent } from '@sds/contract';
import { attachDocument, type AttachDocumentInput } from '../modules/products/attach-document.ts';
import type { DocumentRow } from '../modules/products/product-documents.queries.ts';
import { insertProduct, type NewProduct } from '../modules/products/save-product.ts';
import { companyApiKeys, licenses, products } from '../platform/db/schema.ts';

export interface TestCompany {
  id: string;
  name: string;
  codes: { User: string; KeyUser: string; Subscription: string };
}

/**
 * A company with fresh random codes, holding a licence that grants the given counts (5 users
 * and 1 key user unless told): a withdrawn catalogue licence made for it, so its totals come
 * from the recompute as in real life (decision 0024).
 */
export async function createCompany(
  app: Pick<FastifyInstance, 'database' | 'secretKeys'>,
  options: { name?: string; userLicences?: number; keyUserLicences?: number } = {},
): Promise<TestCompany> {
  const name = options.name ?? `Test Company ${randomBytes(3).toString('hex')}`;
  const userLicences = options.userLicences ?? 5;
  const keyUserLicences = options.keyUserLicences ?? 1;
  const { id, codes } = await app.database.db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(licenses)
      .values({
        name: `Test plan for ${name}`,
        userLicences,
        keyUserLicences,
        durationMonths: null,
        isAvailable: false,
      })
      .returning({ id: licenses.id });
    if (!plan) throw new Error('The test plan was not written');
    return insertCompany(tx, app.secretKeys, { name, licenseId: plan.id });
  });
  return { id, name, codes };
}

/** An API key for a company; returns the key itself (shown once in real life). */
export async function createApiKey(
  app: FastifyInstance,
  companyId: string,
  options: { revoked?: boolean } = {},
): Promise<string> {
  const key = `sds_${randomBytes(32).toString('base64url')}`;
  await app.database.db.insert(companyApiKeys).values({
    companyId,
    name: 'Test integration',
    keyHash: apiKeyHash(key),
    revokedAt: options.revoked ? new Date() : null,
  });
  return key;
}

/** A real one-page PDF whose text says `text` (pdfkit, the library the portal renders with). */
export async function createTestPdf(text: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({ size: 'A4', info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => document.on('end', resolve));
  document.fontSize(14).text(text);
  document.end();
  await done;
  return Buffer.concat(chunks);
}

/** A real PNG image of `width`×`height` pixels in one colour. */
export function createTestPng(
  width = 4,
  height = 3,
  rgb: [number, number, number] = [200, 30, 30],
) {
  const png = new PNG({ width, height });
  for (let offset = 0; offset < png.data.length; offset += 4) {
    png.data.set([...rgb, 255], offset);
  }
  return PNG.sync.write(png);
}

/** A seeded demo product's id and company, by master code and locale. */
export async function findDemoProduct(
  app: FastifyInstance,
  masterCode: string,
  locale = 'en-US',
): Promise<{ id: string; companyId: string }> {
  const [row] = await app.database.db
    .select({ id: products.id, companyId: products.companyId })
    .from(products)
    .where(and(eq(products.masterCode, masterCode), eq(products.locale, locale)));
  if (!row) throw new Error(`No demo product ${masterCode} in ${locale}: seed the app first`);
  return row;
}

/** Content every test product starts from; tests override what they look at. */
const plainContent: ProductContent = {
  ...emptyProductContent('Test product'),
  supplier: 'Test Supplier B.V.',
  revisionDate: '2026-01-15',
  version: '1.0',
};

/** One product of a company with its first revision (approved unless said otherwise). */
export async function createProduct(
  app: Pick<FastifyInstance, 'database'>,
  companyId: string,
  options: Partial<Omit<NewProduct, 'companyId' | 'content'>> & {
    content?: Partial<ProductContent>;
  } = {},
): Promise<string> {
  const code = randomBytes(4).toString('hex').toUpperCase();
  return insertProduct(app.database.db, {
    companyId,
    masterCode: `TEST-${code}`,
    articleNumber: `ART-${code}`,
    locale: 'en-US',
    importStatus: 'Completed',
    reviewStatus: 'Approved',
    rejectReason: null,
    ...options,
    content: { ...plainContent, ...options.content },
  });
}

/**
 * Attaches a document to the versions a product points at (its working and its approved one), as
 * the demo seed does: a document the product always had, which users see at once. A key user's
 * upload goes into a new working version instead (decision 0061).
 */
export async function attachToCurrentVersions(
  app: Pick<FastifyInstance, 'database' | 'fileStore'>,
  input: Omit<AttachDocumentInput, 'revisionIds'>,
): Promise<DocumentRow> {
  const [pointers] = await app.database.db
    .select({ latest: products.latestRevisionId, approved: products.approvedRevisionId })
    .from(products)
    .where(eq(products.id, input.productId));
  const revisionIds = [
    ...new Set([pointers?.latest, pointers?.approved].filter((id) => typeof id === 'string')),
  ];
  return attachDocument(app.database.db, app.fileStore, { ...input, revisionIds });
}
