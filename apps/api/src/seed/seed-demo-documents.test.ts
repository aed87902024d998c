import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocuments } from '../modules/products/product-documents.queries.ts';
import { productDocuments, products } from '../platform/db/schema.ts';
import { findDemoProduct } from '../testing/factories.ts';
import { canInspectPdfs, pdfPageCount, pdfText } from '../testing/pdf-inspection.ts';
import { createTestApp } from '../testing/test-app.ts';
import { seedDemoDocuments } from './seed-demo-documents.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ seed: true, seedDocuments: true });
});
afterAll(() => app.close());

async function bytesOf(storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await app.fileStore.read(storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('demo documents', () => {
  it('gives every demo product its SDS pdf, and some a photo', async () => {
    const [{ total } = { total: 0 }] = await app.database.db
      .select({ total: count() })
      .from(products);
    const pdfs = await app.database.db
      .select({ total: count() })
      .from(productDocuments)
      .where(eq(productDocuments.kind, 'pdf'));
    expect(pdfs[0]?.total).toBe(total);
    const acetone = await findDemoProduct(app, 'DC-ACETONE', 'de-DE');
    expect((await listDocuments(app.database.db, [acetone.id])).map((d) => d.kind)).toEqual([
      'pdf',
      'image',
    ]);
  });

  it.skipIf(!canInspectPdfs)(
    'writes the SDS in the product’s language with its sixteen sections',
    async () => {
      const acetone = await findDemoProduct(app, 'DC-ACETONE', 'fr-FR');
      const [pdf] = await listDocuments(app.database.db, [acetone.id]);
      const bytes = await bytesOf(pdf!.storageKey);
      expect(await pdfPageCount(bytes)).toBeGreaterThan(1);
      const content = (await pdfText(bytes)).replace(/\s+/g, ' ');
      expect(content).toContain('FICHE DE DONNÉES DE SÉCURITÉ');
      expect(content).toContain('RUBRIQUE 1: Identification de la substance');
      expect(content).toContain('RUBRIQUE 16: Autres informations');
      expect(content).toContain('H225');
      expect(content).toMatch(/Page 1 sur \d/);
    },
  );

  it('does nothing the second time', async () => {
    expect(await seedDemoDocuments(app.database.db, app.fileStore)).toBe(0);
  });
});
