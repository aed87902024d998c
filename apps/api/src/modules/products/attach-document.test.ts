import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError } from '../../platform/storage/file-store.ts';
import { createTestPdf, createTestPng, findDemoProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { attachDocument } from './attach-document.ts';
import { listDocuments } from './product-documents.queries.ts';

let app: FastifyInstance;
let product: { productId: string; companyId: string };

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  const { id, companyId } = await findDemoProduct(app, 'DC-ACETONE', 'nl-NL');
  product = { productId: id, companyId };
});
afterAll(() => app.close());

const pdf = (content: Buffer) => ({
  ...product,
  kind: 'pdf' as const,
  fileName: 'sds.pdf',
  contentType: 'application/pdf',
  content,
});

describe('attaching documents', () => {
  it('keeps one SDS pdf per product: a new one replaces the old', async () => {
    const first = await attachDocument(
      app.database.db,
      app.fileStore,
      pdf(await createTestPdf('v1')),
    );
    const second = await attachDocument(
      app.database.db,
      app.fileStore,
      pdf(await createTestPdf('v2')),
    );
    const documents = await listDocuments(app.database.db, [product.productId]);
    expect(documents.filter((document) => document.kind === 'pdf').map((d) => d.reference)).toEqual(
      [second.reference],
    );
    expect(second.reference).not.toBe(first.reference);
    expect(second.reference).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.sha256).not.toBe(first.sha256);
  });

  it('keeps images in their order beside the pdf', async () => {
    const image = (position: number) => ({
      ...product,
      kind: 'image' as const,
      fileName: `photo-${position}.png`,
      contentType: 'image/png',
      content: createTestPng(2, 2, [position * 40, 0, 0]),
      position,
    });
    await attachDocument(app.database.db, app.fileStore, image(2));
    await attachDocument(app.database.db, app.fileStore, image(1));
    const documents = await listDocuments(app.database.db, [product.productId]);
    expect(documents.map((document) => document.fileName)).toEqual([
      'sds.pdf',
      'photo-1.png',
      'photo-2.png',
    ]);
  });

  it('writes no row when the file is over the limit', async () => {
    const before = await listDocuments(app.database.db, [product.productId]);
    await expect(
      attachDocument(app.database.db, app.fileStore, {
        ...pdf(await createTestPdf('too big')),
        maxBytes: 100,
      }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await listDocuments(app.database.db, [product.productId])).toEqual(before);
  });
});
